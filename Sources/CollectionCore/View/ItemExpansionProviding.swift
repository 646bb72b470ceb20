/// A data source that knows an outline (a diffable data source with section snapshots): which
/// items are expanded, at what level, under which parent — and that can expand or collapse one
/// as the user asks, through the app's section snapshot handlers.
protocol ItemExpansionProviding: AnyObject {
  /// Whether the item at an index path is an expanded parent.
  func isItemExpanded(at indexPath: IndexPath) -> Bool
  /// The level of the item at an index path in its section's outline; `nil` outside one.
  func outlineLevel(at indexPath: IndexPath) -> Int?
  /// Where the item at an index path sits in its section's outline; `nil` outside one.
  func outlineItem(at indexPath: IndexPath) -> OutlineItem?
  /// Expands or collapses the item at an index path as the user asked, animated, if the
  /// handlers allow; returns whether it changed.
  func setItemExpanded(_ expanded: Bool, at indexPath: IndexPath) -> Bool
}

/// Where an item sits in an outline, as the keys and the disclosure accessory need it.
package struct OutlineItem: Hashable, Sendable {
  /// Its depth: 0 at the top level.
  package var level: Int
  /// Whether it is expanded.
  package var isExpanded: Bool
  /// Whether it can expand: it has children, or the app fills them in when it expands.
  package var canExpand: Bool
  /// Its parent's index path, when it has a parent.
  package var parent: IndexPath?
  /// Its first child's index path, when it is expanded and has one.
  package var firstChild: IndexPath?
}
