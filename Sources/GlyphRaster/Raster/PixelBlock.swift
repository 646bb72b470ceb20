import CollectionCore

/// The pixels under one glyph, as a blitter sees them: `width` × `height` colours (nil where
/// nothing was painted), row by row from the top left.
public struct PixelBlock {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  private let pixels: UnsafeBufferPointer<UInt32>
  private let origin: Int
  private let stride: Int

  init(pixels: UnsafeBufferPointer<UInt32>, origin: Int, stride: Int, width: Int, height: Int) {
    self.pixels = pixels
    self.origin = origin
    self.stride = stride
    self.width = width
    self.height = height
  }

  /// The pixel at a column and row of the block.
  @inline(__always)
  public subscript(x: Int, y: Int) -> Color? { Pixel.color(pixels[origin + y * stride + x]) }

  /// The pixel at an index, row by row from the top left, as stored (0 where nothing was
  /// painted).
  @inline(__always)
  func value(_ index: Int) -> UInt32 {
    pixels[origin + (index / width) * stride + index % width]
  }

  /// The colour a label drawn over this glyph sits on: the one most of its painted pixels hold,
  /// `preferred` (the packed fill of the label's own element) where it ties for most, or nil
  /// when nothing is painted.
  func labelBackground(preferring preferred: UInt32?) -> Color? {
    let count = width * height
    var best = Pixel.none
    var bestCount = 0
    for i in 0..<count {
      let p = value(i)
      guard p != Pixel.none, p != best else { continue }
      var n = 0
      for j in 0..<count where value(j) == p { n += 1 }
      if n > bestCount || (n == bestCount && p == preferred) {
        best = p
        bestCount = n
      }
    }
    return bestCount > 0 ? Pixel.unpackedColor(best) : nil
  }

  /// The value every pixel holds (`Pixel.none` when none is painted), if they all hold one.
  @inline(__always)
  var uniformValue: UInt32? {
    let first = pixels[origin]
    for y in 0..<height {
      let start = origin + y * stride
      for x in 0..<width where pixels[start + x] != first { return nil }
    }
    return first
  }

  /// A mask of the painted pixels: bit `y * width + x` for each.
  var paintedMask: Int {
    var mask = 0
    for y in 0..<height {
      for x in 0..<width where pixels[origin + y * stride + x] != Pixel.none {
        mask |= 1 << (y * width + x)
      }
    }
    return mask
  }
}
