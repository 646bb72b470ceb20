import TUICollectionView

/// One made-up message of the Messages screen, derived from its identifier so the conversation
/// needs no stored text: the same identifier always has the same words, sender, day and time.
public struct Message: Hashable, Sendable {
  /// The identifier the diffable data source knows it by.
  public let id: Int

  /// Creates the message with an identifier.
  public init(id: Int) { self.id = id }

  private static let words = [
    "sure", "on my way", "the train is late again", "did you see the", "lovely", "tomorrow",
    "coffee", "at the station", "I will bring the", "maps", "photos from the weekend", "ok",
    "that sounds like a plan", "can we move it to", "Thursday", "the garden", "ha!", "soon",
    "running ten minutes behind", "thanks", "the book you lent me", "is brilliant", "perfect",
  ]

  /// The message's text: one word to several sentences.
  public var text: String {
    var generator = SplitMix64(seed: UInt64(id) &* 0x9E37_79B9)
    let sentences = [1, 1, 1, 2, 3, 5][Int(generator.next() % 6)]
    var result: [String] = []
    for _ in 0..<sentences {
      let count = 1 + Int(generator.next() % 5)
      let sentence = (0..<count).map { _ in Self.words[Int(generator.next() % 23)] }
        .joined(separator: " ")
      result.append(sentence.prefix(1).uppercased() + sentence.dropFirst() + ".")
    }
    return result.joined(separator: " ")
  }

  /// The first identifier of the messages sent in the demo (theirs are below it).
  static let firstSent = 1_000_000

  /// Whether the user sent it (drawn on the right).
  public var isMine: Bool { id >= Self.firstSent || (id * 7 + id / 3) % 5 < 2 }

  /// How many messages a day of the conversation holds.
  static let perDay = 40

  /// The time it was sent, such as "09:41".
  public var time: String {
    let minutes = (id * 37) % (14 * 60) + 8 * 60
    let h = minutes / 60
    let m = minutes % 60
    return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
  }
}
