import SpiralLayout
import TUICollectionView
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Numbered items for the tests.
final class Items: CollectionViewDataSource {
  var count: Int
  init(_ count: Int) { self.count = count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}

/// The tutorial's layout against its formulas.
@Suite("Spiral layout")
struct SpiralLayoutTests {
  let clock = ManualClock()
  let items: Items
  let layout = SpiralLayout()
  let collectionView: CollectionView

  init() {
    items = Items(40)
    collectionView = CollectionView(
      frameSize: Size(width: 80, height: 56), collectionViewLayout: layout, clock: clock)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = items
    collectionView.layoutIfNeeded()
  }

  func attributes(_ item: Int) -> LayoutAttributes? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
  }

  @Test func theArcLengthIsInvertedExactly() {
    for s in stride(from: 0.5, through: 400, by: 7.3) {
      #expect(abs(layout.arcLength(atAngle: layout.angle(atArcLength: s)) - s) < 1e-9)
    }
    // A hand-worked value: b = 12/2π, θ = 2π gives b/2·(2π·√(1 + 4π²) + asinh 2π).
    let b = 12 / (2 * Double.pi)
    let theta = 2 * Double.pi
    let expected = b / 2 * (theta * (1 + theta * theta).squareRoot() + asinh(theta))
    #expect(abs(layout.arcLength(atAngle: theta) - expected) < 1e-12)
  }

  @Test func theSpiralFitsTheViewportAndItem0RestsAtTheRim() {
    // min(80, 56)/2 − 8/2 = 24 points.
    #expect(layout.rimRadius == 24)
    let a = try! #require(attributes(0))
    let distance = hypot(a.center.x - 40, a.center.y - 28)
    #expect(abs(distance - 24) < 1e-9)
    #expect(a.alpha == 1)
    #expect(abs(a.transform3D.decomposed().scale[0] - 1) < 1e-9)
    #expect(layout.collectionViewContentSize == Size(width: 80 + 39 * 9, height: 56))
  }

  @Test func everyItemLiesOnTheSpiralTurnedToItsTangent() {
    let b = layout.growthPerRadian
    for item in 0..<10 {
      guard let a = attributes(item) else { continue }
      let s = layout.arcPosition(ofItem: item, offsetX: 0)
      let theta = layout.angle(atArcLength: s)
      // On r = bθ, at the angle θ (mod 2π).
      let (dx, dy) = (a.center.x - 40, a.center.y - 28)
      #expect(abs(hypot(dx, dy) - b * theta) < 1e-9)
      #expect(abs(remainder(atan2(dy, dx) - theta, 2 * .pi)) < 1e-9)
      // Turned to the tangent d/dθ (bθ cos θ, bθ sin θ).
      let tangent = atan2(sin(theta) + theta * cos(theta), cos(theta) - theta * sin(theta))
      #expect(abs(remainder(a.transform3D.rotationAngle - tangent, 2 * .pi)) < 1e-9)
      // Shrinking toward the centre: 0.3 + 0.7·r/R.
      let scale = 0.3 + 0.7 * min(1, b * theta / 24)
      #expect(abs(a.transform3D.decomposed().scale[0] - scale) < 1e-9)
    }
  }

  @Test func neighboursAreOneSpacingApartAlongTheSpiral() {
    for item in 0..<8 {
      let s0 = layout.arcPosition(ofItem: item, offsetX: 0)
      let s1 = layout.arcPosition(ofItem: item + 1, offsetX: 0)
      #expect(abs((s0 - s1) - 9) < 1e-12)
    }
  }

  @Test func onlyTheItemsOnTheSpiralAreQueriedWhateverTheCount() {
    items.count = 1_000_000
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    collectionView.setContentOffset(Point(x: 9 * 500_000, y: 0), animated: false)
    collectionView.layoutIfNeeded()
    let visible = layout.layoutAttributesForElements(in: collectionView.bounds)
    #expect(!visible.isEmpty)
    #expect(visible.count < 100)
    // Item 500,000 is at the rim now.
    let rim = try! #require(visible.first { $0.indexPath.item == 500_000 })
    let center = collectionView.bounds.center
    #expect(abs(hypot(rim.center.x - center.x, rim.center.y - center.y) - 24) < 1e-6)
    #expect(collectionView._invariantViolations() == [])
  }

  @Test(arguments: [
    (0.0, 0.0), (4.4, 0.0), (4.6, 9.0), (13.6, 18.0), (-20.0, 0.0), (10_000.0, 351.0),
  ])
  func aScrollRestsWithAnItemAtTheRim(proposed: Double, expected: Double) {
    let target = layout.targetContentOffset(
      forProposedContentOffset: Point(x: proposed, y: 0), withScrollingVelocity: .zero)
    #expect(target == Point(x: expected, y: 0))
  }

  @Test func anItemPastTheRimFadesWithinOneSpacing() {
    collectionView.setContentOffset(Point(x: 4.5, y: 0), animated: false)
    collectionView.layoutIfNeeded()
    #expect(abs(attributes(0)!.alpha - 0.5) < 1e-9)
    collectionView.setContentOffset(Point(x: 9, y: 0), animated: false)
    collectionView.layoutIfNeeded()
    #expect(attributes(0) == nil)
  }

  /// What the collection view presents for `view` now.
  func presented(_ view: CollectionReusableView) -> LayoutAttributes? {
    collectionView.presentedElements().first { $0.view === view }?.attributes
  }

  @Test func insertedItemsGrowOutOfTheCentreAndDeletedOnesFlyOff() throws {
    items.count = 41
    collectionView.performBatchUpdates {
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    // The animation's first frame shows the layout's appearing attributes.
    let inserted = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let start = try #require(presented(inserted))
    #expect(start.center == Point(x: 40, y: 28))
    #expect(start.alpha == 0)
    #expect(abs(start.transform3D.decomposed().scale[0] - 0.1) < 1e-9)
    clock.advance(by: 1)
    collectionView.tick()
    #expect(!collectionView.isAnimating)

    let rim = try #require(attributes(0))
    let leaving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    items.count = 40
    collectionView.performBatchUpdates {
      collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }
    // Just before its animation ends, the deleted cell is two spacings along its tangent.
    clock.advance(by: collectionView.animationDuration - 1e-6)
    collectionView.tick()
    let end = try #require(presented(leaving))
    let angle = rim.transform3D.rotationAngle
    #expect(abs(end.center.x - (rim.center.x + 18 * cos(angle))) < 1e-3)
    #expect(abs(end.center.y - (rim.center.y + 18 * sin(angle))) < 1e-3)
    #expect(end.alpha < 1e-3)
    clock.advance(by: 1)
    collectionView.tick()
    #expect(!collectionView.isAnimating)
    #expect(collectionView._invariantViolations() == [])
  }
}
