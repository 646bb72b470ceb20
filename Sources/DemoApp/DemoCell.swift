import TUICollectionView

/// The book's AFCollectionViewCell: orange, with the item number in white bold.
public final class DemoCell: CollectionViewCell {
  /// The reuse identifier the demo registers.
  public static let reuseIdentifier = "Cell"

  /// The cell's own zoom (seed 001's tap to zoom in the rotary carousel).
  public var zoom: Double = 1 { didSet { updateTransform() } }
  /// The zoom of seed 004's highlight: ×2 while a touch is down on the cell.
  public var highlightZoom: Double = 1 { didSet { updateTransform() } }

  /// The cells' orange: UIKit's `orangeColor` (1.0, 0.5, 0.0) deepened until its white bold
  /// label reads at WCAG's 3:1 for bold labels (3.8:1, in 256 colours too: xterm's 166); the
  /// book's orange gives 2.5:1.
  public static let fill = Color(red: 215, green: 95, blue: 0)

  /// Creates an orange cell with an empty bold white label.
  public required init() {
    super.init()
    backgroundColor = Self.fill
    textColor = .white
    isBold = true
  }

  /// Clears the label and the zooms, as the book's `prepareForReuse` clears the label.
  public override func prepareForReuse() {
    super.prepareForReuse()
    text = ""
    zoom = 1
    highlightZoom = 1
  }

  /// The book's selection and highlight, which a plain cell does not draw (as in UIKit): the
  /// renderer's marks, a blue tint with a ✓ before the label and a brighter fill.
  public override var appearance: Appearance {
    var a = super.appearance
    if isSelected { a.state.insert(.selected) }
    if isHighlighted { a.state.insert(.highlighted) }
    return a
  }

  /// The view's transform: both zooms together.
  private func updateTransform() {
    let scale = zoom * highlightZoom
    transform = scale == 1 ? .identity : Transform3D(scaleX: scale, y: scale, z: 1)
  }
}
