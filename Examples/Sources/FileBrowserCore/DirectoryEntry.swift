/// One entry of a directory, as the browser shows it.
public struct DirectoryEntry: Hashable, Sendable {
  /// The entry's name within its directory (its identity in the diffable snapshot).
  public var name: String
  /// Whether it is a directory (or a link to one).
  public var isDirectory: Bool
  /// Its size in bytes (0 for directories).
  public var size: Int64

  /// Creates an entry.
  public init(name: String, isDirectory: Bool, size: Int64) {
    self.name = name
    self.isDirectory = isDirectory
    self.size = size
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
