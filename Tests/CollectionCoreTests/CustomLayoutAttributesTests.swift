import TestSupport
import Testing

@testable import CollectionCore

/// Per-item data from a custom layout to its cells — what UIKit code does with a
/// `UICollectionViewLayoutAttributes` subclass and `layoutAttributesClass` — through the
/// attributes' `customValue`.
@Suite("Custom layout attributes")
struct CustomLayoutAttributesTests {
  /// A layout's own per-item value: how far down the content the item is.
  struct Depth: Hashable, Sendable {
    var fraction: Double
  }

  /// A flow layout that tells each cell its depth.
  final class DepthLayout: FlowLayout {
    var scale = 1.0
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
      super.layoutAttributesForElements(in: rect).map(withDepth)
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
      super.layoutAttributesForItem(at: indexPath).map(withDepth)
    }
    func withDepth(_ attributes: LayoutAttributes) -> LayoutAttributes {
      var a = attributes
      let height = max(1, collectionViewContentSize.height)
      a.customValue = Depth(fraction: (a.frame.minY / height * scale * 100).rounded() / 100)
      return a
    }
  }

  /// A cell that shows the depth its layout gave it, as a cell reading its attributes
  /// subclass's properties in `apply(_:)` does.
  final class DepthCell: CollectionViewCell {
    var depth: Depth?
    override func apply(_ layoutAttributes: LayoutAttributes) {
      super.apply(layoutAttributes)
      depth = layoutAttributes.customValue as? Depth
    }
  }

  @Test func cellsReadTheirLayoutsValueAndAreGivenItAgainWhenItChanges() throws {
    let layout = DepthLayout()
    layout.itemSize = Size(width: 80, height: 10)
    layout.minimumLineSpacing = 0
    layout.sectionInset = .zero
    let clock = ManualClock()
    let cv = CollectionView(
      frameSize: Size(width: 80, height: 100), collectionViewLayout: layout, clock: clock)
    cv.register(DepthCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = TestDataSource(counts: [10])
    cv.dataSource = dataSource
    let h = Harness(collectionView: cv, dataSource: dataSource, clock: clock, delegate: nil)
    h.cv.layoutIfNeeded()
    let third = try #require(h.cv.cellForItem(at: IndexPath(item: 2, section: 0)) as? DepthCell)
    #expect(third.depth == Depth(fraction: 0.2))
    // The layout's value changes: the attributes differ only in it, and the cell hears it.
    layout.scale = 2
    layout.invalidateLayout()
    h.cv.layoutIfNeeded()
    #expect(third.depth == Depth(fraction: 0.4))
    // Attributes with different values are not equal; with the same value, they are.
    var a = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    var b = a
    a.customValue = Depth(fraction: 0.5)
    #expect(a != b)
    b.customValue = Depth(fraction: 0.5)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    b.customValue = "another type"
    #expect(a != b)
  }
}
