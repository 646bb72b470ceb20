import TUICollectionView

/// The demo's keys as data: one table drives the key map, the help overlay, the names
/// `--keys` accepts (and the error that lists them), `tuicv --help` and the README's key table.
public enum DemoKeyBindings {
  /// Every binding in groups, in the order the help lists them. No two keys share a name or an
  /// input.
  public static let groups: [KeyBindingGroup<DemoAction>] = [
    KeyBindingGroup(
      "Focus and selection",
      [
        StandardKeyBindings.moveFocus.map(DemoAction.init),
        StandardKeyBindings.activate.map(DemoAction.init),
        StandardKeyBindings.dismiss.map(DemoAction.init),
        StandardKeyBindings.beginMove.map(DemoAction.init),
        KeyBinding(
          "c  v  w  W", "menu: Copy, Delete, Move / paste / swipe the row",
          keys: [
            .character("c", .showMenu), .character("v", .paste),
            .character("w", .revealSwipeActions(leading: false)),
            .character("W", .revealSwipeActions(leading: true)),
          ]),
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
        StandardKeyBindings.scrollLines.map(DemoAction.init),
        StandardKeyBindings.scrollPages.map(DemoAction.init),
      ]),
    KeyBindingGroup(
      "Inspecting",
      [
        StandardKeyBindings.timeControls.map(DemoAction.init),
        StandardKeyBindings.inspector.map(DemoAction.init),
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
          "s  d  J  r  e", "insert / delete / move down a section; reload; edit",
          keys: [
            .character("s", .insertSection), .character("d", .deleteSection),
            .character("J", .moveSectionDown), .character("r", .reloadVisibleItems),
            .character("e", .toggleEditing),
          ]),
        KeyBinding(
          "S  P  R", "slow (10×) / sticky section headers / reduce motion",
          keys: [
            .character("S", .toggleSlowAnimations), .character("P", .togglePinnedHeaders),
            .character("R", .toggleReduceMotion),
          ]),
        StandardKeyBindings.helpAndQuit.map(DemoAction.init),
      ]),
  ]

  /// The mouse's gestures, as the help and the README list them (they have `--keys` names of
  /// their own: `click:`, `press:`, `drag:`, `release:`, `right-click:`, `wait:`).
  public static let mouseGestures: [(gesture: String, summary: String)] = [
    ("click", "select / deselect (circle: delete / insert at 0)"),
    ("drag  wheel", "scroll (a drag flicks); drag a row sideways: swipe"),
    ("hold, drag", "after half a second lift the item; release drops"),
    ("right-click", "the item's menu: Copy, Delete, Move"),
  ]

  /// The key map the table makes: the dispatch and the names `--keys` accepts.
  public static let keyMap = KeyMap(groups: groups)

  /// Every binding, in the order the help lists them.
  public static var all: [KeyBinding<DemoAction>] { keyMap.bindings }

  /// Every bound key, in table order.
  public static var keys: [BoundKey<DemoAction>] { keyMap.keys }

  /// The canonical names `--keys` accepts, in table order.
  public static var names: [String] { keyMap.names }

  /// What `--keys` accepts besides the names.
  public static let resizeName = KeyMapNames.resize

  /// The `--keys` name of a mouse click (a press and a release) at a glyph.
  public static let clickName = KeyMapNames.click

  /// The `--keys` names of the other pointer events and of a pause, as `--help` lists them.
  public static let pointerNames = KeyMapNames.pointers

  /// The demo's action for an input event: a bound key or wheel step, the pointer, a resize.
  public static func action(for event: InputEvent) -> DemoAction? {
    StandardAction(pointerOrResize: event).map(DemoAction.init) ?? keyMap.action(for: event)
  }

  /// The demo's action for a key, if it has one.
  public static func action(for key: Key) -> DemoAction? { action(for: .key(key)) }
}
