extension String {
  /// The number of Unicode scalars (`unicodeScalars.count`), counted over the UTF-8 bytes: a
  /// scalar starts at every byte that does not continue one. A label's length, on every frame,
  /// without the scalar view's index walk.
  var scalarCount: Int {
    var count = 0
    for byte in utf8 where byte & 0xC0 != 0x80 { count += 1 }
    return count
  }
}
