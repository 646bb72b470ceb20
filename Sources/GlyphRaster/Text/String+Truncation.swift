extension String {
  /// The string cut to `width` characters, ending in `ellipsis` when something was cut (and
  /// there is room for more than the ellipsis).
  func truncated(toWidth width: Int, ellipsis: String) -> String {
    guard count > width else { return self }
    guard width > ellipsis.count else { return String(prefix(max(0, width))) }
    return String(prefix(width - ellipsis.count)) + ellipsis
  }

  /// The string padded with spaces, or cut, to exactly `width` characters.
  func padded(toWidth width: Int) -> String {
    count >= width
      ? String(prefix(max(0, width))) : self + String(repeating: " ", count: width - count)
  }
}
