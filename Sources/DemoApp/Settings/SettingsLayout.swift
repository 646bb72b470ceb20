import TUICollectionView

/// The Settings screen's layout: every section an inset grouped list with a header, and a
/// footer where the section has one, no wider than a readable column; the favourites' rows swipe to the actions the screen's
/// model gives (`swipeActions`).
public final class SettingsLayout: CompositionalLayout {
  /// Where the layout's list configurations find the swipe actions, set once the model is
  /// attached.
  private final class Actions {
    var provide: ((IndexPath, _ leading: Bool) -> SwipeActionsConfiguration?)?
    var section: ((Int) -> SettingsSection?)?
  }

  private let actions: Actions

  /// A row's swipe actions on a side, from the screen's model.
  public var swipeActions: ((IndexPath, _ leading: Bool) -> SwipeActionsConfiguration?)? {
    get { actions.provide }
    set { actions.provide = newValue }
  }

  /// Which section is at an index (the main list's, or a page's), from the screen's model.
  public var sectionAt: ((Int) -> SettingsSection?)? {
    get { actions.section }
    set { actions.section = newValue }
  }

  /// Creates the layout.
  public init() {
    let actions = Actions()
    self.actions = actions
    super.init(
      sectionProvider: { index, environment in
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let section = actions.section?(index) ?? SettingsSection(rawValue: index)
        configuration.footerMode = section?.footer == nil ? .none : .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { actions.provide?($0, false) }
        configuration.leadingSwipeActionsConfigurationProvider = { actions.provide?($0, true) }
        let list = LayoutSection.list(using: configuration, layoutEnvironment: environment)
        // As a settings list on a wide iPad: the cards keep a readable width, centred.
        list.contentInsetsReference = .readableContent
        return list
      }, configuration: CompositionalLayoutConfiguration())
  }
}
