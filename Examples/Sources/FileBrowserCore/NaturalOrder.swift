/// The order people expect of file names, as Finder sorts them: letters without regard to
/// case, and a run of digits by its number, so `photo-2` comes before `photo-10`. Foundation's
/// `localizedStandardCompare` sorts alike but costs 0.27 s for 10,000 names on Linux.
public enum NaturalOrder {
  /// Whether `a` sorts before `b`; names equal but for case fall back to their bytes.
  public static func precedes(_ a: String, _ b: String) -> Bool {
    precedes(Key(a), Key(b))
  }

  /// A name made ready for comparing: lowercased once, as bytes (a sort compares each name
  /// about log₂ n times).
  public struct Key {
    /// The name.
    public let name: String
    /// Its lowercased UTF-8 bytes.
    let bytes: [UInt8]

    /// Prepares a name.
    public init(_ name: String) {
      self.name = name
      bytes = Array(name.lowercased().utf8)
    }
  }

  /// Whether the name of `a` sorts before that of `b`.
  public static func precedes(_ a: Key, _ b: Key) -> Bool {
    let x = a.bytes
    let y = b.bytes
    var i = 0
    var j = 0
    while i < x.count && j < y.count {
      if isDigit(x[i]) && isDigit(y[j]) {
        let (m, endI) = number(in: x, from: i)
        let (n, endJ) = number(in: y, from: j)
        if m != n { return m < n }
        // Equal numbers: the one with fewer leading zeros first, then on.
        if endI - i != endJ - j { return endI - i < endJ - j }
        i = endI
        j = endJ
      } else {
        if x[i] != y[j] { return x[i] < y[j] }
        i += 1
        j += 1
      }
    }
    if x.count - i != y.count - j { return x.count - i < y.count - j }
    return a.name < b.name
  }

  /// Whether a byte is an ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  /// The digits from `start` as a number (leading zeros dropped, saturating at a huge run) and
  /// where they end.
  static func number(in bytes: [UInt8], from start: Int) -> (value: UInt64, end: Int) {
    var value: UInt64 = 0
    var end = start
    while end < bytes.count && isDigit(bytes[end]) {
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (plus, o2) = times.addingReportingOverflow(UInt64(bytes[end] - 48))
      value = o1 || o2 ? .max : plus
      end += 1
    }
    return (value, end)
  }
}
