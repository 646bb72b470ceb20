/// An image as a terminal shows one (UIImage): a symbol one column wide, with a 7-bit stand-in
/// for terminals without Unicode. `Image(systemName:)` knows the SF Symbols names lists use
/// most (see ``Image/symbolNames``); `Image(glyph:ascii:)` makes any other.
public struct Image: Hashable, Sendable {
  /// The symbol drawn.
  public let glyph: Character
  /// What an ASCII terminal draws instead.
  public let asciiGlyph: Character

  /// An image of any one-column character.
  public init(glyph: Character, ascii: Character = "*") {
    self.glyph = glyph
    asciiGlyph = ascii
  }

  /// The symbol of an SF Symbols name (UIImage(systemName:)); `nil` for a name the table lacks,
  /// as UIKit's is for a name it does not know.
  public init?(systemName name: String) {
    guard let pair = Self.symbols[name] else { return nil }
    glyph = pair.glyph
    asciiGlyph = pair.ascii
  }

  /// Every name `init(systemName:)` knows, sorted.
  public static var symbolNames: [String] { symbols.keys.sorted() }

  /// SF Symbols names and their glyphs, each in DejaVu Sans Mono and one column wide.
  private static let symbols: [String: (glyph: Character, ascii: Character)] = [
    "star": ("☆", "*"), "star.fill": ("★", "*"),
    "heart": ("♡", "<"), "heart.fill": ("♥", "<"),
    "checkmark": ("✓", "v"), "checkmark.circle": ("✓", "v"), "checkmark.circle.fill": ("✔", "v"),
    "xmark": ("✗", "x"), "xmark.circle": ("⊗", "x"), "xmark.circle.fill": ("⊗", "x"),
    "plus": ("+", "+"), "plus.circle": ("⊕", "+"), "plus.circle.fill": ("⊕", "+"),
    "minus": ("−", "-"), "minus.circle": ("⊖", "-"), "minus.circle.fill": ("⊖", "-"),
    "chevron.right": ("›", ">"), "chevron.left": ("‹", "<"),
    "chevron.down": ("⌄", "v"), "chevron.up": ("⌃", "^"),
    "arrow.up": ("↑", "^"), "arrow.down": ("↓", "v"), "arrow.left": ("←", "<"),
    "arrow.right": ("→", ">"), "arrow.clockwise": ("↻", "@"),
    "arrow.counterclockwise": ("↺", "@"),
    "folder": ("◰", "+"), "folder.fill": ("■", "+"),
    "doc": ("≡", "="), "doc.fill": ("≡", "="), "doc.text": ("≡", "="),
    "gear": ("⚙", "*"), "gearshape": ("⚙", "*"), "gearshape.fill": ("⚙", "*"),
    "person": ("☺", "@"), "person.fill": ("☻", "@"), "person.crop.circle": ("☺", "@"),
    "person.crop.circle.fill": ("☻", "@"),
    "envelope": ("✉", "@"), "envelope.fill": ("✉", "@"),
    "trash": ("⌧", "x"), "trash.fill": ("⌧", "x"),
    "clock": ("◷", "o"), "calendar": ("▦", "#"),
    "magnifyingglass": ("⌕", "?"),
    "house": ("⌂", "^"), "house.fill": ("⌂", "^"),
    "wifi": ("≈", "~"), "bolt": ("ϟ", "!"), "bolt.fill": ("ϟ", "!"),
    "flag": ("⚐", "F"), "flag.fill": ("⚑", "F"),
    "bell": ("♪", "!"), "bell.fill": ("♪", "!"), "music.note": ("♪", "m"),
    "app.badge": ("⊡", "!"), "app.badge.fill": ("⊡", "!"),
    "sun.max": ("☀", "*"), "sun.max.fill": ("☀", "*"), "cloud": ("☁", "~"),
    "cloud.fill": ("☁", "~"),
    "exclamationmark.triangle": ("⚠", "!"), "exclamationmark.triangle.fill": ("⚠", "!"),
    "pencil": ("✎", "/"), "scissors": ("✂", "%"),
    "square": ("☐", "["), "checkmark.square": ("☑", "X"), "xmark.square": ("☒", "X"),
    "circle": ("○", "o"), "circle.fill": ("●", "o"), "largecircle.fill.circle": ("◉", "O"),
    "record.circle": ("◉", "O"), "diamond": ("◇", "o"), "diamond.fill": ("◆", "o"),
    "triangle": ("△", "^"), "triangle.fill": ("▲", "^"), "play": ("▷", ">"),
    "play.fill": ("▶", ">"), "phone": ("☎", "T"), "phone.fill": ("☎", "T"),
    "command": ("⌘", "#"), "option": ("⌥", "~"), "sparkle": ("✦", "*"),
    "sparkles": ("✧", "*"), "return": ("⏎", "<"), "delete.left": ("⌫", "<"),
    "delete.right": ("⌦", ">"), "line.3.horizontal": ("≡", "="),
    "list.bullet": ("≡", "="), "info.circle": ("◎", "i"), "slash.circle": ("⊘", "/"),
    "hammer": ("⚒", "T"), "airplane": ("✈", ">"), "eject": ("⏏", "^"),
  ]
}
