import GlyphRaster

/// One step of a `--keys` script: an input event, or a pause that lets time pass (a long
/// press is a press, a pause of half a second and then a drag or a release).
public enum KeyStep: Hashable, Sendable {
  /// An input event.
  case event(InputEvent)
  /// Time passes, in seconds.
  case wait(Double)
}
