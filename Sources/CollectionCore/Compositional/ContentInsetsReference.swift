/// What a section's or the layout's content insets are measured from (UIContentInsetsReference).
public enum ContentInsetsReference: Hashable, Sendable {
  /// The layout's reference, for a section; the safe area, for the layout.
  case automatic
  /// The collection view's edges.
  case none
  /// The safe area's sides (UIKit's default): what the program draws over at the sides.
  case safeArea
  /// The collection view's layout margins (`directionalLayoutMargins`).
  case layoutMargins
  /// A readable column: the layout margins, widened so lines are at most
  /// `readableContentWidth` columns, centred.
  case readableContent

  /// The widest column of text `.readableContent` leaves (UIKit's readable content guide keeps
  /// about this many characters a line).
  public static let readableContentWidth = 80.0

  /// The insets this reference adds at the sides of a collection view.
  func insets(in collectionView: CollectionView) -> DirectionalEdgeInsets {
    switch self {
    case .none: return .zero
    case .automatic, .safeArea:
      let safe = collectionView.safeAreaInsets
      return DirectionalEdgeInsets(top: 0, leading: safe.left, bottom: 0, trailing: safe.right)
    case .layoutMargins:
      let m = collectionView.directionalLayoutMargins
      return DirectionalEdgeInsets(top: 0, leading: m.leading, bottom: 0, trailing: m.trailing)
    case .readableContent:
      let m = collectionView.directionalLayoutMargins
      let width = collectionView.bounds.width
      let extra = max(0, (width - m.leading - m.trailing - Self.readableContentWidth) / 2)
      return DirectionalEdgeInsets(
        top: 0, leading: m.leading + extra.rounded(.down), bottom: 0,
        trailing: m.trailing + extra.rounded(.up))
    }
  }
}
