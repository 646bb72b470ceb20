/// One entry of a directory, as the browser shows it.
public struct DirectoryEntry: Hashable, Sendable {
  /// The entry's name within its directory (its identity in the diffable snapshot).
  public var name: String
  /// Whether it is a directory (or a link to one).
  public var isDirectory: Bool
  /// Its size in bytes (0 for directories).
  public var size: Int64
  /// When it was last modified, in seconds since 1970 (`nil` when unknown).
  public var modified: Int?

  /// Creates an entry.
  public init(name: String, isDirectory: Bool, size: Int64, modified: Int? = nil) {
    self.name = name
    self.isDirectory = isDirectory
    self.size = size
    self.modified = modified
  }

  /// The row's value: the size right-aligned in 7 columns (blank for a folder) and the
  /// modification date, so a list's values line up as `ls -l`'s do.
  public func valueText(now: Int) -> String {
    let size = isDirectory ? "" : formattedSize
    let padded = String(repeating: " ", count: max(0, 7 - size.count)) + size
    guard let modified else { return padded }
    return padded + "  " + ModificationDate.text(for: modified, now: now)
  }

  /// The size for a person: bytes, KB, MB, GB with one decimal below ten.
  public var formattedSize: String {
    if isDirectory { return "folder" }
    let units = ["B", "KB", "MB", "GB", "TB"]
    var value = Double(size)
    var unit = 0
    while value >= 1000 && unit < units.count - 1 {
      value /= 1000
      unit += 1
    }
    if unit == 0 { return "\(size) B" }
    let rounded = value < 10 ? (value * 10).rounded() / 10 : value.rounded()
    let text = rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
    return "\(text) \(units[unit])"
  }
}
