import Testing

@testable import CollectionCore

/// UIListContentConfiguration's styles and state updates, and its view's layout in rows.
@Suite("List content configuration")
struct ListContentConfigurationTests {
  func state(selected: Bool = false, disabled: Bool = false) -> CellConfigurationState {
    var s = CellConfigurationState(traitCollection: TraitCollection())
    s.isSelected = selected
    s.isDisabled = disabled
    return s
  }

  @Test func aSelectedSidebarCellTurnsWhiteUnlessTheAppChoseAColour() {
    var c = ListContentConfiguration.sidebarCell()
    c.text = "Inbox"
    c.image = Image(systemName: "tray")
    #expect(c.image == nil)  // a name the table lacks, as UIImage(systemName:) gives nil
    c.image = Image(systemName: "envelope")
    let selected = c.updated(for: state(selected: true))
    #expect(selected.textProperties.resolvedColor() == .white)
    #expect(selected.imageProperties.resolvedTintColor() == .white)
    // Back at rest, the style's own colours return.
    let rest = selected.updated(for: state())
    #expect(rest.textProperties.resolvedColor() == .label)
    #expect(rest.secondaryTextProperties.resolvedColor() == .secondaryLabel)
    #expect(rest.imageProperties.resolvedTintColor() == .tintColor)
    // A colour the app set stays.
    c.textProperties.color = .systemOrange
    #expect(c.updated(for: state(selected: true)).textProperties.resolvedColor() == .systemOrange)
    // A plain cell keeps its colours when selected, and dims when disabled.
    let cell = ListContentConfiguration.cell()
    #expect(cell.updated(for: state(selected: true)).textProperties.resolvedColor() == .label)
    #expect(
      cell.updated(for: state(disabled: true)).textProperties.resolvedColor() == .tertiaryLabel)
  }

  @Test func theViewLaysTheContentOutInRowsInTheMiddleOfItsHeight() {
    var c = ListContentConfiguration.subtitleCell()
    c.image = Image(systemName: "star.fill")
    c.text = "Title"
    c.secondaryText = "Subtitle"
    c.textProperties.font = .preferredFont(forTextStyle: .headline)
    let view = ListContentView(configuration: c)
    // Two rows of text: 4 points, and the margins' none; as wide as "Subtitle" and the
    // margins (a label's size that fits).
    #expect(view.sizeThatFits(Size(width: 30, height: 0)) == Size(width: 12, height: 4))
    view.bounds = Rect(x: 0, y: 0, width: 30, height: 8)
    let texts = view.appearance.texts
    #expect(texts.map(\.text) == ["★", "Title", "Subtitle"])
    // Four rows, two used: they sit on rows 1 and 2; the image beside the first line.
    #expect(texts.map(\.row) == [1, 1, 2])
    #expect(texts.map(\.x) == [1, 3, 3])
    #expect(texts[0].asciiText == "*")
    #expect(texts[1].isBold)
    #expect(!texts[2].isBold)
    #expect(texts[2].color == .secondaryLabel)
    // Centred text, and a light terminal's colours.
    var centred = ListContentConfiguration.cell()
    centred.text = "ab"
    centred.textProperties.alignment = .center
    let centredView = ListContentView(configuration: centred)
    centredView.bounds = Rect(x: 0, y: 0, width: 12, height: 2)
    #expect(centredView.appearance.texts.map(\.x) == [5])
    centredView.traitCollection = TraitCollection(userInterfaceStyle: .light)
    #expect(centredView.appearance.texts.map(\.color) == [.black])
  }

  @Test func aValueSitsAtTheTrailingEdgeWhenItFitsAndUnderTheTitleWhenNot() {
    var c = ListContentConfiguration.valueCell()
    c.text = "Wi-Fi"
    c.secondaryText = "Home"
    let view = ListContentView(configuration: c)
    view.bounds = Rect(x: 0, y: 0, width: 20, height: 2)
    #expect(view.appearance.texts.map(\.x) == [1, 15])
    #expect(view.appearance.texts.map(\.row) == [0, 0])
    view.bounds = Rect(x: 0, y: 0, width: 10, height: 4)
    #expect(view.appearance.texts.map(\.row) == [0, 1])
    #expect(view.sizeThatFits(Size(width: 10, height: 0)).height == 4)
  }
}
