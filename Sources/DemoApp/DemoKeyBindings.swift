import TUICollectionView

/// The demo's keys as data: one table drives the key map, the help overlay, the names
/// `--keys` accepts (and the error that lists them), `tuicv --help` and the README's key table.
public enum DemoKeyBindings {
  /// Every binding in groups, in the order the help lists them. No two keys share a name or an
  /// input.
  public static let groups: [KeyBindingGroup] = [
    KeyBindingGroup(
      "Focus and selection",
      [
        KeyBinding(
          "↑↓←→  hjkl", ascii: "arrows hjkl", "move focus (carry a lifted item)",
          keys: [
            BoundKey("up", .up, .moveFocus(.up)), BoundKey("down", .down, .moveFocus(.down)),
            BoundKey("left", .left, .moveFocus(.left)),
            BoundKey("right", .right, .moveFocus(.right)),
            .character("k", .moveFocus(.up)), .character("j", .moveFocus(.down)),
            .character("h", .moveFocus(.left)), .character("l", .moveFocus(.right)),
          ]),
        KeyBinding(
          "Space  Enter", "select / deselect; drop a lifted item; menu: choose",
          keys: [
            BoundKey("space", .character(" "), .activate(nil)),
            BoundKey("enter", aliases: ["return"], .enter, .activate(nil)),
          ]),
        KeyBinding(
          "Esc", "close; put a lifted item back; clear the selection",
          keys: [BoundKey("esc", aliases: ["escape"], .escape, .dismiss)]),
        KeyBinding(
          "m", "lift the focused item to move it with the arrows",
          keys: [.character("m", .beginMove)]),
        KeyBinding(
          "c  v", "the focused item's menu: Copy, Delete, Move / paste",
          keys: [.character("c", .showMenu), .character("v", .paste)]),
        KeyBinding(
          "n  Ins  Del  ⌫", ascii: "n Ins Del Bksp",
          "new item at the start / delete the focused item",
          keys: [
            .character("n", .insertItemAtStart),
            BoundKey("insert", aliases: ["ins"], .insert, .insertItemAtStart),
            BoundKey("delete", aliases: ["del"], .delete, .deleteFocusedItem),
            BoundKey("backspace", .backspace, .deleteFocusedItem),
          ]),
      ]),
    KeyBindingGroup(
      "Scrolling",
      [
        KeyBinding(
          "Shift-↑↓←→  ^E ^Y", ascii: "Shift-arrows ^E ^Y", "scroll a line (the mouse wheel too)",
          keys: [
            BoundKey("shift-up", .shift(.up), .scroll(dx: 0, dy: -1)),
            BoundKey("shift-down", .shift(.down), .scroll(dx: 0, dy: 1)),
            BoundKey("shift-left", .shift(.left), .scroll(dx: -1, dy: 0)),
            BoundKey("shift-right", .shift(.right), .scroll(dx: 1, dy: 0)),
            BoundKey("ctrl-e", .control("e"), .scroll(dx: 0, dy: 1)),
            BoundKey("ctrl-y", .control("y"), .scroll(dx: 0, dy: -1)),
            BoundKey("wheel-up", .mouse(.wheelUp(x: 0, y: 0)), .wheel(dx: 0, dy: -3)),
            BoundKey("wheel-down", .mouse(.wheelDown(x: 0, y: 0)), .wheel(dx: 0, dy: 3)),
          ]),
        KeyBinding(
          "PgUp  PgDn  Home  End", "scroll a page (animated) / to the start, the end",
          keys: [
            BoundKey("pgup", aliases: ["pageup"], .pageUp, .pageUp),
            BoundKey("pgdn", aliases: ["pagedown"], .pageDown, .pageDown),
            BoundKey("home", .home, .home), BoundKey("end", .end, .end),
            .character("g", .home), .character("G", .end),
          ]),
      ]),
    KeyBindingGroup(
      "Inspecting",
      [
        KeyBinding(
          "p  .  ,", "pause every animation / step a frame forward, back",
          keys: [
            .character("p", .togglePause), .character(".", .stepFrame(forward: true)),
            .character(",", .stepFrame(forward: false)),
          ]),
        KeyBinding(
          "i  {  }  o", "inspector / scroll it / overlay: frames, scroll bars, reuse",
          keys: [
            .character("i", .toggleInspector), .character("{", .scrollInspector(lines: -3)),
            .character("}", .scrollInspector(lines: 3)), .character("o", .toggleOverlay),
          ]),
      ]),
    KeyBindingGroup(
      "Layouts and data",
      [
        KeyBinding(
          "Tab  Shift-Tab", "next / previous layout, animated (or click a tab)",
          keys: [
            BoundKey("tab", .tab, .nextLayout),
            BoundKey("shift-tab", aliases: ["btab", "backtab"], .backTab, .previousLayout),
          ]),
        KeyBinding(
          "[  ]", "scrub a transition to the previous / next layout; Enter, Esc end it",
          keys: [
            .character("[", .scrubTransition(forward: false)),
            .character("]", .scrubTransition(forward: true)),
          ]),
        KeyBinding(
          "+  -  x  f", "add / delete the last item; modern: shuffle, filter",
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
          "S  P  R", "slow (10×) / sticky section headers / reduce motion",
          keys: [
            .character("S", .toggleSlowAnimations), .character("P", .togglePinnedHeaders),
            .character("R", .toggleReduceMotion),
          ]),
        KeyBinding(
          "?  q  Ctrl-C", "help (↑↓ PgUp PgDn scroll it) / quit",
          keys: [
            .character("?", .toggleHelp), .character("q", .quit),
            BoundKey("ctrl-c", .control("c"), .quit),
          ]),
      ]),
  ]

  /// The mouse's gestures, as the help and the README list them (they have `--keys` names of
  /// their own: `click:`, `press:`, `drag:`, `release:`, `right-click:`, `wait:`).
  public static let mouseGestures: [(gesture: String, summary: String)] = [
    ("click", "select / deselect (circle: delete / insert at 0)"),
    ("drag  wheel", "scroll (a drag flicks, with momentum)"),
    ("hold, drag", "after half a second lift the item; release drops"),
    ("right-click", "the item's menu: Copy, Delete, Move"),
  ]

  /// Every binding, in the order the help lists them.
  public static var all: [KeyBinding] { groups.flatMap(\.bindings) }

  /// Every bound key, in table order.
  public static var keys: [BoundKey] { all.flatMap(\.keys) }

  /// The canonical names `--keys` accepts, in table order.
  public static var names: [String] { keys.map(\.name) }

  /// What `--keys` accepts besides the names.
  public static let resizeName = "resize:COLSxROWS"

  /// The `--keys` name of a mouse click (a press and a release) at a glyph.
  public static let clickName = "click:COL,ROW"

  /// The `--keys` names of the other pointer events and of a pause, as `--help` lists them.
  public static let pointerNames = [
    "press:COL,ROW", "drag:COL,ROW", "release:COL,ROW", "right-click:COL,ROW", "wait:SECONDS",
  ]
}
