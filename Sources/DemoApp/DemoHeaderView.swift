import TUICollectionView

/// A section header: a slate bar with the section's name and item count in white bold
/// ("Section 2 · 9 items"), on two centred lines when the bar is too narrow for one.
public final class DemoHeaderView: CollectionReusableView {
  /// The reuse identifier the demo registers for headers.
  public static let reuseIdentifier = "Header"
  /// The bar's colour.
  public static let fill = Color(red: 58, green: 66, blue: 92)

  /// The section's name.
  public private(set) var title = ""
  /// The section's item count.
  public private(set) var itemCount = 0

  /// Creates an empty header.
  public required init() {
    super.init()
    backgroundColor = Self.fill
    textColor = .white
    isBold = true
  }

  /// Shows a section's name and item count.
  public func configure(title: String, itemCount: Int) {
    self.title = title
    self.itemCount = itemCount
    updateText(width: layoutAttributes?.size.width)
  }

  /// Clears the label.
  public override func prepareForReuse() {
    super.prepareForReuse()
    title = ""
    itemCount = 0
    text = ""
  }

  /// Fits the label to the new width: one line when it fits, else two.
  public override func apply(_ layoutAttributes: LayoutAttributes) {
    super.apply(layoutAttributes)
    updateText(width: layoutAttributes.size.width)
  }

  private func updateText(width: Double?) {
    guard !title.isEmpty else { return }
    let count = itemCount == 1 ? "1 item" : "\(DemoApp.grouped(itemCount)) items"
    let line = "\(title) · \(count)"
    if let width, width < Double(line.count + 2) {
      text = "\(title)\n\(count)"
      textAlignment = .center
    } else {
      text = line
      textAlignment = .leading
    }
  }
}
