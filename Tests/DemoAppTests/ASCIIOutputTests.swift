import CollectionCore
import DemoApp
import GlyphRaster
import Testing

/// With `--ascii` or a non-UTF-8 locale every glyph of every frame is 7-bit: the bars, the
/// help, the notices and the cells, at every size and in colour or none.
@Suite("ASCII output")
struct ASCIIOutputTests {
  /// Key sequences that show notices (slow animations on and off, the last item staying), the
  /// help, every layout's title and the status bar in wide and narrow terminals.
  static let scripts = [
    "S", "S S", "?", "S ?", "tab S", "tab tab S", "- - -", "resize:40x12 S",
    "resize:32x10 ? S", "resize:32x10 tab tab", "resize:20x6", "tab tab ? esc",
  ]

  @Test(arguments: [ColorMode.none, .trueColor, .palette8])
  func everyGlyphOfEveryFrameIsASCII(colorMode: ColorMode) throws {
    for script in Self.scripts {
      let clock = ManualClock()
      var options = DemoOptions()
      options.items = 2
      options.minute = 10
      let app = DemoApp(
        options: options, columns: 80, rows: 24,
        renderOptions: RenderOptions(colorMode: colorMode, glyphSet: .ascii), clock: clock)
      var frames = [app.render()]
      for event in try DemoKeyBindings.keyMap.events(from: script) {
        app.handle(event)
        app.tick()
        frames.append(app.render())
        clock.advance(by: 0.1)
        app.tick()
        frames.append(app.render())
      }
      for frame in frames {
        let leaks = frame.glyphs.map(\.scalar).filter { !$0.isASCII }
        #expect(leaks.isEmpty, "after '\(script)': \(String(String.UnicodeScalarView(leaks)))")
      }
    }
  }
}
