import CollectionCore
import GlyphRaster

/// Colours and styles of the demo's bars and panels, for colour terminals and for none.
struct ChromePalette {
  var barBackground: Color?
  var barText: Color?
  var dimText: Color?
  var accent: Color?
  var noticeText: Color?
  var selectedBackground: Color?
  var selectedText: Color?
  var panelBackground: Color?
  var panelText: Color?
  var barStyle: GlyphStyle
  var selectedStyle: GlyphStyle
  var panelStyle: GlyphStyle

  init(options: RenderOptions) {
    let mode = options.colorMode
    func q(_ c: Color) -> Color? { mode.hasColor ? mode.quantize(c) : nil }
    barBackground = q(Color(red: 38, green: 38, blue: 38))
    barText = q(Color(red: 208, green: 208, blue: 208))
    dimText = q(Color(red: 138, green: 138, blue: 138))
    accent = q(.orange)
    noticeText = q(Color(red: 255, green: 215, blue: 95))
    selectedBackground = q(.orange)
    selectedText = q(.black)
    panelBackground = q(Color(red: 28, green: 28, blue: 28))
    panelText = q(Color(red: 228, green: 228, blue: 228))
    if mode.hasColor {
      barStyle = []
      selectedStyle = .bold
      panelStyle = []
    } else {
      barStyle = .reverse
      selectedStyle = [.bold, .underline]
      panelStyle = []
    }
  }

  /// A blank glyph in the bar's colours.
  var bar: Glyph { Glyph(" ", foreground: barText, background: barBackground, style: barStyle) }
}
