/// A function from one colour to another that a configuration applies to a colour it resolves
/// (UIConfigurationColorTransformer): a dimmer or a greyer selection, say.
public struct ColorTransformer: Sendable {
  /// The transformation.
  public let transform: @Sendable (Color) -> Color

  /// Creates a transformer from a function.
  public init(_ transform: @escaping @Sendable (Color) -> Color) { self.transform = transform }

  /// Applies the transformation.
  public func callAsFunction(_ color: Color) -> Color { transform(color) }

  /// The colour's grey of the same lightness.
  public static let grayscale = ColorTransformer { c in
    let y = UInt8(luminance(c).rounded())
    return Color(red: y, green: y, blue: y)
  }
  /// The tint colour, whatever the colour (UIKit's preferredTint).
  public static let preferredTint = ColorTransformer { _ in .tintColor }
  /// The tint colour at the colour's lightness (UIKit's monochromeTint).
  public static let monochromeTint = ColorTransformer { c in
    Color.black.mixed(with: .tintColor, fraction: min(1, luminance(c) / 255 * 1.5))
  }

  /// A colour's relative luminance, 0…255 (Rec. 709 weights).
  private static func luminance(_ c: Color) -> Double {
    let r: Double = 0.2126 * Double(c.red)
    let g: Double = 0.7152 * Double(c.green)
    let b: Double = 0.0722 * Double(c.blue)
    return r + g + b
  }
}
