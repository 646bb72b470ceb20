extension Int {
  /// The integer part of a value, saturating instead of trapping: NaN becomes 0 and values beyond
  /// `Int`'s range become its nearest bound (pixel and line arithmetic on untrusted geometry).
  @inline(__always)
  public init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 9.2e18 {
      self = .max
    } else if value <= -9.2e18 {
      self = .min
    } else {
      self = Int(value)
    }
  }
}
