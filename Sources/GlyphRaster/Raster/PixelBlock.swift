import CollectionCore

/// The pixels under one glyph, as a blitter sees them: `width` × `height` colours (nil where
/// nothing was painted), row by row from the top left.
public struct PixelBlock {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  private let pixels: UnsafeBufferPointer<Color?>
  private let origin: Int
  private let stride: Int

  init(pixels: UnsafeBufferPointer<Color?>, origin: Int, stride: Int, width: Int, height: Int) {
    self.pixels = pixels
    self.origin = origin
    self.stride = stride
    self.width = width
    self.height = height
  }

  /// The pixel at a column and row of the block.
  @inline(__always)
  public subscript(x: Int, y: Int) -> Color? { pixels[origin + y * stride + x] }

  /// The first painted pixel, row by row (what a label is drawn over).
  public var firstPainted: Color? {
    for y in 0..<height {
      for x in 0..<width {
        if let c = self[x, y] { return c }
      }
    }
    return nil
  }
}

/// The pixels under one glyph read from an array (for labels, which look before composing).
struct PixelBlockReader {
  let pixels: [Color?]
  let origin: Int
  let stride: Int
  let width: Int
  let height: Int

  /// The first painted pixel, row by row.
  var firstPainted: Color? {
    for y in 0..<height {
      for x in 0..<width {
        if let c = pixels[origin + y * stride + x] { return c }
      }
    }
    return nil
  }
}
