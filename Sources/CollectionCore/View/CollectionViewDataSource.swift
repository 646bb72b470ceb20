/// Supplies the counts and the views (UICollectionViewDataSource).
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections; 1 unless implemented.
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// The number of items in a section.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// A configured cell for an item, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// A configured header, footer or other supplementary view; `nil` shows nothing.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView?
  /// Whether the user may move an item (an interactive movement may begin on it).
  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// The user moved an item: reorder the model (called once, when an interactive movement ends
  /// somewhere else than it began).
  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  /// No supplementary views.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView? { nil }
  /// False: a data source that does not reorder its model cannot have its items moved.
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
