/// A list configuration's image and texts laid out at a width, in rows of text: what a
/// `ListContentView` draws and how many rows it needs.
struct ListContentLayout {
  /// The runs, their rows counted from the first row of text.
  private(set) var texts: [PlacedText] = []
  /// The rows of text the content takes.
  private(set) var rowCount = 0
  /// Where the content's widest line ends across the width, in points from the leading edge.
  private(set) var contentEnd = 0.0

  /// Lays a configuration out at a width in points.
  init(
    _ c: ListContentConfiguration, width: Double, rowHeight: Double, traits: TraitCollection
  ) {
    let m = c.directionalLayoutMargins
    var x = m.leading
    let end = width - m.trailing
    var imageRun: PlacedText?
    if let image = c.image {
      let reserved = max(1, c.imageProperties.reservedLayoutSize.width)
      let tint = c.imageProperties.resolvedTintColor().resolvedColor(with: traits)
      imageRun = PlacedText(
        x: x + ((reserved - 1) / 2).rounded(.down), row: 0, text: String(image.glyph),
        color: tint, asciiText: String(image.asciiGlyph))
      x += reserved + c.imageToTextPadding
    }
    let available = max(0, Int((end - x).rounded(.down)))
    let text = c.text.map { c.textProperties.transformed($0) } ?? ""
    let secondary = c.secondaryText.map { c.secondaryTextProperties.transformed($0) } ?? ""
    let primary = Style(c.textProperties, traits)
    let second = Style(c.secondaryTextProperties, traits)
    let gap = Int(c.textToSecondaryTextHorizontalPadding.rounded(.up))
    if let fraction = c.textColumnFraction {
      // The text right-aligned in its column, the secondary text after it.
      let column = max(1, Int((Double(available) * fraction).rounded(.down)))
      let line = primary.lines(text, width: column).first ?? ""
      texts.append(
        primary.run(line, x: x + Double(column - line.unicodeScalars.count), row: 0))
      let start = x + Double(column + gap)
      var row = 0
      for line in second.lines(secondary, width: max(0, available - column - gap)) {
        texts.append(second.run(line, x: start, row: row))
        row += 1
      }
      rowCount = max(1, row)
    } else if c.prefersSideBySideTextAndSecondaryText, !text.isEmpty, !secondary.isEmpty,
      text.unicodeScalars.count + gap + secondary.unicodeScalars.count <= available
    {
      texts.append(primary.run(text, x: x, row: 0))
      texts.append(
        second.run(secondary, x: end - Double(secondary.unicodeScalars.count), row: 0))
      rowCount = 1
    } else {
      var row = 0
      for line in primary.lines(text, width: available) {
        texts.append(
          primary.run(line, x: primary.x(for: line, from: x, width: available), row: row))
        row += 1
      }
      if !secondary.isEmpty {
        if row > 0, c.textToSecondaryTextVerticalPadding >= rowHeight / 2 { row += 1 }
        for line in second.lines(secondary, width: available) {
          texts.append(
            second.run(line, x: second.x(for: line, from: x, width: available), row: row))
          row += 1
        }
      }
      rowCount = max(row, imageRun == nil ? 0 : 1)
    }
    if let imageRun { texts.insert(imageRun, at: 0) }
    contentEnd = texts.reduce(0) { max($0, $1.x + Double($1.text.unicodeScalars.count)) }
  }

  /// Moves every run down by some rows.
  mutating func shift(rows: Int) {
    for i in texts.indices { texts[i].row += rows }
  }

  /// A text's look and fitting, resolved for the traits.
  private struct Style {
    let properties: ListContentConfiguration.TextProperties
    let color: Color

    init(_ properties: ListContentConfiguration.TextProperties, _ traits: TraitCollection) {
      self.properties = properties
      color = properties.resolvedColor().resolvedColor(with: traits)
    }

    /// The text's lines at a width.
    func lines(_ text: String, width: Int) -> [String] {
      guard !text.isEmpty, width > 0 else { return [] }
      return TextFitting.lines(
        text, width: width, numberOfLines: properties.numberOfLines,
        lineBreakMode: properties.lineBreakMode)
    }

    /// Where a line starts: at the leading edge, or centred.
    func x(for line: String, from x: Double, width: Int) -> Double {
      guard properties.alignment == .center else { return x }
      return x + Double((width - line.unicodeScalars.count) / 2)
    }

    /// A run of this style.
    func run(_ text: String, x: Double, row: Int) -> PlacedText {
      PlacedText(x: x, row: row, text: text, color: color, isBold: properties.font.isBold)
    }
  }
}
