/// The statistics of the last frames the run loop presented, newest last, for the inspector.
public struct FrameLog: Hashable, Sendable {
  /// How many frames it keeps.
  public static let capacity = 60
  /// The frames, oldest first.
  public private(set) var frames: [FrameStatistics] = []
  /// When the frame being drawn began and its stages so far ended (monotonic seconds): the
  /// layout pass, presentation, the whole render.
  var pending: (started: Double, laidOut: Double, presented: Double, rendered: Double)?

  /// An empty log.
  public init() {}

  /// Takes a frame the screen presented, completing the one being drawn.
  mutating func finish(with frame: PresentStatistics.PresentedFrame) {
    guard let pending, frame.written >= pending.rendered else { return }
    self.pending = nil
    frames.append(
      FrameStatistics(
        started: pending.started, laidOut: pending.laidOut, presented: pending.presented,
        rendered: pending.rendered, screen: frame))
    if frames.count > Self.capacity { frames.removeFirst(frames.count - Self.capacity) }
  }

  /// The mean of each stage over the frames kept, and of the totals.
  public var means: (stages: [(name: String, seconds: Double)], total: Double)? {
    guard let first = frames.first else { return nil }
    let n = Double(frames.count)
    var sums = first.stages.map { ($0.name, 0.0) }
    var total = 0.0
    for frame in frames {
      for (i, stage) in frame.stages.enumerated() { sums[i].1 += stage.seconds }
      total += frame.total
    }
    return (sums.map { ($0.0, $0.1 / n) }, total / n)
  }
}

extension FrameLog {
  /// Equal when they hold the same frames.
  public static func == (a: FrameLog, b: FrameLog) -> Bool { a.frames == b.frames }
  /// Hashes the frames.
  public func hash(into hasher: inout Hasher) { hasher.combine(frames) }
}
