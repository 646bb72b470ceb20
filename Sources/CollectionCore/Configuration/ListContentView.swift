/// The view that shows a `ListContentConfiguration` (UIListContentView): it lays the image, the
/// text and the secondary text out in its bounds, in rows of text, and says how tall that is
/// at a width (`sizeThatFits(_:)`, which a self-sizing cell asks).
public final class ListContentView: View, ContentView {
  /// The configuration shown; a `ListContentConfiguration`.
  public var configuration: any ContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? ListContentConfiguration else {
        preconditionFailure(
          "a ListContentView shows a ListContentConfiguration, not \(type(of: newValue))")
      }
      listConfiguration = list
    }
  }
  /// The configuration, as its own type.
  private var listConfiguration: ListContentConfiguration { didSet { setNeedsDisplay() } }

  /// A view showing a configuration (UIListContentView(configuration:)).
  public init(configuration: ListContentConfiguration) {
    listConfiguration = configuration
    super.init()
  }

  /// A view showing an empty cell configuration.
  public required init() {
    listConfiguration = .cell()
    super.init()
  }

  /// The size the content needs within the size proposed, as a label's `sizeThatFits(_:)`
  /// says it: as wide as its widest line (the proposed width at most) and as tall as the
  /// margins and every row of text at that width.
  public override func sizeThatFits(_ size: Size) -> Size {
    let layout = ListContentLayout(
      listConfiguration, width: size.width, rowHeight: rowHeight, traits: traitCollection)
    let m = listConfiguration.directionalLayoutMargins
    return Size(
      width: min(size.width, (layout.contentEnd + m.trailing).rounded(.up)),
      height: m.top + m.bottom + Double(layout.rowCount) * rowHeight)
  }

  /// The texts placed for the bounds, over no fill of its own.
  override func composedAppearance() -> Appearance {
    var layout = ListContentLayout(
      listConfiguration, width: bounds.width, rowHeight: rowHeight, traits: traitCollection)
    let m = listConfiguration.directionalLayoutMargins
    // The rows the bounds have for text, and the block of rows in their middle.
    let rows = Int(((bounds.height - m.top - m.bottom) / rowHeight + 0.1).rounded(.down))
    let top = Int((m.top / rowHeight).rounded()) + max(0, (rows - layout.rowCount) / 2)
    layout.shift(rows: top)
    return Appearance(texts: layout.texts)
  }

  /// A row of text's height in points: two of the screen's pixels (a terminal row).
  private var rowHeight: Double { max(1, traitCollection.pixelSize.height * 2) }
}
