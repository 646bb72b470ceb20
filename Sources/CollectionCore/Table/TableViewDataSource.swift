/// Supplies a table view's rows, section titles and edits (UITableViewDataSource).
///
/// It refines `CollectionViewDataSource`, whose methods it answers from these (see
/// `TableViewDataSource+CollectionView.swift`), so a type that implements the table's methods
/// is a table view's data source as in UIKit. Every method but the row count and the cell has a
/// default.
public protocol TableViewDataSource: CollectionViewDataSource {
  /// The number of sections; 1 unless implemented.
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows in a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// A configured cell for a row, usually from `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// A section's header title; `nil` (the default) shows no header.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// A section's footer title; `nil` (the default) shows no footer.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
  /// Whether a row may be edited (deleted or inserted by its editing style); true by default.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// The user deleted or inserted a row (its editing control, or the swipe's Delete): change
  /// the model, then delete or insert the row in the table.
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Whether a row may be moved by its reorder grip while editing; false by default (UIKit
  /// says true when `moveRowAt` is implemented, which Swift cannot ask).
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user moved a row: reorder the model (the table already shows the new order).
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No header.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// True.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// False.
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
