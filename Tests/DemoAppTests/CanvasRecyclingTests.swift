import CollectionCore
import GlyphRaster
import TUICollectionView
import Testing

@testable import DemoApp

/// The demo draws each frame over the last one (so the rows it leaves alone stay shared with
/// the frame the terminal shows); whatever that canvas held, the frame is the one a new canvas
/// gets.
@Suite("Drawing over the last frame")
struct CanvasRecyclingTests {
  /// Two demos in step: one always draws on a new canvas, the other on a canvas full of
  /// rubbish (or one of the wrong size), or on its own last frame. Every frame of scrolls,
  /// layout switches, the inspector, the overlay, the help, a menu and resizes must match
  /// glyph for glyph.
  @Test(arguments: ["flow", "circle"])
  func aFrameOverAnyCanvasIsTheSame(layout: String) {
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
        // Mostly its own last frame; now and then rubbish, or a canvas of the wrong size, which
        // must be left alone.
        if frames % 5 == 1 {
          recycled.renderer.lastFrame = Canvas(
            width: recycled.columns, height: recycled.rows, fill: rubbish)
        } else if frames % 7 == 3 {
          recycled.renderer.lastFrame = Canvas(width: 10, height: 4, fill: rubbish)
        }
        fresh.renderer.lastFrame = nil
        let expected = fresh.render()
        let frame = recycled.render()
        #expect(frame == expected, "after \(action), frame \(frames): \(frame.lines)")
        frames += 1
      } while fresh.isAnimating && frames < 2_000
    }
    #expect(frames > 100)
  }
}
