import CollectionCore

/// The four edges of a convex quad as lines with inward unit normals: a point's signed
/// distance to each edge, in points (positive inside), and the same in pixels — the distance
/// over the pixel's extent along the edge's normal, so a pixel whose centre lies half a pixel
/// outside an edge just touches it.
struct EdgeFunctions {
  /// The normals' x components.
  let nx: SIMD4<Double>
  /// The normals' y components.
  let ny: SIMD4<Double>
  /// The lines' offsets (with the top-left rule's nudge).
  let offset: SIMD4<Double>
  /// Per edge, one over the pixel's extent along its normal (0 for a collapsed edge).
  let pixelScale: SIMD4<Double>
  /// The quad's corners, in order round it.
  let corners: (Point, Point, Point, Point)

  /// `nil` for a quad with no area (edge-on or collapsed).
  init?(_ quad: Quad, pixelWidth: Double, pixelHeight: Double) {
    let c = [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft]
    var area = 0.0
    for i in 0..<4 {
      let p = c[i]
      let q = c[(i + 1) % 4]
      area += p.x * q.y - q.x * p.y
    }
    guard abs(area) > 1e-9, area.isFinite else { return nil }
    let orientation: Double = area > 0 ? 1 : -1
    var nx = SIMD4<Double>.zero
    var ny = SIMD4<Double>.zero
    var offset = SIMD4<Double>.zero
    var scale = SIMD4<Double>.zero
    for i in 0..<4 {
      let p = c[i]
      let q = c[(i + 1) % 4]
      var ex = -(q.y - p.y) * orientation
      var ey = (q.x - p.x) * orientation
      let length = (ex * ex + ey * ey).squareRoot()
      if length < 1e-12 {
        // A collapsed edge constrains nothing.
        offset[i] = .greatestFiniteMagnitude
        continue
      }
      ex /= length
      ey /= length
      nx[i] = ex
      ny[i] = ey
      // The top-left rule: a pixel centre exactly on a left or top edge is inside, on a right
      // or bottom edge outside, so abutting shapes neither overlap nor leave a gap.
      let topOrLeft = ex > 1e-12 || (abs(ex) <= 1e-12 && ey > 0)
      offset[i] = -(ex * p.x + ey * p.y) + (topOrLeft ? 1e-9 : -1e-9)
      scale[i] = 1 / (abs(ex) * pixelWidth + abs(ey) * pixelHeight)
    }
    self.nx = nx
    self.ny = ny
    self.offset = offset
    pixelScale = scale
    corners = (c[0], c[1], c[2], c[3])
  }

  /// The signed distances from a point to the four edges, in points (positive inside).
  @inline(__always)
  func distances(x: Double, y: Double) -> SIMD4<Double> { nx * x + ny * y + offset }

  /// The x range of a row at height `y` where every edge is at least `minimum[i]` points away
  /// (inside); empty (lower > upper) when there is none.
  func span(y: Double, minimum: SIMD4<Double>) -> (lower: Double, upper: Double) {
    var lower = -Double.infinity
    var upper = Double.infinity
    for i in 0..<4 {
      let rest = ny[i] * y + offset[i] - minimum[i]
      let a = nx[i]
      if a > 1e-12 {
        lower = max(lower, -rest / a)
      } else if a < -1e-12 {
        upper = min(upper, -rest / a)
      } else if rest < 0 {
        return (1, 0)
      }
    }
    return (lower, upper)
  }

  /// The fraction of a pixel (a rectangle centred on a point) the quad covers, exactly: the
  /// quad clipped to the rectangle (Sutherland–Hodgman), its area over the rectangle's.
  func coverage(x: Double, y: Double, width: Double, height: Double) -> Double {
    let x0 = x - width / 2
    let x1 = x + width / 2
    let y0 = y - height / 2
    let y1 = y + height / 2
    return withUnsafeTemporaryAllocation(of: Point.self, capacity: 32) { buffer in
      let a = buffer.baseAddress!
      let b = a + 16
      a[0] = corners.0
      a[1] = corners.1
      a[2] = corners.2
      a[3] = corners.3
      var n = 4
      // Each side of the rectangle: keep the part of the polygon where `inside` holds.
      n = Self.clip(a, n, into: b) {
        $0.x >= x0
      } cross: { p, q in
        Point(x: x0, y: p.y + (q.y - p.y) * (x0 - p.x) / (q.x - p.x))
      }
      n = Self.clip(b, n, into: a) {
        $0.x <= x1
      } cross: { p, q in
        Point(x: x1, y: p.y + (q.y - p.y) * (x1 - p.x) / (q.x - p.x))
      }
      n = Self.clip(a, n, into: b) {
        $0.y >= y0
      } cross: { p, q in
        Point(x: p.x + (q.x - p.x) * (y0 - p.y) / (q.y - p.y), y: y0)
      }
      n = Self.clip(b, n, into: a) {
        $0.y <= y1
      } cross: { p, q in
        Point(x: p.x + (q.x - p.x) * (y1 - p.y) / (q.y - p.y), y: y1)
      }
      var area = 0.0
      for i in 0..<n {
        let p = a[i]
        let q = a[(i + 1) % n]
        area += p.x * q.y - q.x * p.y
      }
      return min(1, abs(area) / 2 / (width * height))
    }
  }

  /// One step of Sutherland–Hodgman: the polygon `source[0..<n]` clipped to a half-plane into
  /// `target`; returns the new vertex count (at most n + 4 over all four steps).
  @inline(__always)
  private static func clip(
    _ source: UnsafeMutablePointer<Point>, _ n: Int, into target: UnsafeMutablePointer<Point>,
    inside: (Point) -> Bool, cross: (Point, Point) -> Point
  ) -> Int {
    guard n > 0 else { return 0 }
    var count = 0
    var previous = source[n - 1]
    var previousInside = inside(previous)
    for i in 0..<n {
      let current = source[i]
      let currentInside = inside(current)
      if currentInside != previousInside, count < 16 {
        target[count] = cross(previous, current)
        count += 1
      }
      if currentInside, count < 16 {
        target[count] = current
        count += 1
      }
      previous = current
      previousInside = currentInside
    }
    return count
  }
}
