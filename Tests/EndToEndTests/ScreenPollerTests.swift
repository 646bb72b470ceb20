import Testing

/// The end-to-end waits: a half-drawn frame must never satisfy them.
@Suite("Screen poller")
struct ScreenPollerTests {
  /// Captures played back in order; the last repeats.
  final class Script {
    var screens: [String]
    var taken = 0
    init(_ screens: [String]) { self.screens = screens }
    func next() -> String {
      defer { taken += 1 }
      return screens[min(taken, screens.count - 1)]
    }
  }

  static let halfDrawnHelp = "╭─ Keys ──────╮\n│ Tab  Shift-Tab  next / prev\n 12 items"
  static let wholeHelp =
    "╭─ Keys ──────╮\n│ Tab  Shift-Tab  next / previous layout │\n│ q  Ctrl-C  quit │\n╰── ? or Esc closes ─╯"

  @Test func aHalfDrawnFrameThatMatchesIsNotReturned() throws {
    let script = Script([Self.halfDrawnHelp, Self.wholeHelp, Self.wholeHelp])
    let poller = ScreenPoller(capture: script.next, interval: 0)
    let outcome = try poller.waitFor(timeout: 5) { $0.contains("Keys") }
    #expect(outcome == .matched(Self.wholeHelp))
  }

  @Test func anUnstableWaitReturnsTheFirstMatch() throws {
    let script = Script(["a", "b", "c"])
    let poller = ScreenPoller(capture: script.next, interval: 0)
    #expect(try poller.waitFor(timeout: 5, stable: false) { $0 == "b" } == .matched("b"))
  }

  @Test func aScreenThatNeverSettlesTimesOut() throws {
    var n = 0
    let poller = ScreenPoller(
      capture: {
        n += 1
        return "frame \(n) Keys"
      }, interval: 1000)
    let outcome = try poller.waitFor(timeout: 0.05) { $0.contains("Keys") }
    guard case .timedOut = outcome else {
      Issue.record("a changing screen matched: \(outcome)")
      return
    }
  }
}
