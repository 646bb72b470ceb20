import CollectionCore
import DemoApp
import GlyphRaster
import TUICollectionView
import Testing

/// The demo draws a frame into the canvas the screen hands back; whatever that canvas held,
/// the frame is the one a new canvas gets.
@Suite("Canvas recycling")
struct CanvasRecyclingTests {
  /// Two demos in step: one always draws on a new canvas, the other on a canvas full of
  /// rubbish (or one of the wrong size). Every frame of scrolls, layout switches, the
  /// inspector, the overlay, the help, a menu and resizes must match glyph for glyph.
  @Test(arguments: ["flow", "circle"])
  func aRecycledCanvasDrawsTheSameFrames(layout: String) {
    var options = DemoOptions()
    options.layout = layout
    options.items = 300
    options.minute = 5
    let clocks = (ManualClock(), ManualClock())
    let fresh = DemoApp(
      options: options, columns: 90, rows: 26,
      renderOptions: RenderOptions(colorMode: .palette256), clock: clocks.0)
    let recycled = DemoApp(
      options: options, columns: 90, rows: 26,
      renderOptions: RenderOptions(colorMode: .palette256), clock: clocks.1)
    let rubbish = Glyph("#", foreground: .white, background: .orange, style: .bold)
    let actions: [DemoAction] = [
      .pageDown, .scroll(dx: 0, dy: 1), .toggleInspector, .pageDown, .toggleInspector,
      .toggleOverlay, .pageUp, .toggleOverlay, .nextLayout, .toggleHelp, .toggleHelp,
      .showMenu, .dismiss, .resize(columns: 70, rows: 20), .end, .resize(columns: 90, rows: 26),
      .home,
    ]
    var frames = 0
    for action in actions {
      fresh.perform(action)
      recycled.perform(action)
      repeat {
        clocks.0.advance(by: 1.0 / 60)
        clocks.1.advance(by: 1.0 / 60)
        fresh.tick()
        recycled.tick()
        // Now and then a canvas of the wrong size, which must be left alone.
        let size =
          frames % 7 == 3
          ? (columns: 10, rows: 4) : (columns: recycled.columns, rows: recycled.rows)
        recycled.recycle(Canvas(width: size.columns, height: size.rows, fill: rubbish))
        let expected = fresh.render()
        let frame = recycled.render()
        #expect(frame == expected, "after \(action), frame \(frames): \(frame.lines)")
        frames += 1
      } while fresh.isAnimating && frames < 2_000
    }
    #expect(frames > 100)
  }
}
