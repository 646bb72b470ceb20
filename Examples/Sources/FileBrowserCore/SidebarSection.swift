/// The sidebar's one section: the outline of folders.
public enum SidebarSection: Hashable, Sendable {
  /// The folders under the browser's root.
  case folders
}
