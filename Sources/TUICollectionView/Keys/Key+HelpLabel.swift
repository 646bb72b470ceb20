import GlyphRaster

extension Key {
  /// How the help shows the key: `Enter`, `PgDn`, `Shift-↑`, `^E`, `/`, `Space`; arrows in
  /// words with ASCII.
  public func helpLabel(for glyphSet: GlyphSet) -> String {
    let ascii = glyphSet == .ascii
    switch self {
    case .character(" "): return "Space"
    case .character(let c): return String(c)
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .up: return ascii ? "Up" : "↑"
    case .down: return ascii ? "Down" : "↓"
    case .left: return ascii ? "Left" : "←"
    case .right: return ascii ? "Right" : "→"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .home: return "Home"
    case .end: return "End"
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .backspace: return ascii ? "Bksp" : "⌫"
    case .insert: return "Ins"
    case .delete: return "Del"
    case .shift(let key): return "Shift-" + key.helpLabel(for: glyphSet)
    case .control(let c): return "^" + String(c).uppercased()
    }
  }
}
