import TUICollectionView

/// The demo's key map: input events to actions and key names to input events, both read
/// from `DemoKeyBindings`.
public enum KeyMap {
  /// The action for each bound input (wheels at position 0,0).
  private static let actions: [InputEvent: DemoAction] = {
    var table: [InputEvent: DemoAction] = [:]
    for key in DemoKeyBindings.keys {
      guard let action = key.action, table[key.event] == nil else { continue }
      table[key.event] = action
    }
    return table
  }()

  /// The input event for each key name (multi-character names in lower case).
  private static let eventsByName: [String: InputEvent] = {
    var table: [String: InputEvent] = [:]
    for key in DemoKeyBindings.keys {
      for name in key.names {
        let folded = name.count > 1 ? name.lowercased() : name
        if table[folded] == nil { table[folded] = key.event }
      }
    }
    return table
  }()

  /// The action for an input event, if it has one.
  public static func action(for event: InputEvent) -> DemoAction? {
    switch event {
    case .resize(let columns, let rows): return .resize(columns: columns, rows: rows)
    case .mouse(.wheelUp): return actions[.mouse(.wheelUp(x: 0, y: 0))]
    case .mouse(.wheelDown): return actions[.mouse(.wheelDown(x: 0, y: 0))]
    case .mouse(.press(let x, let y)): return .pointerDown(x: x, y: y)
    case .mouse(.drag(let x, let y)): return .pointerDragged(x: x, y: y)
    case .mouse(.release(let x, let y)): return .pointerUp(x: x, y: y)
    case .mouse(.rightPress(let x, let y)): return .secondaryPointerDown(x: x, y: y)
    case .key: return actions[event]
    }
  }

  /// The action for a key, if it has one.
  public static func action(for key: Key) -> DemoAction? { action(for: .key(key)) }

  /// Parses a key name from `--keys`: a name from the key table (`tab`, `shift-tab`, `+`,
  /// `pgdn`, `wheel-down`, `ctrl-c`; words in any case), `resize:COLSxROWS`, or any other
  /// single character, which is that key.
  public static func event(named name: String) -> InputEvent? {
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
  public static func events(from list: String) throws(KeyNameError) -> [InputEvent] {
    try steps(from: list).compactMap { step in
      if case .event(let event) = step { event } else { nil }
    }
  }

  /// The pointer events `--keys` names with a position: `press:COL,ROW` and the like.
  private static let pointerEvents: [(prefix: String, make: @Sendable (Int, Int) -> [InputEvent])] =
    [
      ("click:", { [.mouse(.press(x: $0, y: $1)), .mouse(.release(x: $0, y: $1))] }),
      ("press:", { [.mouse(.press(x: $0, y: $1))] }),
      ("drag:", { [.mouse(.drag(x: $0, y: $1))] }),
      ("release:", { [.mouse(.release(x: $0, y: $1))] }),
      ("right-click:", { [.mouse(.rightPress(x: $0, y: $1))] }),
    ]

  /// Parses a space-separated list of key names into steps: the names of the key table,
  /// `resize:COLSxROWS`, the pointer's `click:`, `press:`, `drag:`, `release:` and
  /// `right-click:` at `COL,ROW`, and `wait:SECONDS` (0 to 60), which lets time pass; the error
  /// names the first unknown one.
  public static func steps(from list: String) throws(KeyNameError) -> [KeyStep] {
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
      for (prefix, make) in pointerEvents where lowered.hasPrefix(prefix) {
        guard let (x, y) = Self.position(name.dropFirst(prefix.count)) else {
          throw KeyNameError(
            name: String(name),
            reason: "a pointer event is \(prefix)COL,ROW, from 0,0 at the top left")
        }
        steps += make(x, y).map(KeyStep.event)
        continue names
      }
      guard let event = event(named: String(name)) else { throw KeyNameError(name: String(name)) }
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
}
