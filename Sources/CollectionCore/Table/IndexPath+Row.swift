extension IndexPath {
  /// An index path for a table view's row in a section (IndexPath(row:section:)).
  public init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// The row's index within its section, as a table view names it: the same as `item`.
  public var row: Int {
    get { item }
    set { item = newValue }
  }
}
