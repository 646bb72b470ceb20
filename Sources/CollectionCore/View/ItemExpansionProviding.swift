/// A data source that knows which items are expanded in an outline (a diffable data source with
/// section snapshots): cells' configuration states say `isExpanded` from it.
protocol ItemExpansionProviding {
  /// Whether the item at an index path is an expanded parent.
  func isItemExpanded(at indexPath: IndexPath) -> Bool
}
