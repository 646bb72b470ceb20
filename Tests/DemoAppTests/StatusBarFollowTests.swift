import CollectionCore
import GlyphRaster
import TUICollectionView
import Testing

@testable import DemoApp

/// While an animation runs on its own the status bar follows it ten times a second, and it is
/// up to date on the frame the animation ends and on the first frame after any event.
@Suite("Status bar following an animation")
struct StatusBarFollowTests {
  let clock = ManualClock()
  let app: DemoApp

  init() {
    var options = DemoOptions()
    options.layout = "flow"
    options.items = 10_000
    options.minute = 10
    app = DemoApp(
      options: options, columns: 120, rows: 40,
      renderOptions: RenderOptions(colorMode: .palette256), clock: clock)
  }

  /// The status bar as a fresh build draws it now.
  func currentStatus() -> String {
    var canvas = Canvas(width: app.columns, height: 1)
    app.statusBar.render(in: GlyphRect(x: 0, y: 0, width: app.columns, height: 1), into: &canvas)
    return canvas.lines[0]
  }

  /// The status line of a frame.
  func shownStatus(_ frame: Canvas) -> String { frame.lines[frame.height - 1] }

  @Test func aScrollUpdatesTheBarTenTimesASecondAndAtItsEnd() {
    _ = app.render()
    app.perform(.pageDown)
    #expect(shownStatus(app.render()) == currentStatus())
    var shown: [(time: Double, status: String, animating: Bool)] = []
    var behind = 0
    var elapsed = 0.0
    while app.isAnimating && elapsed < 5 {
      clock.advance(by: 1.0 / 60)
      elapsed += 1.0 / 60
      app.tick()
      let status = shownStatus(app.render())
      if status != currentStatus() { behind += 1 }
      if shown.last?.status != status { shown.append((elapsed, status, app.isAnimating)) }
    }
    #expect(!app.isAnimating)
    // The items on screen changed on most frames, the bar at most ten times a second …
    #expect(behind > 0)
    #expect(shown.count >= 2)
    for (earlier, later) in zip(shown, shown.dropFirst()) where later.animating {
      #expect(later.time - earlier.time >= CollectionViewRenderer.statusFollowInterval - 1e-9)
    }
    // … and the frame the scroll ended shows where it ended.
    #expect(shown.last?.animating == false)
    #expect(shown.last?.status == currentStatus())
  }

  @Test func anEventDuringAScrollShowsOnTheNextFrame() {
    _ = app.render()
    app.perform(.pageDown)
    _ = app.render()
    for _ in 0..<3 {
      clock.advance(by: 1.0 / 60)
      app.tick()
      _ = app.render()
    }
    #expect(app.isAnimating)
    app.handle(.key(.character(" ")))
    #expect(shownStatus(app.render()) == currentStatus())
  }
}
