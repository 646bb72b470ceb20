import DemoApp
import Foundation
import GlyphRaster
import TUICollectionView
import Testing

/// The key table drives the key map, the help, `--keys` and the README; every key and name
/// that worked before still works.
@Suite("Key bindings")
struct KeyBindingTests {
  @Test func noTwoKeysShareAnInputOrAName() {
    let keys = DemoKeyBindings.keys
    let events = keys.map(\.event)
    #expect(Set(events).count == events.count, "an input bound twice")
    let names = keys.flatMap(\.names).map { $0.count > 1 ? $0.lowercased() : $0 }
    #expect(Set(names).count == names.count, "a name given twice")
    #expect(!names.contains { $0.contains(" ") || $0.isEmpty })
  }

  /// Every name `--keys` accepted before the table, with the input it stands for.
  static let names: [(String, InputEvent)] = [
    ("tab", .key(.tab)), ("TAB", .key(.tab)), ("shift-tab", .key(.backTab)),
    ("btab", .key(.backTab)), ("backtab", .key(.backTab)), ("+", .key(.character("+"))),
    ("=", .key(.character("="))), ("-", .key(.character("-"))), ("_", .key(.character("_"))),
    ("up", .key(.up)), ("down", .key(.down)), ("left", .key(.left)), ("right", .key(.right)),
    ("h", .key(.character("h"))), ("j", .key(.character("j"))), ("k", .key(.character("k"))),
    ("l", .key(.character("l"))), ("pgup", .key(.pageUp)), ("pageup", .key(.pageUp)),
    ("pgdn", .key(.pageDown)), ("PgDn", .key(.pageDown)), ("pagedown", .key(.pageDown)),
    ("space", .key(.character(" "))), ("home", .key(.home)), ("end", .key(.end)),
    ("g", .key(.character("g"))), ("G", .key(.character("G"))), ("S", .key(.character("S"))),
    ("?", .key(.character("?"))), ("esc", .key(.escape)), ("escape", .key(.escape)),
    ("q", .key(.character("q"))), ("ctrl-c", .key(.control("c"))), ("enter", .key(.enter)),
    ("return", .key(.enter)), ("wheel-up", .mouse(.wheelUp(x: 0, y: 0))),
    ("wheel-down", .mouse(.wheelDown(x: 0, y: 0))), ("x", .key(.character("x"))),
    ("resize:100x30", .resize(columns: 100, rows: 30)),
  ]

  @Test func everyNameThatWorkedStillWorks() {
    for (name, event) in Self.names {
      #expect(DemoKeyBindings.keyMap.event(named: name) == event, "\(name)")
    }
    #expect(DemoKeyBindings.keyMap.event(named: "warp") == nil)
    #expect(DemoKeyBindings.keyMap.event(named: "s") == .key(.character("s")))
  }

  /// What each input did before the table — but the arrows and hjkl, which now move focus (the
  /// scrolling went to Shift-arrows, Ctrl-E / Ctrl-Y, the wheel and the page keys), Space,
  /// which selects, and Backspace, which deletes the focused item.
  static let actions: [(InputEvent, DemoAction?)] = [
    (.key(.tab), .nextLayout), (.key(.backTab), .previousLayout),
    (.key(.up), .moveFocus(.up)), (.key(.character("k")), .moveFocus(.up)),
    (.key(.down), .moveFocus(.down)), (.key(.character("j")), .moveFocus(.down)),
    (.key(.left), .moveFocus(.left)), (.key(.character("h")), .moveFocus(.left)),
    (.key(.right), .moveFocus(.right)), (.key(.character("l")), .moveFocus(.right)),
    (.key(.shift(.up)), .scroll(dx: 0, dy: -1)), (.key(.shift(.down)), .scroll(dx: 0, dy: 1)),
    (.key(.shift(.left)), .scroll(dx: -1, dy: 0)), (.key(.shift(.right)), .scroll(dx: 1, dy: 0)),
    (.key(.control("e")), .scroll(dx: 0, dy: 1)), (.key(.control("y")), .scroll(dx: 0, dy: -1)),
    (.key(.pageUp), .pageUp), (.key(.pageDown), .pageDown), (.key(.character(" ")), .activate(nil)),
    (.key(.home), .home), (.key(.character("g")), .home), (.key(.end), .end),
    (.key(.character("G")), .end), (.key(.character("+")), .insertItem),
    (.key(.character("=")), .insertItem), (.key(.character("-")), .deleteItem),
    (.key(.character("_")), .deleteItem), (.key(.character("?")), .toggleHelp),
    (.key(.escape), .dismiss), (.key(.character("S")), .toggleSlowAnimations),
    (.key(.character("q")), .quit), (.key(.control("c")), .quit),
    (.key(.control("x")), nil), (.key(.backspace), .deleteFocusedItem),
    (.mouse(.wheelUp(x: 7, y: 3)), .wheel(dx: 0, dy: -3)),
    (.mouse(.wheelDown(x: 0, y: 9)), .wheel(dx: 0, dy: 3)),
    (.mouse(.press(x: 1, y: 1)), .pointerDown(x: 1, y: 1)),
    (.mouse(.drag(x: 2, y: 1)), .pointerDragged(x: 2, y: 1)),
    (.mouse(.release(x: 2, y: 1)), .pointerUp(x: 2, y: 1)),
    (.mouse(.rightPress(x: 3, y: 4)), .secondaryPointerDown(x: 3, y: 4)),
    (.resize(columns: 90, rows: 30), .resize(columns: 90, rows: 30)),
  ]

  @Test func everyKeyDoesWhatItDid() {
    for (event, action) in Self.actions {
      #expect(DemoKeyBindings.action(for: event) == action, "\(event)")
    }
  }

  /// Keys added since, with what they do.
  static let added: [(InputEvent, DemoAction)] = [
    (.key(.character("s")), .insertSection), (.key(.character("d")), .deleteSection),
    (.key(.character("J")), .moveSectionDown), (.key(.character("r")), .reloadVisibleItems),
    (.key(.character("P")), .togglePinnedHeaders), (.key(.enter), .activate(nil)),
    (.key(.character("m")), .beginMove), (.key(.character("c")), .showMenu),
    (.key(.character("v")), .paste), (.key(.character("n")), .insertItemAtStart),
    (.key(.insert), .insertItemAtStart), (.key(.delete), .deleteFocusedItem),
    (.key(.character("R")), .toggleReduceMotion),
  ]

  /// The keys planned for the machinery are bound to it: reduce motion, pause, frame step,
  /// inspector, overlay and the scrubbed transition.
  @Test func keysPlannedForOtherWorkAreTheirs() {
    #expect(DemoKeyBindings.action(for: .key(.character("R"))) == .toggleReduceMotion)
    let planned: [(String, DemoAction)] = [
      ("p", .togglePause), (".", .stepFrame(forward: true)), (",", .stepFrame(forward: false)),
      ("i", .toggleInspector), ("o", .toggleOverlay), ("{", .scrollInspector(lines: -3)),
      ("}", .scrollInspector(lines: 3)),
    ]
    for (key, action) in planned {
      #expect(DemoKeyBindings.action(for: .key(.character(Character(key)))) == action, "\(key)")
    }
    #expect(DemoKeyBindings.action(for: .key(.character("["))) == .scrubTransition(forward: false))
    #expect(DemoKeyBindings.action(for: .key(.character("]"))) == .scrubTransition(forward: true))
  }

  @Test func pointerNamesParseIntoEventsAndPauses() throws {
    #expect(
      try DemoKeyBindings.keyMap.steps(
        from: "press:3,4 wait:0.6 drag:5,4 release:5,4 right-click:1,2 click:0,9")
        == [
          .event(.mouse(.press(x: 3, y: 4))), .wait(0.6), .event(.mouse(.drag(x: 5, y: 4))),
          .event(.mouse(.release(x: 5, y: 4))), .event(.mouse(.rightPress(x: 1, y: 2))),
          .event(.mouse(.press(x: 0, y: 9))), .event(.mouse(.release(x: 0, y: 9))),
        ])
    #expect(
      try DemoKeyBindings.keyMap.events(from: "m wait:1 right") == [
        .key(.character("m")), .key(.right),
      ])
    for bad in ["press:3", "drag:-1,2", "wait:x", "wait:61", "release:1,2,3"] {
      #expect(throws: KeyNameError.self, "\(bad)") { try DemoKeyBindings.keyMap.steps(from: bad) }
    }
  }

  @Test func addedKeysDoWhatTheTableSays() {
    for (event, action) in Self.added {
      #expect(DemoKeyBindings.action(for: event) == action, "\(event)")
    }
  }

  @Test func theHelpListsEveryListedBindingAndTheErrorEveryName() {
    let listed = DemoKeyBindings.all.filter { $0.label != nil }
    #expect(
      DemoKeyBindings.helpRows(for: .unicode).map(\.key)
        == listed.map { $0.label! } + DemoKeyBindings.mouseGestures.map(\.gesture))
    #expect(DemoKeyBindings.helpRows(for: .ascii).map(\.key).contains("arrows hjkl"))
    let message = KeyNameError(name: "warp", knownNames: DemoKeyBindings.names).description
    for name in DemoKeyBindings.names { #expect(message.contains(" \(name)")) }
    #expect(message.contains("resize:COLSxROWS"))
    #expect(DemoKeyBindings.plainText.contains("q  Ctrl-C"))
  }

  @Test func theReadmeKeyTableIsTheTable() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let table = DemoKeyBindings.markdownTable
    let upToDate = text.contains(table)
    #expect(
      upToDate,
      "README.md's key table is out of date; paste this under '## Keys':\n\n\(table)")
    let mouse = DemoKeyBindings.mouseMarkdownTable
    #expect(
      text.contains(mouse),
      "README.md's mouse table is out of date; paste this under '## Keys':\n\n\(mouse)")
  }
}
