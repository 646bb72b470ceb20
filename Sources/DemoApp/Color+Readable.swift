import TUICollectionView

extension Color {
  /// This colour darkened, a twentieth towards black at a time, until white text on it reads
  /// at WCAG's 4.5:1 in 24-bit colour and in xterm's 256 (the palette the demo is judged in): the
  /// App Store's tiles, a sent bubble and a badge keep their hue and their white text.
  var deepenedForWhiteText: Color {
    var color = self
    var fraction = 0.0
    func reads(_ c: Color) -> Bool {
      Color.white.contrastRatio(with: c) >= 4.6
        && Color.white.contrastRatio(with: ColorMode.palette256.quantize(c)) >= 4.6
    }
    while !reads(color) && fraction < 1 {
      fraction += 0.05
      color = mixed(with: .black, fraction: fraction)
    }
    return color
  }
}
