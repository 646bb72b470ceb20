/// What a cell's content shows, as a value (UIContentConfiguration): it makes the view that
/// shows it, and can be updated for a configuration state. `ListContentConfiguration` is the
/// one UIKit's lists use; conform a value of your own, with a `ContentView`, for anything else.
public protocol ContentConfiguration {
  /// A new view that shows this configuration.
  func makeContentView() -> any View & ContentView
  /// The configuration as it should look in a state (selected, highlighted, disabled…).
  func updated(for state: any ConfigurationState) -> Self
}

/// A view that shows a content configuration (UIContentView).
public protocol ContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: any ContentConfiguration { get set }
  /// Whether the view can show a configuration (by default: one of the same type as its own),
  /// so a cell keeps its content view when it is given a new configuration.
  func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
  /// Whether the configuration is of the same type as the one shown.
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
