import TUICollectionView

/// The demo's collection-view delegate: the waterfall's item heights, seed 004's
/// `arc4random() % 150 + 40` made deterministic (a hash of the item: the section it was made
/// in and its number) and scaled by 0.1 to whole points, 4 to 19.
public final class DemoDelegate: CollectionViewDelegateWaterfallLayout {
  /// The model, whose sections' numbers stay with them when they move.
  let dataSource: DemoDataSource
  /// Called when a scroll comes to rest (a deceleration or an animated scroll ends).
  var scrollDidEnd: (() -> Void)?
  /// The demo, which reacts to highlight, selection and the edit menu.
  weak var app: DemoApp?

  /// Creates the delegate for a model.
  public init(dataSource: DemoDataSource) { self.dataSource = dataSource }

  /// The item's height, the same every run and wherever its section moves.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> Double {
    // The item's own height, wherever it has moved.
    guard let item = dataSource.demoItem(at: indexPath) else {
      return Self.height(sectionNumber: 0, item: indexPath.item)
    }
    return Self.height(sectionNumber: item.origin, item: item.number)
  }

  /// The heights of a run of items, found in the model run by run rather than item by item
  /// (the waterfall asks a block at a time, ten million items a `prepare()`); the same as asking
  /// for each.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightsForItemsAt items: Range<Int>,
    inSection section: Int
  ) -> [Double] {
    let sections = dataSource.sections
    guard sections.indices.contains(section), items.lowerBound >= 0,
      items.upperBound <= sections[section].count,
      section != 0 || dataSource.repeatCount == 1
    else {
      return items.map {
        self.collectionView(
          collectionView, layout: layout, heightForItemAt: IndexPath(item: $0, section: section))
      }
    }
    return [Double](unsafeUninitializedCapacity: items.count) { buffer, initialized in
      sections[section].items.forEach(in: items) {
        buffer[initialized] = Self.height(sectionNumber: $0.origin, item: $0.number)
        initialized += 1
      }
    }
  }

  /// `(hash % 150 + 40) · 0.1`, rounded: 4 to 19 points.
  public static func height(sectionNumber: Int, item: Int) -> Double {
    // The first number of SplitMix64 seeded with the section's number and the item.
    var generator = SplitMix64(
      seed: UInt64(truncatingIfNeeded: sectionNumber) &<< 32 ^ UInt64(truncatingIfNeeded: item))
    // `(Double(n) * 0.1).rounded()` for n = 40 … 189 is `(n + 5) / 10` exactly (the product is
    // never below a half it should round up from), without the C library's `round`: the waterfall
    // asks ten million of these.
    return Double((generator.next() % 150 + 45) / 10)
  }

  /// A coast came to rest.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    scrollDidEnd?()
  }

  /// An animated scroll (a key press) came to rest.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    scrollDidEnd?()
  }

  /// Seed 004's highlight: the cell zooms to ×2 over a second.
  public func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    app?.zoomHighlight(at: indexPath, to: 2)
  }

  /// And back over a second when the highlight goes.
  public func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    app?.zoomHighlight(at: indexPath, to: 1)
  }

  /// A selection does the layout's action where it has one.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  {
    app?.didSelectItem(at: indexPath)
  }

  /// Every item has a menu (seed 004's `shouldShowMenuForItemAtIndexPath:`).
  public func collectionView(
    _ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Copy always; Delete while more than one item is left; Move where the item can move.
  public func collectionView(
    _ collectionView: CollectionView, canPerformAction action: EditAction,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool {
    app?.canPerform(action, forItemAt: indexPath) ?? false
  }

  /// Performs a menu entry (seed 004's `performAction:` for `copy:`, and Delete and Move).
  public func collectionView(
    _ collectionView: CollectionView, performAction action: EditAction,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) {
    app?.perform(action, forItemAt: indexPath)
  }
}

extension DemoDelegate {
  /// A moved item stays in its own section on the Settings screen (favourites among
  /// favourites); elsewhere it goes where the layout proposes.
  public func collectionView(
    _ collectionView: CollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    guard app?.layoutEntry.content == .settings,
      proposedIndexPath.section != originalIndexPath.section
    else { return proposedIndexPath }
    return currentIndexPath
  }
}
