/// The browser's two sections: folders first, then files.
public enum BrowserSection: String, Hashable, Sendable, CaseIterable {
  /// Directories.
  case folders
  /// Everything else.
  case files

  /// The header's title.
  public var title: String {
    switch self {
    case .folders: "Folders"
    case .files: "Files"
    }
  }
}
