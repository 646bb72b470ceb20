/// A frame's hint that a band of rows shows the previous frame's rows moved up or down: a
/// screen can scroll the terminal by it and send only the rows it exposed.
public struct CanvasScroll: Hashable, Sendable {
  /// The canvas rows that scrolled.
  public var rows: Range<Int>
  /// How far the content moved: row `r` now shows what row `r + distance` showed (positive
  /// when the content moved up, as a scroll down moves it).
  public var distance: Int

  /// A scroll of a band of rows.
  public init(rows: Range<Int>, distance: Int) {
    self.rows = rows
    self.distance = distance
  }
}
