import CollectionCore

/// Turns a display list into glyphs: each draw item is a filled shape (its quad, sampled at the
/// blitter's resolution — half blocks give one pixel per point) with an optional outline and a
/// label, painted in order.
///
/// Alpha blends towards what lies beneath (or dithers, with eight colours or none); hidden and
/// fully transparent items draw nothing; everything is clipped to the viewport. Selected,
/// highlighted and focused items are drawn in their state's style.
public struct Rasterizer: Sendable {
  /// How to draw.
  public var options: RenderOptions
  /// How pixels become glyphs, resolved from the options.
  public let blitter: Blitter

  /// Creates a rasterizer; the blitter is the options' preferred one or its fallback.
  public init(options: RenderOptions) {
    self.options = options
    blitter = Blitter.resolve(options.preferredBlitter, for: options)
  }

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

  /// The colour of a focus ring.
  public static let focusColor = Color(red: 255, green: 214, blue: 10)
  /// The outline of a selected item without one of its own.
  public static let selectionOutline = Color(red: 120, green: 190, blue: 255)

  /// The mark put before a selected item's label (UICellAccessory's checkmark).
  public static let selectionMark = "✓ "

  /// An appearance with its state drawn in: highlighted fills brighten, selected fills turn
  /// towards blue with a light outline and a check mark before the label, and focus draws a
  /// yellow ring.
  public static func styled(_ appearance: Appearance) -> Appearance {
    var a = appearance
    guard !a.state.isEmpty else { return a }
    if a.state.contains(.highlighted), let fill = a.fill {
      a.fill = fill.mixed(with: .white, fraction: 0.35)
    }
    if a.state.contains(.selected) {
      a.fill = (a.fill ?? .systemBlue).mixed(with: .systemBlue, fraction: 0.6)
      a.outline = a.outline ?? selectionOutline
      if let first = a.lines.first { a.lines[0] = selectionMark + first }
    }
    if a.state.contains(.focused) { a.outline = focusColor }
    return a
  }

  /// Draws a display list (viewport points) into the viewport of a canvas.
  public func render(_ list: DisplayList, into canvas: inout Canvas, viewport: Viewport) {
    let columns = viewport.columns
    let ppc = blitter.pixelsPerColumn
    let ppr = blitter.pixelsPerRow
    let pixelColumns = columns * ppc
    let pixelRows = viewport.rows * ppr
    guard columns > 0, pixelRows > 0 else { return }
    // Pixel centres in points: one column is one point, one row two.
    let pixelWidth = 1 / Double(ppc)
    let pixelHeight = 2 / Double(ppr)
    var pixels = [Color?](repeating: nil, count: pixelColumns * pixelRows)
    var labels = [Label?](repeating: nil, count: columns * viewport.rows)
    let blends = options.colorMode.blendsAlpha
    // Edge coverage only where any shade can be shown: in 256 colours the partial shades of
    // an edge land on unrelated palette entries and speckle the outline.
    let smooth = options.colorMode == .trueColor
    let backdrop = options.backdrop

    for item in list.items {
      guard item.alpha > 0.02, item.size.width > 0, item.size.height > 0 else { continue }
      let appearance = Self.styled(item.appearance).monochrome(options.colorMode.hasColor)
      let t = item.transform
      let cx = item.center.x
      let cy = item.center.y
      guard let quad = item.quad, let edges = EdgeFunctions(quad) else { continue }
      let box = quad.boundingBox
      let x0 = max(0, Int(saturating: (box.minX * Double(ppc)).rounded(.down)))
      let x1 = min(pixelColumns - 1, Int(saturating: (box.maxX * Double(ppc)).rounded(.up)))
      let y0 = max(0, Int(saturating: (box.minY / pixelHeight).rounded(.down)))
      let y1 = min(pixelRows - 1, Int(saturating: (box.maxY / pixelHeight).rounded(.up)))
      if appearance.fill != nil || appearance.outline != nil, x0 <= x1, y0 <= y1 {
        let fill = appearance.fill
        let outline = appearance.outline
        // A gradient mask needs each pixel's place along the item: the inverse of the
        // projective map from the item's (centred) plane to the screen.
        let mask = appearance.gradientMask
        let inverse = mask == nil ? nil : Self.inverse3x3(t)
        for py in y0...y1 {
          let y = (Double(py) + 0.5) * pixelHeight
          for px in x0...x1 {
            let x = (Double(px) + 0.5) * pixelWidth
            // Signed distance to the nearest edge, in points: the pixel's coverage, so edges
            // are smooth in truecolor and crisp (the top-left rule) everywhere else.
            let distance = edges.distance(x: x, y: y)
            var alpha = item.alpha
            if smooth {
              let coverage = min(1, distance / min(pixelWidth, pixelHeight) + 0.5)
              guard coverage > 0 else { continue }
              alpha *= coverage
            } else {
              guard distance > 0 else { continue }
            }
            // The outline is the band within one point of the edge.
            let color: Color
            if let outline, distance < 1 {
              color = outline
            } else if let fill {
              color = fill
            } else {
              continue
            }
            if let mask, let m = inverse {
              let rx = x - cx
              let ry = y - cy
              let lw = rx * m.2 + ry * m.5 + m.8
              let v = lw > 0 ? (rx * m.1 + ry * m.4 + m.7) / lw / item.size.height + 0.5 : 0
              alpha *= mask.topAlpha + (mask.bottomAlpha - mask.topAlpha) * min(1, max(0, v))
            }
            let index = py * pixelColumns + px
            if blends {
              guard alpha > 0.02 else { continue }
              let under = pixels[index] ?? backdrop
              pixels[index] = alpha >= 0.995 ? color : Self.blend(under, color, alpha)
            } else {
              guard alpha > Self.bayer[(px & 3) + (py & 3) * 4] else { continue }
              pixels[index] = color
            }
            if alpha > 0.5 { labels[(py / ppr) * columns + px / ppc] = nil }
          }
        }
      }
      drawLabel(
        appearance, item: item, center: Point(x: cx + t.m41, y: cy + t.m42), labels: &labels,
        pixels: pixels, columns: columns, rows: viewport.rows)
    }
    compose(pixels: &pixels, labels: labels, into: &canvas, viewport: viewport)
  }

  private func drawLabel(
    _ appearance: Appearance, item: DrawItem, center: Point, labels: inout [Label?],
    pixels: [Color?], columns: Int, rows: Int
  ) {
    let lines = appearance.lines
    guard !lines.isEmpty, item.alpha > 0.3 else { return }
    let t = item.transform
    let scale = abs(t.m11 * t.m22 - t.m12 * t.m21).squareRoot() / max(t.m44, 1e-9)
    let longest = lines.reduce(0) { max($0, $1.unicodeScalars.count) }
    guard longest > 0, scale * item.size.width >= Double(longest),
      scale * item.size.height >= Double(2 * lines.count)
    else { return }
    let ppc = blitter.pixelsPerColumn
    let ppr = blitter.pixelsPerRow
    let pixelColumns = columns * ppc
    let halfWidth = scale * item.size.width / 2
    let ascii = options.glyphSet == .ascii
    // The lines' block is centred on the centre's row (one line sits on that row).
    let firstRow = Int(saturating: (center.y / 2 - Double(lines.count) / 2 + 0.5).rounded(.down))
    for (n, line) in lines.enumerated() {
      let row = firstRow + n
      guard row >= 0, row < rows else { continue }
      let count = line.unicodeScalars.count
      let anchor: Double
      // Text stays level: on a turned shape only a centred label stays on the shape.
      let turned = abs(t.m12) > 1e-9 || abs(t.m21) > 1e-9
      switch turned ? .center : appearance.textAlignment {
      case .center: anchor = center.x - Double(count) / 2
      case .leading: anchor = center.x - halfWidth + 1
      case .trailing: anchor = center.x + halfWidth - 1 - Double(count)
      }
      let start = min(columns, max(-count, Int(saturating: anchor.rounded())))
      for (i, original) in line.unicodeScalars.enumerated() {
        // In ASCII mode a label folds to 7-bit, one column a character.
        let scalar = ascii ? original.asciiFallbackCharacter : original
        let column = start + i
        guard column >= 0, column < columns else { continue }
        let block = PixelBlockReader(
          pixels: pixels, origin: row * ppr * pixelColumns + column * ppc, stride: pixelColumns,
          width: ppc, height: ppr)
        let under = block.firstPainted
        var color = appearance.textColor
        if options.colorMode.blendsAlpha, item.alpha < 0.995 {
          color = Self.blend(under ?? options.backdrop, color, item.alpha)
        }
        labels[row * columns + column] = Label(
          scalar: scalar, color: color, bold: appearance.isBold)
      }
    }
  }

  private func compose(
    pixels: inout [Color?], labels: [Label?], into canvas: inout Canvas, viewport: Viewport
  ) {
    let columns = viewport.columns
    let mode = options.colorMode
    let ppc = blitter.pixelsPerColumn
    let ppr = blitter.pixelsPerRow
    let pixelColumns = columns * ppc
    if mode.hasColor && mode != .trueColor {
      for i in pixels.indices { pixels[i] = pixels[i].map(mode.quantize) }
    }
    let glyph = blitter.glyph
    pixels.withUnsafeBufferPointer { buffer in
      for row in 0..<viewport.rows {
        for column in 0..<columns {
          let block = PixelBlock(
            pixels: buffer, origin: row * ppr * pixelColumns + column * ppc, stride: pixelColumns,
            width: ppc, height: ppr)
          let g: Glyph
          if let label = labels[row * columns + column] {
            let under = block.firstPainted
            if mode.hasColor {
              g = Glyph(
                scalar: label.scalar, foreground: mode.quantize(label.color), background: under,
                style: label.bold ? .bold : [])
            } else {
              var style: GlyphStyle = label.bold ? .bold : []
              if under != nil { style.insert(.reverse) }
              g = Glyph(scalar: label.scalar, style: style)
            }
          } else {
            g = glyph(block, mode)
          }
          canvas[viewport.x + column, viewport.y + row] = g
        }
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
