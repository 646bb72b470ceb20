import GlyphRaster

/// A program's key table read two ways: input events to actions (the dispatch) and key names to
/// input events (scripts such as `tuicv --keys`, and tests). Built from the bindings the help
/// shows, so the two never disagree.
public struct KeyMap<Action: Sendable>: Sendable {
  /// The bindings, in groups, in help order.
  public let groups: [KeyBindingGroup<Action>]
  /// The action of each enabled, bound input (wheels at position 0,0).
  private let actions: [InputEvent: Action]
  /// The input event of each key name (names longer than a character in lower case).
  private let eventsByName: [String: InputEvent]

  /// A key map of groups of bindings; the first binding of an input wins.
  public init(groups: [KeyBindingGroup<Action>]) {
    self.groups = groups
    var actions: [InputEvent: Action] = [:]
    var events: [String: InputEvent] = [:]
    for binding in groups.flatMap(\.bindings) {
      for key in binding.keys {
        if binding.isEnabled, let action = key.action, actions[key.event] == nil {
          actions[key.event] = action
        }
        for name in key.names {
          let folded = name.count > 1 ? name.lowercased() : name
          if events[folded] == nil { events[folded] = key.event }
        }
      }
    }
    self.actions = actions
    self.eventsByName = events
  }

  /// Every binding, in help order.
  public var bindings: [KeyBinding<Action>] { groups.flatMap(\.bindings) }

  /// Every bound key, in table order.
  public var keys: [BoundKey<Action>] { bindings.flatMap(\.keys) }

  /// The canonical names scripts accept, in table order.
  public var names: [String] { keys.map(\.name) }

  /// The action for a key or a wheel step (at any position), if it has one; the pointer's other
  /// events and resizes are the program's to handle.
  public func action(for event: InputEvent) -> Action? {
    switch event {
    case .mouse(.wheelUp): actions[.mouse(.wheelUp(x: 0, y: 0))]
    case .mouse(.wheelDown): actions[.mouse(.wheelDown(x: 0, y: 0))]
    case .key: actions[event]
    case .mouse, .resize: nil
    }
  }

  /// Parses a key name: a name from the table (`tab`, `shift-tab`, `+`, `pgdn`, `wheel-down`,
  /// `ctrl-c`; words in any case), `resize:COLSxROWS`, or any other single character, which is
  /// that key.
  public func event(named name: String) -> InputEvent? {
    if let event = eventsByName[name.count > 1 ? name.lowercased() : name] { return event }
    if name.lowercased().hasPrefix("resize:") {
      guard let size = try? TerminalSize(parsing: name.dropFirst("resize:".count)) else {
        return nil
      }
      return .resize(columns: size.columns, rows: size.rows)
    }
    if name.count == 1, let character = name.first { return .key(.character(character)) }
    return nil
  }

  /// Parses a space-separated list of key names into input events (pauses, `wait:SECONDS`,
  /// are dropped); the error names the first unknown one.
  public func events(from list: String) throws(KeyNameError) -> [InputEvent] {
    try steps(from: list).compactMap { step in
      if case .event(let event) = step { event } else { nil }
    }
  }

  /// The pointer events a script names with a position: `press:COL,ROW` and the like.
  private static var pointerEvents: [(prefix: String, make: (Int, Int) -> [InputEvent])] {
    [
      ("click:", { [.mouse(.press(x: $0, y: $1)), .mouse(.release(x: $0, y: $1))] }),
      ("press:", { [.mouse(.press(x: $0, y: $1))] }),
      ("drag:", { [.mouse(.drag(x: $0, y: $1))] }),
      ("release:", { [.mouse(.release(x: $0, y: $1))] }),
      ("right-click:", { [.mouse(.rightPress(x: $0, y: $1))] }),
    ]
  }

  /// Parses a space-separated list of key names into steps: the names of the key table,
  /// `resize:COLSxROWS`, the pointer's `click:`, `press:`, `drag:`, `release:` and
  /// `right-click:` at `COL,ROW`, and `wait:SECONDS` (0 to 60), which lets time pass; the error
  /// names the first unknown one.
  public func steps(from list: String) throws(KeyNameError) -> [KeyStep] {
    var steps: [KeyStep] = []
    names: for name in list.split(separator: " ", omittingEmptySubsequences: true) {
      let lowered = name.lowercased()
      if lowered.hasPrefix("resize:") {
        do {
          _ = try TerminalSize(parsing: name.dropFirst("resize:".count))
        } catch {
          throw KeyNameError(name: String(name), reason: error.description)
        }
      }
      if lowered.hasPrefix("wait:") {
        guard let seconds = Double(name.dropFirst("wait:".count)), seconds >= 0, seconds <= 60
        else {
          throw KeyNameError(
            name: String(name), reason: "a pause is wait:SECONDS, from 0 to 60, e.g. wait:0.6")
        }
        steps.append(.wait(seconds))
        continue
      }
      for (prefix, make) in Self.pointerEvents where lowered.hasPrefix(prefix) {
        guard let (x, y) = Self.position(name.dropFirst(prefix.count)) else {
          throw KeyNameError(
            name: String(name),
            reason: "a pointer event is \(prefix)COL,ROW, from 0,0 at the top left")
        }
        steps += make(x, y).map(KeyStep.event)
        continue names
      }
      guard let event = event(named: String(name)) else {
        throw KeyNameError(name: String(name), knownNames: names)
      }
      steps.append(.event(event))
    }
    return steps
  }

  /// Parses `COL,ROW` (each 0 … 9999).
  static func position(_ text: Substring) -> (Int, Int)? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]), (0...9999).contains(x),
      (0...9999).contains(y)
    else { return nil }
    return (x, y)
  }

  /// The help overlay's groups for a glyph set, every enabled binding in table order.
  public func helpGroups(for glyphSet: GlyphSet) -> [HelpOverlay.Group] {
    groups.map { $0.helpGroup(for: glyphSet) }
  }

  /// The key list for a `--help`: one binding a line, label and summary in columns.
  public var plainText: String { plainText(width: .max) }

  /// The key table as plain lines no wider than `width`: a summary too long wraps under itself,
  /// beside its keys, rather than back to the first column.
  public func plainText(width: Int) -> String {
    Self.plainText(
      of: bindings.compactMap { binding in binding.label.map { ($0, binding.summary) } },
      width: width)
  }

  /// Rows of a label and a summary as plain lines no wider than `width`, the summaries in a
  /// column of their own, wrapped under themselves.
  public static func plainText(of rows: [(label: String, summary: String)], width: Int) -> String {
    let column = (rows.map(\.label.count).max() ?? 0) + 4
    let indent = String(repeating: " ", count: column)
    return rows.map { label, summary in
      let lines = HelpOverlay.wrap(summary, width: max(20, width - column))
      let first = "  " + label + String(repeating: " ", count: column - 2 - label.count)
      return ([first + (lines.first ?? "")] + lines.dropFirst().map { indent + $0 })
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// The key table in Markdown: the keys as the help shows them, the names scripts accept for
  /// them and what they do.
  public var markdownTable: String {
    func code(_ items: [String]) -> String { items.map { "`\($0)`" }.joined(separator: " ") }
    var lines = ["| key | `--keys` names | what it does |", "|---|---|---|"]
    for binding in bindings {
      guard let label = binding.label else { continue }
      let shown = label.split(separator: "  ").map(String.init)
      lines.append(
        "| \(code(shown)) | \(code(binding.keys.map(\.name))) | \(binding.summary) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
