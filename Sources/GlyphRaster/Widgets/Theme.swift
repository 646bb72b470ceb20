import CollectionCore

/// The colours, styles and symbols of an app's chrome (bars, tabs, panels, notices) for what a
/// terminal can show: colours quantized to its colour mode, reverse video and underline
/// without colour, 7-bit symbols in ASCII.
public struct Theme: Hashable, Sendable {
  /// The characters widgets may use.
  public var glyphSet: GlyphSet
  /// The background of title and status bars.
  public var barBackground: Color?
  /// Ordinary text on a bar.
  public var barText: Color?
  /// Secondary text: unselected tabs, hints, separators, footers.
  public var dimText: Color?
  /// Emphasis: the first status segment, panel borders and key labels.
  public var accent: Color?
  /// A transient message.
  public var noticeText: Color?
  /// The background of the selected tab.
  public var selectedBackground: Color?
  /// The text of the selected tab.
  public var selectedText: Color?
  /// The background of panels (the help).
  public var panelBackground: Color?
  /// Ordinary text in a panel.
  public var panelText: Color?
  /// The style of bars (reverse video without colour).
  public var barStyle: GlyphStyle
  /// The style of the selected tab.
  public var selectedStyle: GlyphStyle
  /// The style of panels.
  public var panelStyle: GlyphStyle

  /// The theme for what a terminal can show: dark bars, an orange accent, colours quantized
  /// to the colour mode; without colour, bars in reverse video and the selection underlined.
  public init(options: RenderOptions) {
    let mode = options.colorMode
    func q(_ c: Color) -> Color? { mode.hasColor ? mode.quantize(c) : nil }
    glyphSet = options.glyphSet
    barBackground = q(Color(red: 38, green: 38, blue: 38))
    barText = q(Color(red: 208, green: 208, blue: 208))
    dimText = q(Color(red: 150, green: 150, blue: 150))
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

  /// The symbols for the glyph set.
  public var symbols: Symbols { glyphSet == .ascii ? .ascii : .unicode }

  /// Text as the glyph set can show it (folded to 7 bits in ASCII).
  public func text(_ string: String) -> String { string.fitted(to: glyphSet) }

  /// A blank of a bar.
  public var barBlank: Glyph {
    Glyph(" ", foreground: barText, background: barBackground, style: barStyle)
  }
  /// A blank of a panel.
  public var panelBlank: Glyph { Glyph(" ", background: panelBackground, style: panelStyle) }
  /// Ordinary text on a bar.
  public var bar: GlyphAppearance {
    GlyphAppearance(foreground: barText, background: barBackground, style: barStyle)
  }
  /// Secondary text on a bar.
  public var barDim: GlyphAppearance {
    GlyphAppearance(foreground: dimText, background: barBackground, style: barStyle)
  }
  /// Emphasised text on a bar (bold, in the accent colour).
  public var barAccent: GlyphAppearance {
    GlyphAppearance(foreground: accent, background: barBackground, style: barStyle.union(.bold))
  }
  /// A notice on a bar (bold, in the notice colour).
  public var barNotice: GlyphAppearance {
    GlyphAppearance(
      foreground: noticeText, background: barBackground, style: barStyle.union(.bold))
  }
  /// The selected tab.
  public var selected: GlyphAppearance {
    GlyphAppearance(
      foreground: selectedText, background: selectedBackground, style: selectedStyle)
  }
  /// Ordinary text in a panel.
  public var panel: GlyphAppearance {
    GlyphAppearance(foreground: panelText, background: panelBackground, style: panelStyle)
  }
  /// A panel's border and emphasised text in it.
  public var panelAccent: GlyphAppearance {
    GlyphAppearance(foreground: accent, background: panelBackground, style: panelStyle)
  }
  /// Secondary text in a panel.
  public var panelDim: GlyphAppearance {
    GlyphAppearance(foreground: dimText, background: panelBackground, style: panelStyle)
  }
}
