/// The rasterizer's working buffers (a frame's pixels and labels, half a megabyte at 200×50),
/// kept between frames. Allocated afresh each frame they were freed each frame too, and the
/// allocator gave the memory back to the kernel and faulted it in again every time (about a
/// hundred page faults a page jump). A frame hands them back saying where it wrote, and only
/// that part is cleared for the next (a page of cells from sprites paints few pixels).
final class RasterScratch {
  private var pixels: [UInt32] = []
  private var painted = 0..<0
  private var labels: [Rasterizer.Label?] = []
  private var labelled: [Range<Int>] = []

  /// `count` pixels, none painted.
  func takePixels(_ count: Int) -> [UInt32] {
    var taken = pixels
    pixels = []
    guard taken.count == count else { return [UInt32](repeating: Pixel.none, count: count) }
    taken.withUnsafeMutableBufferPointer {
      UnsafeMutableBufferPointer(rebasing: $0[painted]).update(repeating: Pixel.none)
    }
    return taken
  }

  /// `count` glyphs' labels, none placed.
  func takeLabels(_ count: Int) -> [Rasterizer.Label?] {
    var taken = labels
    labels = []
    guard taken.count == count else { return [Rasterizer.Label?](repeating: nil, count: count) }
    taken.withUnsafeMutableBufferPointer { buffer in
      for range in labelled {
        UnsafeMutableBufferPointer(rebasing: buffer[range]).update(repeating: nil)
      }
    }
    return taken
  }

  /// Keeps buffers for the next frame, with the indices its pixels and labels may have been
  /// written at (everything else is as `take…` gave it).
  func give(
    pixels: [UInt32], painted: Range<Int>, labels: [Rasterizer.Label?], labelled: [Range<Int>]
  ) {
    self.pixels = pixels
    self.painted = painted.clamped(to: 0..<pixels.count)
    self.labels = labels
    self.labelled = labelled.map { $0.clamped(to: 0..<labels.count) }
  }
}
