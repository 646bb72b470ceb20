/// Where one frame's time went, stage by stage, and what it wrote (as notcurses keeps per-stage
/// statistics): the layout pass, presentation (the elements on screen as shown now, in painting
/// order), rasterizing (the collection view and the chrome into glyphs), encoding (the diff
/// against the terminal and its bytes) and writing. The stages follow one another without gaps,
/// so they add up to the frame's time.
public struct FrameStatistics: Hashable, Sendable {
  /// The layout pass (`layoutIfNeeded()`), in seconds.
  public var layout: Double
  /// Presenting the elements on screen (their attributes as shown now, sorted), in seconds.
  public var presentation: Double
  /// Rasterizing the view, the bars and the panels into glyphs, in seconds.
  public var rasterizing: Double
  /// Diffing against the terminal and encoding the bytes, in seconds.
  public var encoding: Double
  /// Writing the bytes, in seconds.
  public var writing: Double
  /// Glyphs written because they changed.
  public var glyphsEmitted: Int
  /// Glyphs skipped because they had not changed.
  public var glyphsElided: Int
  /// Bytes written to the terminal (none on a headless screen).
  public var bytes: Int
  /// From the start of the layout pass to the end of the write, in seconds.
  public var total: Double

  /// The statistics of a frame from the times its stages ended (monotonic seconds) and what
  /// the screen reported of presenting it.
  public init(
    started: Double, laidOut: Double, presented: Double, rendered: Double,
    screen frame: PresentStatistics.PresentedFrame
  ) {
    layout = laidOut - started
    presentation = presented - laidOut
    rasterizing = rendered - presented
    encoding = frame.encoded - rendered
    writing = frame.written - frame.encoded
    glyphsEmitted = frame.glyphsEmitted
    glyphsElided = frame.glyphsElided
    bytes = frame.bytes
    total = frame.written - started
  }

  /// The five stages, named, in order.
  public var stages: [(name: String, seconds: Double)] {
    [
      ("layout", layout), ("presentation", presentation), ("rasterizing", rasterizing),
      ("encoding", encoding), ("writing", writing),
    ]
  }
}
