#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Transform3D {
  /// A transform taken apart into parts that interpolate well: translation, scale, skew,
  /// a rotation quaternion and the perspective column.
  public struct Decomposition: Hashable, Sendable {
    /// Translation along x, y, z.
    public var translation: [Double]
    /// Scale along x, y, z (x may be negative for a mirror image).
    public var scale: [Double]
    /// Shear factors xy, xz, yz.
    public var skew: [Double]
    /// The rotation as a unit quaternion (x, y, z, w).
    public var quaternion: [Double]
    /// The fourth column (m14, m24, m34, m44), which carries perspective.
    public var perspective: [Double]

    /// The rotation as an angle in degrees (0…180) about a unit axis (x, y, z); the axis is
    /// (0, 0, 1) when there is no rotation.
    public var rotation: (degrees: Double, axis: [Double]) {
      let w = min(1, max(-1, quaternion[3]))
      var degrees = 2 * acos(w) * 180 / .pi
      var axis = [quaternion[0], quaternion[1], quaternion[2]]
      let s = (1 - w * w).squareRoot()
      guard s > 1e-9 else { return (0, [0, 0, 1]) }
      axis = axis.map { $0 / s }
      if degrees > 180 {
        degrees = 360 - degrees
        axis = axis.map { -$0 }
      }
      return (degrees, axis)
    }
  }

  /// Takes the transform apart; `recomposed(from:)` puts it back together exactly.
  public func decomposed() -> Decomposition {
    var r0 = [m11, m12, m13]
    var r1 = [m21, m22, m23]
    var r2 = [m31, m32, m33]
    var sx = length(r0)
    r0 = sx > 1e-12 ? vscale(r0, 1 / sx) : [1, 0, 0]
    let d01 = dot(r1, r0)
    r1 = combine(r1, r0, -d01)
    let sy = length(r1)
    r1 = sy > 1e-12 ? vscale(r1, 1 / sy) : orthogonal(to: r0)
    let d02 = dot(r2, r0)
    let d12 = dot(r2, r1)
    r2 = combine(combine(r2, r0, -d02), r1, -d12)
    let sz = length(r2)
    r2 = sz > 1e-12 ? vscale(r2, 1 / sz) : cross(r0, r1)
    // A mirror image: flip one axis so the rotation part is proper. The shears measured
    // against that axis flip with it, or recomposition would shear the wrong way.
    var (s01, s02) = (d01, d02)
    if dot(r0, cross(r1, r2)) < 0 {
      sx = -sx
      r0 = vscale(r0, -1)
      (s01, s02) = (-d01, -d02)
    }
    let skew = [
      sy > 1e-12 ? s01 / sy : 0, sz > 1e-12 ? s02 / sz : 0, sz > 1e-12 ? d12 / sz : 0,
    ]
    return Decomposition(
      translation: [m41, m42, m43], scale: [sx, sy, sz], skew: skew,
      quaternion: Self.quaternion(rows: [r0, r1, r2]), perspective: [m14, m24, m34, m44])
  }

  /// Rebuilds a transform from its parts.
  public static func recomposed(from d: Decomposition) -> Transform3D {
    let rows = rotationRows(quaternion: d.quaternion)
    let a0 = vscale(rows[0], d.scale[0])
    let a1 = vscale(combine(rows[1], rows[0], d.skew[0]), d.scale[1])
    let a2 = vscale(combine(combine(rows[2], rows[0], d.skew[1]), rows[1], d.skew[2]), d.scale[2])
    let p = d.perspective
    return Transform3D(
      m11: a0[0], m12: a0[1], m13: a0[2], m14: p[0],
      m21: a1[0], m22: a1[1], m23: a1[2], m24: p[1],
      m31: a2[0], m32: a2[1], m33: a2[2], m34: p[2],
      m41: d.translation[0], m42: d.translation[1], m43: d.translation[2], m44: p[3])
  }

  /// The transform a fraction `t` of the way to `other`, by decomposition: translation, scale,
  /// skew and perspective interpolate linearly, rotation by the shortest spherical path.
  public func interpolated(to other: Transform3D, fraction t: Double) -> Transform3D {
    Transform3D.interpolate(decomposed(), other.decomposed(), t)
  }

  /// Interpolates two decompositions.
  public static func interpolate(_ a: Decomposition, _ b: Decomposition, _ t: Double) -> Transform3D
  {
    if t <= 0 { return recomposed(from: a) }
    if t >= 1 { return recomposed(from: b) }
    return interpolate(PackedDecomposition(a), PackedDecomposition(b), t)
  }

  /// Interpolates two packed decompositions without allocating: the per-frame path of every
  /// animated element.
  static func interpolate(_ a: PackedDecomposition, _ b: PackedDecomposition, _ t: Double)
    -> Transform3D
  {
    let translation = a.translation + (b.translation - a.translation) * t
    let scale = a.scale + (b.scale - a.scale) * t
    let skew = a.skew + (b.skew - a.skew) * t
    let p = a.perspective + (b.perspective - a.perspective) * t
    // Spherical interpolation along the shorter arc.
    var qb = b.quaternion
    var cosTheta = (a.quaternion * qb).sum()
    if cosTheta < 0 {
      qb = -qb
      cosTheta = -cosTheta
    }
    var q: SIMD4<Double>
    if cosTheta > 0.9995 {
      q = a.quaternion + (qb - a.quaternion) * t
      q /= (q * q).sum().squareRoot()
    } else {
      let theta = acos(min(1, cosTheta))
      let s = sin(theta)
      q = a.quaternion * (sin((1 - t) * theta) / s) + qb * (sin(t * theta) / s)
    }
    let (x, y, z, w) = (q[0], q[1], q[2], q[3])
    // Rows of the rotation (row-vector convention).
    let r0 = SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
    let r1 = SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
    let r2 = SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
    let a0 = r0 * scale[0]
    let a1 = (r1 + r0 * skew[0]) * scale[1]
    let a2 = (r2 + r0 * skew[1] + r1 * skew[2]) * scale[2]
    return Transform3D(
      m11: a0[0], m12: a0[1], m13: a0[2], m14: p[0],
      m21: a1[0], m22: a1[1], m23: a1[2], m24: p[1],
      m31: a2[0], m32: a2[1], m33: a2[2], m34: p[2],
      m41: translation[0], m42: translation[1], m43: translation[2], m44: p[3])
  }

  /// The quaternion (x, y, z, w) of a proper rotation given by its rows (row-vector convention).
  static func quaternion(rows r: [[Double]]) -> [Double] {
    // Column-convention matrix C = Rᵀ, so C[i][j] = r[j][i].
    let c00 = r[0][0]
    let c11 = r[1][1]
    let c22 = r[2][2]
    let c01 = r[1][0]
    let c10 = r[0][1]
    let c02 = r[2][0]
    let c20 = r[0][2]
    let c12 = r[2][1]
    let c21 = r[1][2]
    let trace = c00 + c11 + c22
    var q: [Double]
    if trace > 0 {
      let s = 0.5 / (trace + 1).squareRoot()
      q = [(c21 - c12) * s, (c02 - c20) * s, (c10 - c01) * s, 0.25 / s]
    } else if c00 > c11 && c00 > c22 {
      let s = 2 * (1 + c00 - c11 - c22).squareRoot()
      q = [0.25 * s, (c01 + c10) / s, (c02 + c20) / s, (c21 - c12) / s]
    } else if c11 > c22 {
      let s = 2 * (1 + c11 - c00 - c22).squareRoot()
      q = [(c01 + c10) / s, 0.25 * s, (c12 + c21) / s, (c02 - c20) / s]
    } else {
      let s = 2 * (1 + c22 - c00 - c11).squareRoot()
      q = [(c02 + c20) / s, (c12 + c21) / s, 0.25 * s, (c10 - c01) / s]
    }
    let n = dot4(q, q).squareRoot()
    return q.map { $0 / n }
  }

  /// The rows (row-vector convention) of the rotation given by a unit quaternion.
  static func rotationRows(quaternion q: [Double]) -> [[Double]] {
    let (x, y, z, w) = (q[0], q[1], q[2], q[3])
    let c00 = 1 - 2 * (y * y + z * z)
    let c01 = 2 * (x * y - z * w)
    let c02 = 2 * (x * z + y * w)
    let c10 = 2 * (x * y + z * w)
    let c11 = 1 - 2 * (x * x + z * z)
    let c12 = 2 * (y * z - x * w)
    let c20 = 2 * (x * z - y * w)
    let c21 = 2 * (y * z + x * w)
    let c22 = 1 - 2 * (x * x + y * y)
    return [[c00, c10, c20], [c01, c11, c21], [c02, c12, c22]]
  }
}

private func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
private func dot4(_ a: [Double], _ b: [Double]) -> Double {
  a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3]
}
private func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
private func vscale(_ a: [Double], _ s: Double) -> [Double] { [a[0] * s, a[1] * s, a[2] * s] }
private func combine(_ a: [Double], _ b: [Double], _ s: Double) -> [Double] {
  [a[0] + b[0] * s, a[1] + b[1] * s, a[2] + b[2] * s]
}
private func cross(_ a: [Double], _ b: [Double]) -> [Double] {
  [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}
private func orthogonal(to a: [Double]) -> [Double] {
  let candidate = abs(a[0]) < 0.9 ? [1.0, 0, 0] : [0.0, 1, 0]
  let v = combine(candidate, a, -dot(candidate, a))
  return vscale(v, 1 / length(v))
}

/// A decomposition in SIMD registers, made once per animation so each frame interpolates
/// without allocating.
struct PackedDecomposition: Sendable {
  var translation: SIMD3<Double>
  var scale: SIMD3<Double>
  var skew: SIMD3<Double>
  var quaternion: SIMD4<Double>
  var perspective: SIMD4<Double>

  init(_ d: Transform3D.Decomposition) {
    translation = SIMD3(d.translation[0], d.translation[1], d.translation[2])
    scale = SIMD3(d.scale[0], d.scale[1], d.scale[2])
    skew = SIMD3(d.skew[0], d.skew[1], d.skew[2])
    quaternion = SIMD4(d.quaternion[0], d.quaternion[1], d.quaternion[2], d.quaternion[3])
    perspective = SIMD4(d.perspective[0], d.perspective[1], d.perspective[2], d.perspective[3])
  }
}
