/// The rasterizer's working buffers (a frame's pixels and labels, half a megabyte at 200×50),
/// kept between frames: allocated afresh each frame they were freed each frame too, and the
/// allocator gave the memory back to the kernel and faulted it in again every time (about a
/// hundred page faults a page jump).
final class RasterScratch {
  private var pixels: [UInt32] = []
  private var labels: [Rasterizer.Label?] = []

  /// `count` pixels, none painted.
  func takePixels(_ count: Int) -> [UInt32] {
    var taken = pixels
    pixels = []
    guard taken.count == count else { return [UInt32](repeating: Pixel.none, count: count) }
    taken.withUnsafeMutableBufferPointer { $0.update(repeating: Pixel.none) }
    return taken
  }

  /// `count` glyphs' labels, none placed.
  func takeLabels(_ count: Int) -> [Rasterizer.Label?] {
    var taken = labels
    labels = []
    guard taken.count == count else { return [Rasterizer.Label?](repeating: nil, count: count) }
    taken.withUnsafeMutableBufferPointer { $0.update(repeating: nil) }
    return taken
  }

  /// Keeps buffers for the next frame.
  func give(pixels: [UInt32], labels: [Rasterizer.Label?]) {
    self.pixels = pixels
    self.labels = labels
  }
}
