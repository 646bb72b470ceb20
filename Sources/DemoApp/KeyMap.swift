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
    case .mouse: return nil
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

  /// Parses a space-separated list of key names; the error names the first unknown one.
  public static func events(from list: String) throws(KeyNameError) -> [InputEvent] {
    var events: [InputEvent] = []
    for name in list.split(separator: " ", omittingEmptySubsequences: true) {
      if name.lowercased().hasPrefix("resize:") {
        do {
          _ = try TerminalSize(parsing: name.dropFirst("resize:".count))
        } catch {
          throw KeyNameError(name: String(name), reason: error.description)
        }
      }
      if name.lowercased().hasPrefix("click:") {
        guard let (x, y) = Self.position(name.dropFirst("click:".count)) else {
          throw KeyNameError(
            name: String(name), reason: "a click is click:COL,ROW, from 0,0 at the top left")
        }
        events += [.mouse(.press(x: x, y: y)), .mouse(.release(x: x, y: y))]
        continue
      }
      guard let event = event(named: String(name)) else { throw KeyNameError(name: String(name)) }
      events.append(event)
    }
    return events
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
