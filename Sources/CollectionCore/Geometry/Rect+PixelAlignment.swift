extension Rect {
  /// The rectangle with its edges rounded to the nearest edges of pixels `pixel` points in size
  /// (whole points by default).
  func pixelAligned(to pixel: Size = Size(width: 1, height: 1)) -> Rect {
    func round(_ value: Double, _ step: Double) -> Double {
      step > 0 && step.isFinite ? (value / step).rounded() * step : value
    }
    let minX = round(self.minX, pixel.width)
    let minY = round(self.minY, pixel.height)
    return Rect(
      x: minX, y: minY, width: round(maxX, pixel.width) - minX,
      height: round(maxY, pixel.height) - minY)
  }
}
