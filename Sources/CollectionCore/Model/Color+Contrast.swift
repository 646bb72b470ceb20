#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Color {
  /// WCAG 2's relative luminance: 0 for black to 1 for white.
  public var contrastLuminance: Double {
    func channel(_ value: UInt8) -> Double {
      let s = Double(value) / 255
      return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
  }

  /// WCAG 2's contrast ratio with another colour: 1 (the same) to 21 (black and white); text
  /// reads at 4.5 and more.
  public func contrastRatio(with other: Color) -> Double {
    let (a, b) = (contrastLuminance, other.contrastLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Black or white, whichever reads better on this colour.
  public var readableText: Color {
    contrastRatio(with: .black) >= contrastRatio(with: .white) ? .black : .white
  }
}
