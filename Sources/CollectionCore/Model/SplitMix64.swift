/// A small seeded random number generator (SplitMix64), so whatever is "random" — a shuffle, a
/// photo's jitter in its pile, an item's height — is the same on every run and in every golden
/// frame.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence follows from a seed.
  public init(seed: UInt64) { state = seed }

  /// The next number: the state moved on by the golden ratio's increment, then mixed.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mixed(state)
  }

  /// SplitMix64's finalizer: a 64-bit value with its bits spread over every bit (a good hash of
  /// a value made of a few small numbers).
  public static func mixed(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z &>> 31)
  }
}
