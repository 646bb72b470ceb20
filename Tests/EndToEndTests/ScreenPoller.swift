import Foundation

/// Polls a screen until a condition holds, never sleeping blindly.
///
/// A terminal receives a frame in several writes, so one capture can show half a frame: the
/// first rows of the new picture over the old one. With `stable` (the default) a match counts
/// only when the next capture is the same screen, so a wait never returns a frame that was
/// still being drawn; conditions should also look for the last thing drawn, not a first sign.
/// Mid-animation waits, where every frame differs, pass `stable: false`.
struct ScreenPoller {
  /// The outcome of a wait.
  enum Outcome: Equatable {
    /// The condition held on this screen.
    case matched(String)
    /// The time ran out; the last screen seen.
    case timedOut(String)
  }

  /// Takes one capture of the screen.
  var capture: () throws -> String
  /// The pause between captures, in microseconds.
  var interval: useconds_t = 20_000

  /// Captures until the condition holds (on two equal captures in a row when `stable`).
  func waitFor(timeout: Double, stable: Bool = true, _ condition: (String) -> Bool) throws
    -> Outcome
  {
    let deadline = Date().addingTimeInterval(timeout)
    var previous: String?
    var screen = ""
    repeat {
      screen = try capture()
      if condition(screen) && (!stable || previous == screen) { return .matched(screen) }
      previous = screen
      usleep(interval)
    } while Date() < deadline
    return .timedOut(screen)
  }
}
