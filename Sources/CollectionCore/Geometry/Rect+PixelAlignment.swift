extension Rect {
  /// The rectangle with its edges rounded to whole points.
  var pixelAligned: Rect {
    let minX = self.minX.rounded()
    let minY = self.minY.rounded()
    return Rect(x: minX, y: minY, width: maxX.rounded() - minX, height: maxY.rounded() - minY)
  }
}
