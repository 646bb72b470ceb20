import Foundation

/// The folders under a root, each read from the disk the first time the sidebar's outline opens
/// it (with `readdir`'s entry types, so a folder of 10,000 files costs no `stat` per file).
public struct FolderTree: Sendable {
  /// The top folder of the outline, as an absolute path.
  public private(set) var root: String
  /// The subfolders of each folder read so far, as absolute paths in natural order.
  private var read: [String: [String]] = [:]

  /// A tree on `root`, nothing read yet.
  public init(root: String) {
    self.root = Self.standardized(root)
  }

  /// The subfolders of a folder, if it was read.
  public func subfolders(of path: String) -> [String]? { read[path] }

  /// Whether a folder was read and has no subfolders (its row needs no disclosure).
  public func hasNoSubfolders(_ path: String) -> Bool { read[path]?.isEmpty == true }

  /// The subfolders of a folder, read now if they were not: hidden ones left out, in the order
  /// Finder sorts names; a folder that cannot be read has none.
  public mutating func readSubfolders(of path: String) -> [String] {
    if let known = read[path] { return known }
    let found = Self.listSubfolders(of: path)
    read[path] = found
    return found
  }

  /// Makes the root's parent the root (Backspace at the top); `false` at `/`.
  public mutating func rootAtParent() -> Bool {
    guard let parent = Self.parent(of: root) else { return false }
    root = parent
    return true
  }

  /// The folders from the root down to `path` (both included), if `path` is under the root.
  public func chain(to path: String) -> [String]? {
    guard path == root || path.hasPrefix(root == "/" ? "/" : root + "/") else { return nil }
    var chain = [path]
    var current = path
    while current != root, let parent = Self.parent(of: current) {
      chain.insert(parent, at: 0)
      current = parent
    }
    return chain
  }

  /// A folder's name as the outline shows it (`/` for the root of the disk).
  public static func name(of path: String) -> String {
    path == "/" ? "/" : (path as NSString).lastPathComponent
  }

  /// The path of `name` inside the folder `path`, made standard (`..` goes up).
  public static func child(_ name: String, of path: String) -> String {
    standardized((path as NSString).appendingPathComponent(name))
  }

  /// The folder holding `path`, or `nil` for `/`.
  public static func parent(of path: String) -> String? {
    guard path != "/" else { return nil }
    let parent = (path as NSString).deletingLastPathComponent
    return parent.isEmpty ? "/" : parent
  }

  /// A path made absolute and standard (no `..`, no trailing slash).
  public static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// The subfolders of a folder on disk: `readdir`'s type where it knows it, `stat` for links
  /// and file systems that do not say.
  static func listSubfolders(of path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    let prefix = path == "/" ? "/" : path + "/"
    var names: [NaturalOrder.Key] = []
    var info = stat()
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      guard !name.hasPrefix(".") else { continue }
      let type = Int32(entry.pointee.d_type)
      let isDirectory: Bool
      if type == Int32(DT_DIR) {
        isDirectory = true
      } else if type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) {
        isDirectory = stat(prefix + name, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
      } else {
        isDirectory = false
      }
      if isDirectory { names.append(NaturalOrder.Key(name)) }
    }
    return names.sorted(by: NaturalOrder.precedes).map { prefix + $0.name }
  }
}
