/// One button of a swiped row's actions: its action's colour and label, bold while the keyboard
/// has chosen it.
final class SwipeActionView: CollectionReusableView {
  /// The element kind its attributes carry (drawn beside the swiped cell).
  static let kind = "_UICollectionViewSwipeAction"

  /// The action it shows.
  private(set) var action: ContextualAction?
  /// Whether the keyboard has chosen it.
  var isChosen = false {
    didSet { if isChosen != oldValue { setNeedsDisplay() } }
  }

  /// A button showing nothing yet.
  required init() { super.init() }

  /// A button for an action.
  convenience init(action: ContextualAction) {
    self.init()
    self.action = action
  }

  /// The action's colour with its label in white, centred; the chosen one bold and in
  /// brackets, keeping its colour (a focus fill would hide a destructive red).
  override func composedAppearance() -> Appearance {
    guard let action else { return Appearance() }
    return Appearance(
      fill: action.resolvedBackgroundColor.resolvedColor(with: traitCollection),
      lines: [isChosen ? "[\(action.label)]" : action.label], textColor: .white,
      isBold: isChosen, textAlignment: .center)
  }

  /// The width its label needs, with a column either side.
  var preferredWidth: Double { Double((action?.label.unicodeScalars.count ?? 0) + 2) }
}
