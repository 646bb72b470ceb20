import CollectionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A colour in Oklab (Björn Ottosson's perceptual colour space): lightness and two opponent
/// axes, in which straight distances match how different two colours look. Small palettes are
/// searched in it, so a colour lands on the entry that looks nearest, not the nearest in RGB.
struct Oklab: Hashable {
  /// Lightness, 0 (black) to 1 (white).
  var l: Double
  /// Green (negative) to red (positive).
  var a: Double
  /// Blue (negative) to yellow (positive).
  var b: Double

  /// The Oklab coordinates of an sRGB colour.
  init(_ color: Color) {
    let r = Self.linear[Int(color.red)]
    let g = Self.linear[Int(color.green)]
    let bl = Self.linear[Int(color.blue)]
    let lms = (
      cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * bl),
      cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * bl),
      cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * bl)
    )
    l = 0.210_454_255_3 * lms.0 + 0.793_617_785_0 * lms.1 - 0.004_072_046_8 * lms.2
    a = 1.977_998_495_1 * lms.0 - 2.428_592_205_0 * lms.1 + 0.450_593_709_9 * lms.2
    b = 0.025_904_037_1 * lms.0 + 0.782_771_766_2 * lms.1 - 0.808_675_766_0 * lms.2
  }

  /// The squared distance to another colour.
  func squaredDistance(to other: Oklab) -> Double {
    let dl = l - other.l
    let da = a - other.a
    let db = b - other.b
    return dl * dl + da * da + db * db
  }

  /// sRGB's transfer function undone, for each 8-bit level.
  private static let linear: [Double] = (0..<256).map { v in
    let c = Double(v) / 255
    return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }
}
