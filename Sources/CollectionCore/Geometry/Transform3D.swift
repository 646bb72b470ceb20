#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 4×4 homogeneous transform with CATransform3D's semantics (row vectors, `p' = p · M`).
///
/// Rotations follow UIKit's y-down screen: a positive angle about z turns clockwise on screen.
/// `m34 = -1/d` adds perspective seen from distance `d`.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
  /// Row 1, column 1.
  public var m11: Double
  /// Row 1, column 2.
  public var m12: Double
  /// Row 1, column 3.
  public var m13: Double
  /// Row 1, column 4.
  public var m14: Double
  /// Row 2, column 1.
  public var m21: Double
  /// Row 2, column 2.
  public var m22: Double
  /// Row 2, column 3.
  public var m23: Double
  /// Row 2, column 4.
  public var m24: Double
  /// Row 3, column 1.
  public var m31: Double
  /// Row 3, column 2.
  public var m32: Double
  /// Row 3, column 3.
  public var m33: Double
  /// Row 3, column 4: `-1/d` for perspective at distance `d`.
  public var m34: Double
  /// Row 4, column 1: translation in x.
  public var m41: Double
  /// Row 4, column 2: translation in y.
  public var m42: Double
  /// Row 4, column 3: translation in z.
  public var m43: Double
  /// Row 4, column 4.
  public var m44: Double

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity transform (CATransform3DIdentity).
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// A translation (CATransform3DMakeTranslation).
  public init(translationX tx: Double, y ty: Double, z tz: Double = 0) {
    self = .identity
    (m41, m42, m43) = (tx, ty, tz)
  }

  /// A scale (CATransform3DMakeScale).
  public init(scaleX sx: Double, y sy: Double, z sz: Double = 1) {
    self = .identity
    (m11, m22, m33) = (sx, sy, sz)
  }

  /// A rotation by `angle` radians about the axis (x, y, z) (CATransform3DMakeRotation).
  ///
  /// A zero-length axis gives the identity, as Core Animation does.
  public init(rotationAngle angle: Double, x: Double = 0, y: Double = 0, z: Double = 1) {
    self = .identity
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    m11 = t * ux * ux + c
    m12 = t * ux * uy + s * uz
    m13 = t * ux * uz - s * uy
    m21 = t * ux * uy - s * uz
    m22 = t * uy * uy + c
    m23 = t * uy * uz + s * ux
    m31 = t * ux * uz + s * uy
    m32 = t * uy * uz - s * ux
    m33 = t * uz * uz + c
  }

  /// A transform with perspective: `m34 = -1 / distance` (the usual cover-flow set-up).
  public init(perspectiveDistance distance: Double) {
    self = .identity
    m34 = distance == 0 ? 0 : -1 / distance
  }

  /// The entries as a row-major array of 16 values.
  public var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// Creates a transform from 16 row-major entries.
  public init(entries e: [Double]) {
    precondition(e.count == 16, "a 4×4 transform has 16 entries")
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15]
    )
  }

  /// `self` followed by `other` (CATransform3DConcat(self, other)).
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = entries
    let b = other.entries
    var r = [Double](repeating: 0, count: 16)
    for i in 0..<4 {
      for j in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += a[i * 4 + k] * b[k * 4 + j] }
        r[i * 4 + j] = sum
      }
    }
    return Transform3D(entries: r)
  }

  /// A rotation applied before this transform (CATransform3DRotate).
  public func rotated(by angle: Double, x: Double = 0, y: Double = 0, z: Double = 1) -> Transform3D
  {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// A scale applied before this transform (CATransform3DScale).
  public func scaled(x sx: Double, y sy: Double, z sz: Double = 1) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
  }

  /// A translation applied before this transform (CATransform3DTranslate).
  public func translated(x tx: Double, y ty: Double, z tz: Double = 0) -> Transform3D {
    Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)
  }

  /// Whether this is the identity transform (asked for every element of every frame: the
  /// entries are compared in place, the diagonal first).
  public var isIdentity: Bool { isTranslationOnly && m41 == 0 && m42 == 0 }

  /// Whether the transform only translates in x and y (so a rect stays an unscaled, upright rect).
  public var isTranslationOnly: Bool {
    m11 == 1 && m22 == 1 && m33 == 1 && m44 == 1 && m12 == 0 && m13 == 0 && m14 == 0
      && m21 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m43 == 0
  }

  /// Maps a point of the element's local plane (z = 0) through the transform, with the
  /// perspective divide; `nil` when the point lands behind the viewer.
  public func apply(to point: Point) -> Point? {
    let x = point.x * m11 + point.y * m21 + m41
    let y = point.x * m12 + point.y * m22 + m42
    let w = point.x * m14 + point.y * m24 + m44
    guard w > 1e-9 else { return nil }
    return Point(x: x / w, y: y / w)
  }

  /// The quadrilateral that `rect` becomes when this transform is applied about the rect's centre,
  /// as Core Animation does with the default anchor point; `nil` when it lands behind the viewer.
  public func quad(for rect: Rect) -> Quad? {
    let hw = rect.width / 2
    let hh = rect.height / 2
    let c = rect.center
    // Most shapes are unturned: their corners, as `apply` would give them (x·1 + y·0 + 0, over 1).
    if isIdentity {
      return Quad(
        topLeft: Point(x: -hw, y: -hh) + c, topRight: Point(x: hw, y: -hh) + c,
        bottomRight: Point(x: hw, y: hh) + c, bottomLeft: Point(x: -hw, y: hh) + c)
    }
    guard let a = apply(to: Point(x: -hw, y: -hh)),
      let b = apply(to: Point(x: hw, y: -hh)),
      let d = apply(to: Point(x: hw, y: hh)),
      let e = apply(to: Point(x: -hw, y: hh))
    else { return nil }
    return Quad(topLeft: a + c, topRight: b + c, bottomRight: d + c, bottomLeft: e + c)
  }

  /// The rotation about z, in radians, of the transform's 2-D part (for display and tests).
  public var rotationAngle: Double { atan2(m12, m11) }

  /// The entries, rounded, for debugging.
  public var description: String {
    if isIdentity { return "identity" }
    let d = decomposed()
    var parts: [String] = []
    if d.translation != [0, 0, 0] {
      parts.append("translate(\(d.translation.map(\.compact).joined(separator: ", ")))")
    }
    let angle = rotationAngle
    if abs(angle) > 1e-9 { parts.append("rotate(\((angle * 180 / .pi).compact)°)") }
    if d.scale != [1, 1, 1] {
      parts.append("scale(\(d.scale.map(\.compact).joined(separator: ", ")))")
    }
    if m34 != 0 { parts.append("m34(\(m34.compact))") }
    return parts.isEmpty ? "≈identity" : parts.joined(separator: " ")
  }
}

/// Four corners of a transformed rectangle, clockwise from the top-left (in the rect's own frame).
public struct Quad: Hashable, Sendable {
  /// The image of the rect's top-left corner.
  public var topLeft: Point
  /// The image of the rect's top-right corner.
  public var topRight: Point
  /// The image of the rect's bottom-right corner.
  public var bottomRight: Point
  /// The image of the rect's bottom-left corner.
  public var bottomLeft: Point

  /// Creates a quad from its corners.
  public init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The corners in order.
  public var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }

  /// The smallest axis-aligned rectangle containing the quad.
  public var boundingBox: Rect {
    let x0 = min(min(topLeft.x, topRight.x), min(bottomRight.x, bottomLeft.x))
    let x1 = max(max(topLeft.x, topRight.x), max(bottomRight.x, bottomLeft.x))
    let y0 = min(min(topLeft.y, topRight.y), min(bottomRight.y, bottomLeft.y))
    let y1 = max(max(topLeft.y, topRight.y), max(bottomRight.y, bottomLeft.y))
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
