import CollectionCore
import GlyphRaster

/// The keys every program on ``CollectionViewApplication`` has, as data: each binding once, so a
/// program that adds keys of its own (in ``CollectionViewApplication/keyCommands``, or a table
/// of its own, as the demo has) reuses these rows rather than copying them.
public enum StandardKeyBindings {
  /// The arrows and hjkl: move focus.
  public static let moveFocus = KeyBinding<StandardAction>(
    "↑↓←→  hjkl", ascii: "arrows hjkl", "move focus (carry a lifted item; fold outlines)",
    keys: [
      BoundKey("up", .up, .moveFocus(.up)), BoundKey("down", .down, .moveFocus(.down)),
      BoundKey("left", .left, .moveFocus(.left)),
      BoundKey("right", .right, .moveFocus(.right)),
      .character("k", .moveFocus(.up)), .character("j", .moveFocus(.down)),
      .character("h", .moveFocus(.left)), .character("l", .moveFocus(.right)),
    ])
  /// Space and Enter: select or deselect.
  public static let activate = KeyBinding<StandardAction>(
    "Space  Enter", "select / deselect; drop a lifted item; menu: choose",
    keys: [
      BoundKey("space", .character(" "), .activate(nil)),
      BoundKey("enter", aliases: ["return"], .enter, .activate(nil)),
    ])
  /// Esc: close or put back or clear.
  public static let dismiss = KeyBinding<StandardAction>(
    "Esc", "close; put a lifted item back; clear the selection",
    keys: [BoundKey("esc", aliases: ["escape"], .escape, .dismiss)])
  /// m: lift the focused item.
  public static let beginMove = KeyBinding<StandardAction>(
    "m", "lift the focused item to move it with the arrows",
    keys: [.character("m", .beginMove)])
  /// c: the focused item's menu.
  public static let showMenu = KeyBinding<StandardAction>(
    "c", "the focused item's menu (Copy, …, as the delegate allows)",
    keys: [.character("c", .showMenu)])
  /// w and W: a row's swipe actions.
  public static let swipeActions = KeyBinding<StandardAction>(
    "w  W", "swipe the focused row: its trailing / leading actions",
    keys: [
      .character("w", .revealSwipeActions(leading: false)),
      .character("W", .revealSwipeActions(leading: true)),
    ])
  /// V, Ctrl-A and *: select several items, where several may be selected.
  public static let selectSeveral = KeyBinding<StandardAction>(
    "V  ^A  *", ascii: "V ^A *", "select a range with the arrows / all / invert",
    keys: [
      .character("V", .toggleRangeSelection), BoundKey("ctrl-a", .control("a"), .selectAll),
      .character("*", .invertSelection),
    ])
  /// Shift with an arrow, Ctrl-E, Ctrl-Y and the wheel: scroll a line.
  public static let scrollLines = KeyBinding<StandardAction>(
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
    ])
  /// The page keys.
  public static let scrollPages = KeyBinding<StandardAction>(
    "PgUp  PgDn  Home  End", "scroll a page (animated) / to the start, the end",
    keys: [
      BoundKey("pgup", aliases: ["pageup"], .pageUp, .pageUp),
      BoundKey("pgdn", aliases: ["pagedown"], .pageDown, .pageDown),
      BoundKey("home", .home, .home), BoundKey("end", .end, .end),
      .character("g", .home), .character("G", .end),
    ])
  /// The time controls.
  public static let timeControls = KeyBinding<StandardAction>(
    "p  .  ,", "pause every animation / step a frame forward, back",
    keys: [
      .character("p", .togglePause), .character(".", .stepFrame(forward: true)),
      .character(",", .stepFrame(forward: false)),
    ])
  /// The inspector and the overlay.
  public static let inspector = KeyBinding<StandardAction>(
    "i  {  }  o", "inspector / scroll it / overlay: frames, scroll bars, reuse",
    keys: [
      .character("i", .toggleInspector), .character("{", .scrollInspector(lines: -3)),
      .character("}", .scrollInspector(lines: 3)), .character("o", .toggleOverlay),
    ])
  /// Slow animations and Reduce Motion.
  public static let motion = KeyBinding<StandardAction>(
    "S  R", "slow animations (10×) / reduce motion",
    keys: [.character("S", .toggleSlowAnimations), .character("R", .toggleReduceMotion)])
  /// Help and quit.
  public static let helpAndQuit = KeyBinding<StandardAction>(
    "?  q  Ctrl-C", "help (↑↓ PgUp PgDn scroll it) / quit",
    keys: [
      .character("?", .toggleHelp), .character("q", .quit),
      BoundKey("ctrl-c", .control("c"), .quit),
    ])

  /// The groups a program gets: focus and selection, scrolling, the developer tools when they
  /// are on, help and quit.
  public static func groups(developerTools: Bool) -> [KeyBindingGroup<StandardAction>] {
    var groups = [
      KeyBindingGroup(
        "Focus and selection",
        [moveFocus, activate, selectSeveral, dismiss, beginMove, showMenu, swipeActions]),
      KeyBindingGroup("Scrolling", [scrollLines, scrollPages]),
    ]
    if developerTools {
      groups.append(KeyBindingGroup("Developer tools", [timeControls, inspector, motion]))
    }
    groups.append(KeyBindingGroup("Help", [helpAndQuit]))
    return groups
  }

  /// The mouse's gestures, as the help lists them.
  public static let mouseGestures: [(gesture: String, summary: String)] = [
    ("click", "select / deselect"),
    ("drag  wheel", "scroll (a drag flicks); drag a row sideways: swipe"),
    ("hold, drag", "after half a second lift the item; release drops"),
    ("right-click", "the item's menu"),
  ]
}
