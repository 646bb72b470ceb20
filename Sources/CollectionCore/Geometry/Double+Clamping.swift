extension Double {
  /// The value kept inside a closed range (NaN becomes the lower bound).
  func clamped(to range: ClosedRange<Double>) -> Double {
    isNaN ? range.lowerBound : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
