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
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  /// No supplementary views.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView? { nil }
}
