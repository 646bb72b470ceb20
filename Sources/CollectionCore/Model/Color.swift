/// A colour in sRGB with components from 0 to 255 (UIColor, as far as a terminal needs it).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…255.
  public var red: UInt8
  /// Green, 0…255.
  public var green: UInt8
  /// Blue, 0…255.
  public var blue: UInt8

  /// Creates a colour from its components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// UIKit's `orangeColor` (1.0, 0.5, 0.0).
  public static let orange = Color(red: 255, green: 128, blue: 0)
  /// White.
  public static let white = Color(red: 255, green: 255, blue: 255)
  /// Black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// A light grey for secondary text.
  public static let lightGray = Color(red: 170, green: 170, blue: 170)
  /// A dark grey for backgrounds of chrome.
  public static let darkGray = Color(red: 68, green: 68, blue: 68)
  /// A blue used for selection and headers.
  public static let systemBlue = Color(red: 0, green: 122, blue: 255)
  /// A teal used for supplementary views.
  public static let systemTeal = Color(red: 48, green: 176, blue: 199)

  /// The colour a fraction `t` of the way to `other`, per component.
  public func mixed(with other: Color, fraction t: Double) -> Color {
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8(max(0, min(255, (Double(a) + (Double(b) - Double(a)) * t).rounded())))
    }
    return Color(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
  }

  /// The hex form, `#rrggbb`.
  public var description: String {
    let hex = Array("0123456789abcdef")
    var s = "#"
    for c in [red, green, blue] {
      s.append(hex[Int(c >> 4)])
      s.append(hex[Int(c & 15)])
    }
    return s
  }
}
