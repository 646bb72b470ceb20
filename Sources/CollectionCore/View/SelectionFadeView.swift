/// How a cell looked while selected, kept over it while it fades away after an animated
/// deselection: the cell underneath already shows its new state, so the selection's colours
/// fade into it (UIKit animates the change of a list cell's background the same way).
final class SelectionFadeView: CollectionReusableView {
  /// The element kind its attributes carry (a decoration painted above its cell).
  static let kind = "_UICollectionViewSelectionFade"
  /// The cell's look when the fade began.
  private var snapshot = Appearance()
  /// The cell it fades over, which it follows wherever the cell moves meanwhile.
  private(set) weak var cell: CollectionViewCell?

  /// A view showing nothing yet.
  required init() { super.init() }

  /// A view that shows a cell's look over it.
  convenience init(showing cell: CollectionViewCell) {
    self.init()
    snapshot = cell.appearance
    self.cell = cell
  }

  /// The look it keeps.
  override var appearance: Appearance { snapshot }
}
