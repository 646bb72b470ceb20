import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Transform3D: CATransform3D semantics")
struct Transform3DMathTests {
  @Test func identityLeavesPointsAlone() {
    let t = Transform3D.identity
    #expect(t.isIdentity)
    #expect(t.isTranslationOnly)
    #expect(t.apply(to: Point(x: 3, y: -7)) == Point(x: 3, y: -7))
    #expect(t.entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    #expect(t.concatenating(t) == t)
    #expect(t.rotationAngle == 0)
  }

  @Test func rotationAboutZByQuarterTurnIsClockwiseOnAYDownScreen() throws {
    let t = Transform3D(rotationAngle: .pi / 2)
    let p = try #require(t.apply(to: Point(x: 1, y: 0)))
    #expect(isClose(p, Point(x: 0, y: 1)))
    let q = try #require(t.apply(to: Point(x: 0, y: 1)))
    #expect(isClose(q, Point(x: -1, y: 0)))
    #expect(isClose(t.rotationAngle, .pi / 2))
    #expect(!t.isTranslationOnly)
  }

  @Test func rotationAngleCoversBothHalfTurns() {
    for degrees in stride(from: -170.0, through: 170, by: 10) {
      let angle = radians(degrees)
      #expect(isClose(Transform3D(rotationAngle: angle).rotationAngle, angle), "\(degrees)°")
    }
  }

  @Test func zeroAxisRotationIsIdentity() {
    #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0).isIdentity)
  }

  @Test func scaleMultipliesCoordinates() throws {
    let t = Transform3D(scaleX: 2, y: 3)
    #expect(try #require(t.apply(to: Point(x: 1, y: 1))) == Point(x: 2, y: 3))
    #expect(try #require(t.apply(to: Point(x: -4, y: 0.5))) == Point(x: -8, y: 1.5))
    #expect(t.m33 == 1)
  }

  @Test func translationAddsOffsets() throws {
    let t = Transform3D(translationX: 5, y: -2)
    #expect(try #require(t.apply(to: Point(x: 1, y: 1))) == Point(x: 6, y: -1))
    #expect(t.isTranslationOnly)
    #expect(!t.isIdentity)
    #expect(t.m41 == 5 && t.m42 == -2 && t.m43 == 0)
  }

  @Test func concatenatingAppliesTheReceiverFirst() throws {
    let translate = Transform3D(translationX: 10, y: 0)
    let rotate = Transform3D(rotationAngle: .pi / 2)
    // translate, then rotate: (1,0) → (11,0) → (0,11)
    let a = try #require(translate.concatenating(rotate).apply(to: Point(x: 1, y: 0)))
    #expect(isClose(a, Point(x: 0, y: 11)))
    // rotate, then translate: (1,0) → (0,1) → (10,1)
    let b = try #require(rotate.concatenating(translate).apply(to: Point(x: 1, y: 0)))
    #expect(isClose(b, Point(x: 10, y: 1)))
  }

  @Test func rotatedScaledTranslatedPrependLikeCATransform3DRotate() throws {
    // CATransform3DRotate(t, a) = Concat(MakeRotation(a), t): the rotation happens first.
    let t = Transform3D(translationX: 10, y: 0).rotated(by: .pi / 2)
    #expect(isClose(try #require(t.apply(to: Point(x: 1, y: 0))), Point(x: 10, y: 1)))
    let s = Transform3D(translationX: 10, y: 0).scaled(x: 3, y: 3)
    #expect(isClose(try #require(s.apply(to: Point(x: 1, y: 1))), Point(x: 13, y: 3)))
    let u = Transform3D(scaleX: 2, y: 2).translated(x: 1, y: 0)
    #expect(isClose(try #require(u.apply(to: Point(x: 0, y: 0))), Point(x: 2, y: 0)))
  }

  @Test func perspectiveMakesTheNearEdgeLarger() throws {
    let rect = Rect(x: 0, y: 0, width: 20, height: 20)
    // Rotate about y, then apply perspective (the usual cover-flow recipe).
    let t = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(perspectiveDistance: 50))
    #expect(isClose(t.m34, 0, 1e-12) == false)
    let quad = try #require(t.quad(for: rect))
    let leftEdge = quad.bottomLeft.y - quad.topLeft.y
    let rightEdge = quad.bottomRight.y - quad.topRight.y
    // A positive turn about y brings the left edge towards the viewer: w = 1 + x·sin(θ)/d.
    let s = sin(Double.pi / 4)
    #expect(isClose(leftEdge, 20 / (1 - 10 * s / 50), 1e-9))
    #expect(isClose(rightEdge, 20 / (1 + 10 * s / 50), 1e-9))
    #expect(leftEdge > 20 && rightEdge < 20)
    // Without perspective both edges keep their length.
    let flat = try #require(Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0).quad(for: rect))
    #expect(isClose(flat.bottomLeft.y - flat.topLeft.y, 20))
    #expect(isClose(flat.bottomRight.y - flat.topRight.y, 20))
    #expect(isClose(flat.topRight.x - flat.topLeft.x, 20 * s))
  }

  @Test func perspectiveDistanceSetsM34() {
    #expect(Transform3D(perspectiveDistance: 500).m34 == -1.0 / 500)
    #expect(Transform3D(perspectiveDistance: 0).isIdentity)
  }

  @Test func pointsBehindTheViewerHaveNoImage() {
    var t = Transform3D.identity
    t.m14 = -1  // w = 1 − x
    #expect(t.apply(to: Point(x: 2, y: 0)) == nil)
    #expect(t.quad(for: Rect(x: 0, y: 0, width: 10, height: 10)) == nil)
  }

  @Test func quadOfARotatedSquareIsADiamondAboutItsCentre() throws {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    let quad = try #require(Transform3D(rotationAngle: .pi / 4).quad(for: rect))
    let h = 5 * 2.0.squareRoot()
    #expect(isClose(quad.topLeft, Point(x: 5, y: 5 - h)))
    #expect(isClose(quad.topRight, Point(x: 5 + h, y: 5)))
    #expect(isClose(quad.bottomRight, Point(x: 5, y: 5 + h)))
    #expect(isClose(quad.bottomLeft, Point(x: 5 - h, y: 5)))
    #expect(isClose(quad.boundingBox, Rect(x: 5 - h, y: 5 - h, width: 2 * h, height: 2 * h)))
    // The identity maps the rect onto itself.
    let same = try #require(Transform3D.identity.quad(for: rect))
    #expect(
      same.corners == [
        Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10),
      ])
  }

  /// The identity's quad skips the projective arithmetic: the corners are bit for bit what it
  /// would give.
  @Test func anUnturnedQuadIsExactlyWhatApplyingTheIdentityGives() throws {
    let rects = [
      Rect(x: 0.3, y: -7.1, width: 13.7, height: 2.9),
      Rect(x: 1e6 + 0.1, y: 3, width: 0.1, height: 1e-3), Rect(x: -5, y: -5, width: 0, height: 3),
    ]
    for rect in rects {
      let quad = try #require(Transform3D.identity.quad(for: rect))
      let (hw, hh) = (rect.width / 2, rect.height / 2)
      let corners = try [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].map { x, y in
        try #require(Transform3D.identity.apply(to: Point(x: x, y: y))) + rect.center
      }
      #expect(quad.corners == corners, "\(rect)")
    }
  }

  @Test func quadContainmentFollowsTheRotatedShape() throws {
    let quad = try #require(
      Transform3D(rotationAngle: .pi / 4).quad(for: Rect(x: 0, y: 0, width: 10, height: 10)))
    #expect(quad.contains(Point(x: 5, y: 5)))
    #expect(quad.contains(Point(x: 5, y: -1.5)))  // above the unrotated square, inside the diamond
    #expect(!quad.contains(Point(x: 0.5, y: 0.5)))  // the unrotated corner, outside the diamond
    #expect(!quad.contains(Point(x: 20, y: 5)))
  }
}

@Suite("Transform3D: decomposition and interpolation")
struct Transform3DInterpolationTests {
  @Test func decompositionOfSimpleTransforms() {
    let d = Transform3D(rotationAngle: radians(30)).concatenating(Transform3D(scaleX: 2, y: 3))
      .concatenating(Transform3D(translationX: 4, y: 5)).decomposed()
    #expect(isClose(d.translation, [4, 5, 0]))
    // A rotation followed by a non-uniform scale shears; the x scale is exact.
    #expect(isClose(Transform3D(scaleX: 0.1, y: 0.1).decomposed().scale, [0.1, 0.1, 1]))
    let r = Transform3D(rotationAngle: radians(60)).decomposed()
    #expect(isClose(r.scale, [1, 1, 1]))
    #expect(isClose(r.skew, [0, 0, 0]))
    // Quaternion of a turn θ about z: (0, 0, sin θ/2, cos θ/2), up to sign.
    let q = r.quaternion
    let sign = q[3] < 0 ? -1.0 : 1.0
    #expect(isClose(q.map { $0 * sign }, [0, 0, sin(radians(30)), cos(radians(30))]))
    let mirror = Transform3D(scaleX: -2, y: 1).decomposed()
    #expect(isClose(mirror.scale, [-2, 1, 1]))
  }

  @Test func mirroredShearedTransformsRoundTrip() {
    // A negative scale makes the decomposition flip an axis; shears against it must flip too.
    let t = Transform3D(rotationAngle: 0.3).concatenating(Transform3D(scaleX: -2, y: 0.5))
    #expect(isClose(Transform3D.recomposed(from: t.decomposed()), t, 1e-12))
    let u = Transform3D(scaleX: 1, y: -1).concatenating(Transform3D(rotationAngle: 1))
      .concatenating(
        Transform3D(scaleX: 3, y: 1))
    #expect(isClose(Transform3D.recomposed(from: u.decomposed()), u, 1e-12))
    #expect(isClose(u.interpolated(to: u, fraction: 0.5), u, 1e-12))
  }

  @Test func decomposeRecomposeRoundTripsRandomMatrices() async {
    // Any matrix whose 3×3 part is invertible (a singular one has no unique decomposition).
    let matrices = Gen.double(in: -3...3).array(of: 16).filter { e in
      let det =
        e[0] * (e[5] * e[10] - e[6] * e[9]) - e[1] * (e[4] * e[10] - e[6] * e[8])
        + e[2] * (e[4] * e[9] - e[5] * e[8])
      return abs(det) > 0.01
    }
    await propertyCheck(input: matrices) { entries in
      let t = Transform3D(entries: entries)
      let back = Transform3D.recomposed(from: t.decomposed())
      #expect(isClose(back, t, 1e-7), "\(entries)")
    }
  }

  @Test func decomposeRecomposeRoundTripsComposedTransforms() async {
    await propertyCheck(
      input: Gen.double(in: -3...3), Gen.double(in: -3...3), Gen.double(in: -3...3),
      Gen.double(in: 0.1...3), Gen.double(in: -3...(-0.1)), Gen.double(in: -3...3),
      Gen.double(in: -0.02...0.02)
    ) { ax, ay, az, sx, sy, tx, m34 in
      let t = Transform3D(rotationAngle: ax, x: 1, y: 0, z: 0)
        .concatenating(Transform3D(rotationAngle: ay, x: 0, y: 1, z: 0))
        .concatenating(Transform3D(rotationAngle: az, x: 0, y: 0, z: 1))
        .concatenating(Transform3D(scaleX: sx, y: sy, z: 1.5))
        .concatenating(Transform3D(translationX: tx, y: -tx, z: 2 * tx))
        .concatenating(Transform3D(perspectiveDistance: m34 == 0 ? 0 : 1 / m34))
      let d = t.decomposed()
      #expect(isClose(Transform3D.recomposed(from: d), t, 1e-9))
      // The rotation part is a unit quaternion.
      #expect(isClose(d.quaternion.reduce(0) { $0 + $1 * $1 }, 1, 1e-9))
    }
  }

  @Test func interpolationEndpointsAreTheEndpoints() async {
    await propertyCheck(
      input: Gen.double(in: -3...3), Gen.double(in: 0.1...3), Gen.double(in: -3...3),
      Gen.double(in: 0.1...3)
    ) { a1, s1, a2, s2 in
      let from = Transform3D(rotationAngle: a1).concatenating(Transform3D(scaleX: s1, y: s1))
      let to = Transform3D(rotationAngle: a2).concatenating(Transform3D(scaleX: s2, y: 1))
        .concatenating(Transform3D(translationX: 3, y: 4))
      #expect(isClose(from.interpolated(to: to, fraction: 0), from, 1e-9))
      #expect(isClose(from.interpolated(to: to, fraction: 1), to, 1e-9))
    }
  }

  @Test func rotationTakesTheShortestPath() {
    let from = Transform3D.identity
    let to = Transform3D(rotationAngle: radians(350))
    let mid = from.interpolated(to: to, fraction: 0.5)
    #expect(isClose(mid.rotationAngle, radians(-5), 1e-9))
    #expect(isSameAngle(mid.rotationAngle, radians(355), 1e-9))
    #expect(isClose(mid.decomposed().scale, [1, 1, 1], 1e-9))
    let quarter = from.interpolated(to: to, fraction: 0.25)
    #expect(isClose(quarter.rotationAngle, radians(-2.5), 1e-9))
    // And the other way round.
    #expect(isClose(to.interpolated(to: from, fraction: 0.5).rotationAngle, radians(-5), 1e-9))
    // Past a half turn the short way is backwards: 0° → 200° goes through −80° (−160° in all).
    let back = Transform3D.identity.interpolated(
      to: Transform3D(rotationAngle: radians(200)), fraction: 0.5)
    #expect(isClose(back.rotationAngle, radians(-80), 1e-9))
    let wide = Transform3D(rotationAngle: radians(-10)).interpolated(
      to: Transform3D(rotationAngle: radians(-150)), fraction: 0.5)
    #expect(isClose(wide.rotationAngle, radians(-80), 1e-9))
    // Across the ±180° seam: 170° → −170° passes through 180°, not 0°.
    let seam = Transform3D(rotationAngle: radians(170)).interpolated(
      to: Transform3D(rotationAngle: radians(-170)), fraction: 0.5)
    #expect(isSameAngle(seam.rotationAngle, .pi, 1e-9))
  }

  @Test func scaleInterpolatesLinearly() {
    let mid = Transform3D(scaleX: 0.1, y: 0.1).interpolated(to: .identity, fraction: 0.5)
    #expect(isClose(mid.m11, 0.55))
    #expect(isClose(mid.m22, 0.55))
    #expect(isClose(mid.decomposed().scale, [0.55, 0.55, 1]))
    let translation = Transform3D(translationX: 0, y: 10).interpolated(
      to: Transform3D(translationX: 20, y: 0), fraction: 0.25)
    #expect(isClose(translation.m41, 5) && isClose(translation.m42, 7.5))
  }

  @Test func rotationAndScaleInterpolateTogether() {
    let to = Transform3D(rotationAngle: .pi / 2).concatenating(Transform3D(scaleX: 2, y: 2))
    let mid = Transform3D.identity.interpolated(to: to, fraction: 0.5)
    #expect(isClose(mid.rotationAngle, .pi / 4, 1e-9))
    #expect(isClose(mid.decomposed().scale, [1.5, 1.5, 1], 1e-9))
  }

  @Test func interpolationNeverBlendsMatrixEntries() {
    // Entry-wise blending of 0° and 179° halfway gives a nearly singular matrix
    // (m11 ≈ 0.0001, m12 ≈ 0.0087); decomposition gives a proper 89.5° rotation.
    let to = Transform3D(rotationAngle: radians(179))
    let blended = zip(Transform3D.identity.entries, to.entries).map { ($0 + $1) / 2 }
    let blendedDeterminant = blended[0] * blended[5] - blended[1] * blended[4]
    #expect(abs(blendedDeterminant) < 0.001)
    let mid = Transform3D.identity.interpolated(to: to, fraction: 0.5)
    #expect(isClose(mid.rotationAngle, radians(89.5), 1e-9))
    #expect(isClose(mid.m11 * mid.m22 - mid.m12 * mid.m21, 1, 1e-9))
    #expect(isClose(mid.decomposed().scale, [1, 1, 1], 1e-9))
    // Every step of the way keeps unit scale.
    for step in 0...10 {
      let t = Transform3D.identity.interpolated(to: to, fraction: Double(step) / 10)
      #expect(isClose(t.m11 * t.m22 - t.m12 * t.m21, 1, 1e-9))
      #expect(isClose(t.rotationAngle, radians(179) * Double(step) / 10, 1e-9))
    }
  }

  @Test func attributesTransitionInterpolatesTransformsByDecomposition() {
    var from = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    from.size = Size(width: 10, height: 10)
    var to = from
    to.center = Point(x: 20, y: 40)
    to.alpha = 0
    to.zIndex = 3
    to.transform3D = Transform3D(rotationAngle: radians(350))
    let transition = AttributesTransition(from: from, to: to)
    let mid = transition.attributes(at: 0.5)
    #expect(isClose(mid.center, Point(x: 10, y: 20)))
    #expect(isClose(mid.alpha, 0.5))
    #expect(isClose(mid.transform3D.rotationAngle, radians(-5), 1e-9))
    #expect(mid.zIndex == 3)
    #expect(transition.attributes(at: 0) == from)
    #expect(transition.attributes(at: 1) == to)
  }
}

@Suite("TimingCurve")
struct TimingCurveTests {
  @Test func endpointsAndSymmetry() {
    for curve in [TimingCurve.linear, .easeInOut, .easeOut] {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
      #expect(curve.value(at: -1) == 0)
      #expect(curve.value(at: 2) == 1)
    }
    #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
    #expect(isClose(TimingCurve.easeInOut.value(at: 0.5), 0.5, 1e-6))
    #expect(TimingCurve.easeInOut.value(at: 0.1) < 0.1)
    #expect(TimingCurve.easeInOut.value(at: 0.9) > 0.9)
    #expect(TimingCurve.easeOut.value(at: 0.5) > 0.5)
    for i in 1..<100 {
      let t = Double(i) / 100
      #expect(
        isClose(
          TimingCurve.easeInOut.value(at: t) + TimingCurve.easeInOut.value(at: 1 - t), 1, 1e-5))
      #expect(TimingCurve.easeOut.value(at: t) >= TimingCurve.easeOut.value(at: t - 0.01))
    }
  }
}
