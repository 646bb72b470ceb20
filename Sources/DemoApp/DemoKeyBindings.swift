import TUICollectionView

/// The demo's keys as data: one table drives the key map, the help overlay, the names
/// `--keys` accepts (and the error that lists them), `tuicv --help` and the README's key table.
public enum DemoKeyBindings {
  /// Every binding, in the order the help lists them. No two keys share a name or an input.
  public static let all: [KeyBinding] = [
    KeyBinding(
      "Tab  Shift-Tab", "next / previous layout, animated",
      keys: [
        BoundKey("tab", .tab, .nextLayout),
        BoundKey("shift-tab", aliases: ["btab", "backtab"], .backTab, .previousLayout),
      ]),
    KeyBinding(
      "+  -  x  f", "insert / delete the last item; shuffle / filter (modern)",
      keys: [
        .character("+", .insertItem), .character("=", .insertItem),
        .character("-", .deleteItem), .character("_", .deleteItem),
        .character("x", .shuffleItems), .character("f", .filterItems),
      ]),
    KeyBinding(
      "s  d  J  r", "insert / delete / move down a section; reload items",
      keys: [
        .character("s", .insertSection), .character("d", .deleteSection),
        .character("J", .moveSectionDown), .character("r", .reloadVisibleItems),
      ]),
    KeyBinding(
      "↑↓←→  hjkl", ascii: "arrows hjkl", "scroll (the mouse wheel too)",
      keys: [
        BoundKey("up", .up, .scroll(dx: 0, dy: -1)),
        BoundKey("down", .down, .scroll(dx: 0, dy: 1)),
        BoundKey("left", .left, .scroll(dx: -1, dy: 0)),
        BoundKey("right", .right, .scroll(dx: 1, dy: 0)),
        .character("k", .scroll(dx: 0, dy: -1)), .character("j", .scroll(dx: 0, dy: 1)),
        .character("h", .scroll(dx: -1, dy: 0)), .character("l", .scroll(dx: 1, dy: 0)),
        BoundKey("wheel-up", .mouse(.wheelUp(x: 0, y: 0)), .wheel(dx: 0, dy: -3)),
        BoundKey("wheel-down", .mouse(.wheelDown(x: 0, y: 0)), .wheel(dx: 0, dy: 3)),
      ]),
    KeyBinding(
      "PgUp  PgDn  Home  End", "scroll a page (animated) / to the start, the end",
      keys: [
        BoundKey("pgup", aliases: ["pageup"], .pageUp, .pageUp),
        BoundKey("pgdn", aliases: ["pagedown"], .pageDown, .pageDown),
        BoundKey("space", .character(" "), .pageDown),
        BoundKey("home", .home, .home), BoundKey("end", .end, .end),
        .character("g", .home), .character("G", .end),
      ]),
    KeyBinding(
      "S  P  R", "slow (10×) / sticky headers / reduce motion",
      keys: [
        .character("S", .toggleSlowAnimations), .character("P", .togglePinnedHeaders),
        .character("R", .toggleReduceMotion),
      ]),
    KeyBinding(
      "?  Enter  Esc", "help / open a stack, zoom the rotary's cell / close",
      keys: [
        .character("?", .toggleHelp),
        BoundKey("enter", aliases: ["return"], .enter, .activate(nil)),
        BoundKey("esc", aliases: ["escape"], .escape, .dismiss),
      ]),
    KeyBinding(
      "q  Ctrl-C", "quit",
      keys: [.character("q", .quit), BoundKey("ctrl-c", .control("c"), .quit)]),
  ]

  /// Every bound key, in table order.
  public static var keys: [BoundKey] { all.flatMap(\.keys) }

  /// The canonical names `--keys` accepts, in table order.
  public static var names: [String] { keys.map(\.name) }

  /// What `--keys` accepts besides the names.
  public static let resizeName = "resize:COLSxROWS"

  /// The `--keys` name of a mouse click (a press and a release) at a glyph.
  public static let clickName = "click:COL,ROW"
}
