import CollectionCore

extension Color {
  /// Brightness with the Rec. 709 weights (the blitters' notion of darker).
  var relativeLuminanceForTests: Double {
    0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
  }
}
