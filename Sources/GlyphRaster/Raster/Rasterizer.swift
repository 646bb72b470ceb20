import CollectionCore

/// Turns presented elements into glyphs: each element is a filled shape (its quad, at half-block
/// resolution: one pixel per point, two per glyph row) with a centred label, painted in order.
///
/// Alpha blends towards what lies beneath (or dithers, with eight colours or none); hidden and
/// fully transparent elements draw nothing; everything is clipped to the viewport.
public struct Rasterizer: Sendable {
  /// How to draw.
  public var options: RenderOptions

  /// Creates a rasterizer.
  public init(options: RenderOptions) { self.options = options }

  private struct Label {
    var scalar: Unicode.Scalar
    var color: Color
    var bold: Bool
  }

  /// Where to draw: the viewport's top-left glyph on the canvas and its size in glyphs.
  public struct Viewport: Hashable, Sendable {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// Creates a viewport.
    public init(x: Int, y: Int, columns: Int, rows: Int) {
      self.x = x
      self.y = y
      self.columns = max(0, columns)
      self.rows = max(0, rows)
    }
  }

  private static let bayer: [Double] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map {
    ($0 + 0.5) / 16
  }

  /// Draws the elements (content coordinates) seen through `contentOffset` into the viewport.
  public func render(
    _ elements: [PresentedElement], contentOffset: Point, into canvas: inout Canvas,
    viewport: Viewport
  ) {
    let columns = viewport.columns
    let pixelRows = viewport.rows * 2
    guard columns > 0, pixelRows > 0 else { return }
    var pixels = [Color?](repeating: nil, count: columns * pixelRows)
    var labels = [Label?](repeating: nil, count: columns * viewport.rows)
    let blends = options.colorMode.blendsAlpha
    // Edge coverage only where any shade can be shown: in 256 colours the partial shades of
    // an edge land on unrelated palette entries and speckle the outline.
    let smooth = options.colorMode == .trueColor
    let backdrop = options.backdrop

    for element in elements {
      let a = element.attributes
      guard !a.isHidden, a.alpha > 0.02, a.size.width > 0, a.size.height > 0 else { continue }
      let view = element.view
      let t = a.transform3D
      let cx = a.center.x - contentOffset.x
      let cy = a.center.y - contentOffset.y
      guard let quad = t.quad(for: Rect(center: Point(x: cx, y: cy), size: a.size)),
        let edges = EdgeFunctions(quad)
      else { continue }
      let box = quad.boundingBox
      let x0 = max(0, Int(saturating: box.minX.rounded(.down)))
      let x1 = min(columns - 1, Int(saturating: box.maxX.rounded(.up)))
      let y0 = max(0, Int(saturating: box.minY.rounded(.down)))
      let y1 = min(pixelRows - 1, Int(saturating: box.maxY.rounded(.up)))
      if let fill = view.backgroundColor, x0 <= x1, y0 <= y1 {
        // A gradient mask needs each pixel's place along the element: the inverse of the
        // projective map from the element's (centred) plane to the screen.
        let mask = view.gradientMask
        let inverse = mask == nil ? nil : Self.inverse3x3(t)
        for py in y0...y1 {
          let y = Double(py) + 0.5
          for px in x0...x1 {
            let x = Double(px) + 0.5
            // Signed distance to the nearest edge, in points: the pixel's coverage, so edges
            // are smooth in truecolor and crisp (the top-left rule) everywhere else.
            let distance = edges.distance(x: x, y: y)
            var alpha = a.alpha
            if smooth {
              let coverage = min(1, distance + 0.5)
              guard coverage > 0 else { continue }
              alpha *= coverage
            } else {
              guard distance > 0 else { continue }
            }
            if let mask, let m = inverse {
              let rx = x - cx
              let ry = y - cy
              let lw = rx * m.2 + ry * m.5 + m.8
              let v = lw > 0 ? (rx * m.1 + ry * m.4 + m.7) / lw / a.size.height + 0.5 : 0
              alpha *= mask.topAlpha + (mask.bottomAlpha - mask.topAlpha) * min(1, max(0, v))
            }
            let index = py * columns + px
            if blends {
              guard alpha > 0.02 else { continue }
              let under = pixels[index] ?? backdrop
              pixels[index] = alpha >= 0.995 ? fill : Self.blend(under, fill, alpha)
            } else {
              guard alpha > Self.bayer[(px & 3) + (py & 3) * 4] else { continue }
              pixels[index] = fill
            }
            if alpha > 0.5 { labels[(py / 2) * columns + px] = nil }
          }
        }
      }
      drawLabel(
        view, attributes: a, center: Point(x: cx + t.m41, y: cy + t.m42), labels: &labels,
        pixels: pixels, columns: columns, rows: viewport.rows)
    }
    compose(pixels: pixels, labels: labels, into: &canvas, viewport: viewport)
  }

  private func drawLabel(
    _ view: CollectionReusableView, attributes a: LayoutAttributes, center: Point,
    labels: inout [Label?], pixels: [Color?], columns: Int, rows: Int
  ) {
    let text = view.text
    guard !text.isEmpty, a.alpha > 0.3 else { return }
    let t = a.transform3D
    let scale = abs(t.m11 * t.m22 - t.m12 * t.m21).squareRoot() / max(t.m44, 1e-9)
    let count = text.count
    guard scale * a.size.width >= Double(count), scale * a.size.height >= 2 else { return }
    let row = Int(saturating: (center.y / 2).rounded(.down))
    guard row >= 0, row < rows else { return }
    let start = min(columns, max(-count, Int(saturating: (center.x - Double(count) / 2).rounded())))
    let ascii = options.glyphSet == .ascii
    for (i, character) in text.enumerated() {
      var scalar = character.unicodeScalars.first ?? " "
      if ascii { scalar = scalar.asciiFallbackCharacter }
      let column = start + i
      guard column >= 0, column < columns else { continue }
      let under = pixels[(row * 2) * columns + column] ?? pixels[(row * 2 + 1) * columns + column]
      var color = view.textColor
      if options.colorMode.blendsAlpha, a.alpha < 0.995 {
        color = Self.blend(under ?? options.backdrop, color, a.alpha)
      }
      labels[row * columns + column] = Label(scalar: scalar, color: color, bold: view.isBold)
    }
  }

  private func compose(
    pixels: [Color?], labels: [Label?], into canvas: inout Canvas, viewport: Viewport
  ) {
    let columns = viewport.columns
    let mode = options.colorMode
    let ascii = options.glyphSet == .ascii
    func q(_ c: Color?) -> Color? { c.map(mode.quantize) }
    for row in 0..<viewport.rows {
      for column in 0..<columns {
        let top = q(pixels[(row * 2) * columns + column])
        let bottom = q(pixels[(row * 2 + 1) * columns + column])
        let glyph: Glyph
        if let label = labels[row * columns + column] {
          let under = top ?? bottom
          if mode.hasColor {
            glyph = Glyph(
              scalar: label.scalar, foreground: mode.quantize(label.color), background: under,
              style: label.bold ? .bold : [])
          } else {
            var style: GlyphStyle = label.bold ? .bold : []
            if under != nil { style.insert(.reverse) }
            glyph = Glyph(scalar: label.scalar, style: style)
          }
        } else if mode.hasColor {
          switch (top, bottom) {
          case (nil, nil): glyph = .blank
          case (let a?, let b?) where a == b || ascii: glyph = Glyph(" ", background: a)
          case (let a?, nil): glyph = ascii ? Glyph(" ", background: a) : Glyph("▀", foreground: a)
          case (nil, let b?): glyph = ascii ? Glyph(" ", background: b) : Glyph("▄", foreground: b)
          case (let a?, let b?): glyph = Glyph("▀", foreground: a, background: b)
          }
        } else {
          switch (top != nil, bottom != nil) {
          case (false, false): glyph = .blank
          case (true, true): glyph = Glyph(ascii ? "#" : "█")
          case (true, false): glyph = Glyph(ascii ? "\"" : "▀")
          case (false, true): glyph = Glyph(ascii ? "." : "▄")
          }
        }
        canvas[viewport.x + column, viewport.y + row] = glyph
      }
    }
  }

  /// `over` laid on `under` with an opacity, in fixed point (the per-pixel hot path).
  @inline(__always)
  static func blend(_ under: Color, _ over: Color, _ alpha: Double) -> Color {
    let k = Int(saturating: (alpha * 256).rounded())
    @inline(__always) func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8(truncatingIfNeeded: Int(a) + (((Int(b) - Int(a)) * k + 128) >> 8))
    }
    return Color(
      red: mix(under.red, over.red), green: mix(under.green, over.green),
      blue: mix(under.blue, over.blue))
  }

  /// The inverse of the 3×3 projective part of a transform (rows m1·, m2·, m4·; columns 1, 2, 4),
  /// row-major; `nil` when the element is edge-on or collapsed to nothing.
  static func inverse3x3(_ t: Transform3D) -> (
    Double, Double, Double, Double, Double, Double, Double, Double, Double
  )? {
    let a = t.m11
    let b = t.m12
    let c = t.m14
    let d = t.m21
    let e = t.m22
    let f = t.m24
    let g = t.m41
    let h = t.m42
    let i = t.m44
    let c11 = e * i - f * h
    let c12 = -(d * i - f * g)
    let c13 = d * h - e * g
    let det = a * c11 + b * c12 + c * c13
    guard abs(det) > 1e-9 else { return nil }
    let c21 = -(b * i - c * h)
    let c22 = a * i - c * g
    let c23 = -(a * h - b * g)
    let c31 = b * f - c * e
    let c32 = -(a * f - c * d)
    let c33 = a * e - b * d
    return (
      c11 / det, c21 / det, c31 / det, c12 / det, c22 / det, c32 / det, c13 / det, c23 / det,
      c33 / det
    )
  }
}

/// The four edges of a convex quad as lines with inward unit normals: a point's signed
/// distance to the nearest edge, in points, is positive inside.
struct EdgeFunctions {
  private var nx: SIMD4<Double>
  private var ny: SIMD4<Double>
  private var offset: SIMD4<Double>

  /// `nil` for a quad with no area (edge-on or collapsed).
  init?(_ quad: Quad) {
    let c = [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft]
    var area = 0.0
    for i in 0..<4 {
      let p = c[i]
      let q = c[(i + 1) % 4]
      area += p.x * q.y - q.x * p.y
    }
    guard abs(area) > 1e-9 else { return nil }
    let orientation: Double = area > 0 ? 1 : -1
    nx = .zero
    ny = .zero
    offset = .zero
    for i in 0..<4 {
      let p = c[i]
      let q = c[(i + 1) % 4]
      var ex = -(q.y - p.y) * orientation
      var ey = (q.x - p.x) * orientation
      let length = (ex * ex + ey * ey).squareRoot()
      if length < 1e-12 {
        // A collapsed edge constrains nothing.
        nx[i] = 0
        ny[i] = 0
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
    }
  }

  /// The signed distance from a point to the nearest edge (positive inside).
  func distance(x: Double, y: Double) -> Double {
    (nx * x + ny * y + offset).min()
  }
}
