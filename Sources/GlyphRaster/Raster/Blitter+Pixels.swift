import CollectionCore

extension Blitter {
  /// The glyph for one block of pixels given as values: `pixelsPerColumn × pixelsPerRow`
  /// colours row by row from the top left, `nil` where nothing is painted, already in the mode's
  /// colours, on a terminal with a black background unless `backdrop` says otherwise.
  public func glyph(for pixels: [Color?], mode: ColorMode, backdrop: Color = .black) -> Glyph {
    precondition(pixels.count == pixelsPerColumn * pixelsPerRow, "one block of pixels")
    let values = pixels.map { $0.map(Pixel.pack) ?? Pixel.none }
    return values.withUnsafeBufferPointer { buffer in
      glyph(
        PixelBlock(
          pixels: buffer, origin: 0, stride: pixelsPerColumn, width: pixelsPerColumn,
          height: pixelsPerRow), mode, backdrop)
    }
  }
}
