import Foundation
import TUICollectionView

/// What the browser shows: a directory's entries, filtered, in two sections, as a diffable
/// snapshot. Reading the disk and filtering are separate from the collection view, so tests
/// can drive the model on a temporary tree.
public struct DirectoryModel: Sendable {
  /// The directory shown, as an absolute path.
  public private(set) var path: String
  /// Every entry of the directory (hidden ones left out), folders and files sorted by name.
  public private(set) var entries: [DirectoryEntry] = []
  /// The filter typed so far; entries whose names contain it (ignoring case) are shown.
  public var filter = ""

  /// Reads the directory at `path`.
  public init(path: String) throws {
    self.path = URL(fileURLWithPath: path).standardizedFileURL.path
    try reload()
  }

  /// Reads the directory again.
  public mutating func reload() throws {
    let manager = FileManager.default
    let names = try manager.contentsOfDirectory(atPath: path)
    entries = names.filter { !$0.hasPrefix(".") }.map { name in
      let full = (path as NSString).appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(atPath: full, isDirectory: &isDirectory)
      let size = (try? manager.attributesOfItem(atPath: full)[.size] as? NSNumber)?.int64Value ?? 0
      return DirectoryEntry(
        name: name, isDirectory: isDirectory.boolValue, size: isDirectory.boolValue ? 0 : size)
    }.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
  }

  /// Moves into the subdirectory `name`; the filter is cleared.
  public mutating func open(_ name: String) throws {
    let target = (path as NSString).appendingPathComponent(name)
    let previous = self
    path = URL(fileURLWithPath: target).standardizedFileURL.path
    filter = ""
    do { try reload() } catch {
      self = previous
      throw error
    }
  }

  /// Moves to the parent directory; returns the name of the directory left, to put the cursor
  /// on it, or `nil` at the root.
  @discardableResult
  public mutating func goUp() throws -> String? {
    guard path != "/" else { return nil }
    let left = (path as NSString).lastPathComponent
    try open("..")
    return left
  }

  /// The entries shown in a section.
  public func visibleEntries(in section: BrowserSection) -> [DirectoryEntry] {
    entries.filter { entry in
      (entry.isDirectory == (section == .folders))
        && (filter.isEmpty || entry.name.localizedCaseInsensitiveContains(filter))
    }
  }

  /// The entry named `name`, if it is in the directory.
  public func entry(named name: String) -> DirectoryEntry? {
    entries.first { $0.name == name }
  }

  /// Both sections and their entries' names, for a diffable data source.
  public var snapshot: DiffableDataSourceSnapshot<BrowserSection, String> {
    var snapshot = DiffableDataSourceSnapshot<BrowserSection, String>()
    // Names in a directory are unique, so neither append can meet a duplicate.
    snapshot.appendSections(BrowserSection.allCases)
    for section in BrowserSection.allCases {
      snapshot.appendItems(visibleEntries(in: section).map(\.name), toSection: section)
    }
    return snapshot
  }
}
