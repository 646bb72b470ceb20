/// What an app is made with when the terminal opens: its size, what it can show, and the clock
/// its animations run on.
public struct TerminalContext {
  /// The terminal's width in glyphs.
  public var columns: Int
  /// The terminal's height in glyphs.
  public var rows: Int
  /// Colours and glyphs the terminal can show.
  public var renderOptions: RenderOptions
  /// The clock for the collection view's animations.
  public var clock: any AnimationClock
  /// How many times taller than wide the terminal's glyph cell is, when the terminal says (its
  /// pixel size); `renderOptions.cellAspect` already holds it.
  public var measuredCellAspect: Double?
  /// Whether the developer tools are on (`TUICV_DEBUG=1` for ``Terminal``'s run).
  public var developerTools: Bool

  /// Creates a context, for a headless run or a test.
  public init(
    columns: Int, rows: Int, renderOptions: RenderOptions = RenderOptions(),
    clock: any AnimationClock = SystemClock(), measuredCellAspect: Double? = nil,
    developerTools: Bool = false
  ) {
    self.columns = columns
    self.rows = rows
    self.renderOptions = renderOptions
    self.clock = clock
    self.measuredCellAspect = measuredCellAspect
    self.developerTools = developerTools
  }
}
