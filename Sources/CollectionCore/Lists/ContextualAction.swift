/// An action revealed by swiping a list row (UIContextualAction): a titled button in a colour,
/// whose handler runs when it is chosen and says through its completion whether it did it.
public final class ContextualAction {
  /// How an action looks and what it implies (UIContextualAction.Style).
  public enum Style: Hashable, Sendable {
    /// A grey button.
    case normal
    /// A red button for something that deletes.
    case destructive
  }

  /// What runs when the action is chosen: the action, the view it was shown in (the row's
  /// cell), and a completion to call with whether the action was performed.
  public typealias Handler = (
    _ action: ContextualAction, _ sourceView: View, _ completion: @escaping (Bool) -> Void
  ) -> Void

  /// Its style.
  public let style: Style
  /// The button's title.
  public var title: String?
  /// The button's symbol, shown before the title.
  public var image: Image?
  /// The button's colour (`nil`: the style's, red for destructive, grey otherwise).
  public var backgroundColor: Color?
  /// What it does.
  public let handler: Handler

  /// An action of a style, a title and a handler
  /// (UIContextualAction(style:title:handler:)).
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }

  /// The colour its button is drawn in.
  var resolvedBackgroundColor: Color {
    backgroundColor ?? (style == .destructive ? .systemRed : .systemGray)
  }

  /// What its button says: the symbol and the title.
  var label: String {
    [image.map { String($0.glyph) }, title].compactMap { $0 }.joined(separator: " ")
  }
}
