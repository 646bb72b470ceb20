import DemoApp
import Foundation
import GlyphRaster
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
      #expect(KeyMap.event(named: name) == event, "\(name)")
    }
    #expect(KeyMap.event(named: "warp") == nil)
    #expect(KeyMap.event(named: "s") == .key(.character("s")))
  }

  /// What each input did before the table.
  static let actions: [(InputEvent, DemoAction?)] = [
    (.key(.tab), .nextLayout), (.key(.backTab), .previousLayout),
    (.key(.up), .scroll(dx: 0, dy: -1)), (.key(.character("k")), .scroll(dx: 0, dy: -1)),
    (.key(.down), .scroll(dx: 0, dy: 1)), (.key(.character("j")), .scroll(dx: 0, dy: 1)),
    (.key(.left), .scroll(dx: -1, dy: 0)), (.key(.character("h")), .scroll(dx: -1, dy: 0)),
    (.key(.right), .scroll(dx: 1, dy: 0)), (.key(.character("l")), .scroll(dx: 1, dy: 0)),
    (.key(.pageUp), .pageUp), (.key(.pageDown), .pageDown), (.key(.character(" ")), .pageDown),
    (.key(.home), .home), (.key(.character("g")), .home), (.key(.end), .end),
    (.key(.character("G")), .end), (.key(.character("+")), .insertItem),
    (.key(.character("=")), .insertItem), (.key(.character("-")), .deleteItem),
    (.key(.character("_")), .deleteItem), (.key(.character("?")), .toggleHelp),
    (.key(.escape), .dismiss), (.key(.character("S")), .toggleSlowAnimations),
    (.key(.character("q")), .quit), (.key(.control("c")), .quit),
    (.key(.control("x")), nil), (.key(.backspace), nil),
    (.mouse(.wheelUp(x: 7, y: 3)), .wheel(dx: 0, dy: -3)),
    (.mouse(.wheelDown(x: 0, y: 9)), .wheel(dx: 0, dy: 3)), (.mouse(.press(x: 1, y: 1)), nil),
    (.resize(columns: 90, rows: 30), .resize(columns: 90, rows: 30)),
  ]

  @Test func everyKeyDoesWhatItDid() {
    for (event, action) in Self.actions {
      #expect(KeyMap.action(for: event) == action, "\(event)")
    }
  }

  /// Keys added since, with what they do.
  static let added: [(InputEvent, DemoAction)] = [
    (.key(.character("s")), .insertSection), (.key(.character("d")), .deleteSection),
    (.key(.character("J")), .moveSectionDown), (.key(.character("r")), .reloadVisibleItems),
    (.key(.character("P")), .togglePinnedHeaders), (.key(.enter), .activate(nil)),
  ]

  @Test func addedKeysDoWhatTheTableSays() {
    for (event, action) in Self.added {
      #expect(KeyMap.action(for: event) == action, "\(event)")
    }
  }

  @Test func theHelpListsEveryListedBindingAndTheErrorEveryName() {
    let listed = DemoKeyBindings.all.filter { $0.label != nil }
    #expect(DemoKeyBindings.helpRows(for: .unicode).map(\.key) == listed.map { $0.label! })
    #expect(DemoKeyBindings.helpRows(for: .ascii).map(\.key).contains("arrows hjkl"))
    let message = KeyNameError(name: "warp").description
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
  }
}
