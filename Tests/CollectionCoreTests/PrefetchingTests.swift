import TestSupport
import Testing

@testable import CollectionCore

/// Prefetching (UICollectionViewDataSourcePrefetching), written as Apple's "Prefetching
/// collection view data" sample writes it: one data source that is also the prefetch data
/// source, starting a load per model item in `prefetchItemsAt` and cancelling it in
/// `cancelPrefetchingForItemsAt`.
///
/// The list is a flow of one item a line, 76 × 8 with 2 points around: item i spans y = 2 + 10i
/// … 10 + 10i, in a viewport 80 × 40 (a screen is four items).
@Suite("Prefetching")
struct PrefetchingTests {
  /// Photos whose thumbnails load ahead of the scroll (the sample's data source and its
  /// `AsyncFetcher`). It notes every call, and anything UIKit would never do: an item asked for
  /// while it loads, a cancel of an item not loading, an item asked for while it is on screen or
  /// not ahead of the bounds.
  final class PhotoDataSource: CollectionViewDataSource, CollectionViewDataSourcePrefetching {
    var photos: [String]
    /// The photos whose loads are running.
    var loading: Set<String> = []
    /// Every `prefetchItemsAt` call's index paths, in order.
    var prefetchCalls: [[IndexPath]] = []
    /// Every `cancelPrefetchingForItemsAt` call's index paths, in order.
    var cancelCalls: [[IndexPath]] = []
    /// What went against UIKit's rules.
    var problems: [String] = []

    init(count: Int) { photos = (0..<count).map { "p\($0)" } }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { photos.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
      let photo = photos[indexPath.item]
      cell.text = photo
      // The cell shows what the load brought (or loads it now): it is no longer ahead.
      loading.remove(photo)
      return cell
    }

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
      prefetchCalls.append(indexPaths)
      let visible = Set(collectionView.indexPathsForVisibleItems)
      let bounds = collectionView.bounds
      for indexPath in indexPaths {
        let photo = photos[indexPath.item]
        if !loading.insert(photo).inserted { problems.append("\(photo) asked for twice") }
        if visible.contains(indexPath) { problems.append("\(photo) asked for on screen") }
        if let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame,
          frame.intersects(bounds)
        {
          problems.append("\(photo) asked for inside the bounds")
        }
      }
    }

    func collectionView(
      _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      cancelCalls.append(indexPaths)
      for indexPath in indexPaths {
        let photo = photos[indexPath.item]
        if loading.remove(photo) == nil { problems.append("\(photo) cancelled, not loading") }
      }
    }

    /// The furthest item asked for so far.
    var furthest: Int { prefetchCalls.joined().map(\.item).max() ?? -1 }
  }

  /// A collection view, its clock and the data source (which the view holds weakly).
  struct List {
    let cv: CollectionView
    let clock: ManualClock
    let photos: PhotoDataSource

    /// Scrolls by `dy` a frame for `frames` frames, as a drag or the wheel moves the offset.
    func scroll(by dy: Double, frames: Int = 1) {
      for _ in 0..<frames {
        clock.advance(by: 1.0 / 60)
        cv.contentOffset = Point(x: 0, y: cv.contentOffset.y + dy)
      }
    }

    /// Runs the animations to their end, a frame at a time.
    func settle() {
      var frames = 0
      while cv.isAnimating, frames < 600 {
        clock.advance(by: 1.0 / 60)
        cv.tick()
        frames += 1
      }
    }
  }

  private func makeList(count: Int = 1000) -> List {
    let clock = ManualClock()
    let layout = makeFlowLayout(
      itemSize: Size(width: 76, height: 8), inset: EdgeInsets(all: 2), interitem: 2, line: 2)
    let collectionView = CollectionView(
      frameSize: Size(width: 80, height: 40), collectionViewLayout: layout, clock: clock)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    let photos = PhotoDataSource(count: count)
    collectionView.dataSource = photos
    collectionView.prefetchDataSource = photos
    collectionView.layoutIfNeeded()
    return List(cv: collectionView, clock: clock, photos: photos)
  }

  private func paths(_ items: some Sequence<Int>) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: 0) }
  }

  @Test func aDownwardScrollAsksForTheItemsBelowTheBoundsAndNoneOnScreen() {
    let list = makeList()
    #expect(list.cv.isPrefetchingEnabled)
    #expect(list.photos.prefetchCalls.isEmpty, "nothing before the content moves")
    // 1 point a frame (60 points a second) is slow: about a screen ahead. At y = 1 items 0…3
    // show (item 3 ends at 40) and the screen below holds 4…7.
    list.scroll(by: 1)
    #expect(list.photos.prefetchCalls == [paths(4...7)])
    list.scroll(by: 1, frames: 29)
    // At y = 30 items 3…6 show, and the screen below (70…110) holds 7…10.
    #expect(list.photos.furthest == 10)
    #expect(list.photos.prefetchCalls.joined().map(\.item) == Array(4...10))
    #expect(list.photos.loading == ["p7", "p8", "p9", "p10"])
    #expect(list.photos.cancelCalls.isEmpty)
    #expect(list.photos.problems.isEmpty, "\(list.photos.problems)")
  }

  @Test func aFasterScrollAsksFurtherAhead() {
    let slow = makeList()
    slow.scroll(by: 1)
    // 8 points a frame is 480 points a second: the half second ahead is 240 points, four
    // screens at most (48…208: items 5…20).
    let fast = makeList()
    fast.scroll(by: 8)
    #expect(slow.photos.furthest == 7)
    #expect(fast.photos.furthest == 20)
    #expect(fast.photos.prefetchCalls == [paths(5...20)], "nearest first")
    // An animated page down asks at once for the page it lands on and the screen past it.
    let page = makeList()
    page.cv.setContentOffset(Point(x: 0, y: 40), animated: true)
    page.clock.advance(by: 1.0 / 60)
    page.cv.tick()
    let firstFrame = page.photos.furthest
    #expect(firstFrame > slow.photos.furthest)
    #expect(firstFrame >= 11, "the screen past y = 40 … 80 ends at 120: item 11")
    // However fast, no more than four screens ahead.
    let flick = makeList()
    flick.scroll(by: 100)
    #expect(flick.photos.furthest == 29, "140 … 300: items 14 … 29")
    for list in [slow, fast, page, flick] {
      #expect(list.photos.problems.isEmpty, "\(list.photos.problems)")
    }
  }

  @Test func turningBackCancelsWhatTheScrollWasHeadingFor() {
    let list = makeList()
    list.scroll(by: 1, frames: 20)
    // At y = 20 items 2…5 show; 6…9 were asked for and are loading.
    #expect(list.photos.loading == ["p6", "p7", "p8", "p9"])
    list.scroll(by: -1)
    // At y = 19 the scroll heads up: the loads below are cancelled (item 1 came on screen, item
    // 0 above it is asked for).
    #expect(list.photos.cancelCalls == [paths(6...9)])
    #expect(list.photos.prefetchCalls.last == paths([0]))
    #expect(list.photos.loading == ["p0"])
    #expect(list.photos.problems.isEmpty, "\(list.photos.problems)")
  }

  @Test func itemsAJumpLeavesBehindAreCancelled() {
    let list = makeList()
    list.scroll(by: 1, frames: 20)
    #expect(list.photos.loading == ["p6", "p7", "p8", "p9"])
    // A jump of 480 points after ten seconds: a slow move, looking a screen ahead.
    list.clock.advance(by: 10)
    list.cv.setContentOffset(Point(x: 0, y: 500), animated: false)
    // Still heading down, but 6…9 now lie far behind the bounds: cancelled, never displayed.
    #expect(list.photos.cancelCalls == [paths(6...9)])
    // y = 500 … 540 shows items 50…53 (item 49 ends at 500); the screen ahead holds 54…57.
    #expect(list.photos.prefetchCalls.last == paths(54...57))
    #expect(list.photos.problems.isEmpty, "\(list.photos.problems)")
  }

  @Test func itemsThatComeOnScreenAreDisplayedNotCancelled() {
    let list = makeList()
    list.scroll(by: 1, frames: 80)
    // Everything asked for either came on screen or is still ahead: no cancel.
    #expect(list.photos.cancelCalls.isEmpty)
    let onScreen = Set(list.cv.indexPathsForVisibleItems.map { list.photos.photos[$0.item] })
    #expect(list.photos.loading.isDisjoint(with: onScreen))
    #expect(list.photos.loading == ["p12", "p13", "p14", "p15"])
  }

  @Test func nothingIsCalledWhenPrefetchingIsOff() {
    let list = makeList()
    list.cv.isPrefetchingEnabled = false
    list.scroll(by: 1, frames: 30)
    list.scroll(by: 8, frames: 10)
    list.scroll(by: -3, frames: 10)
    list.cv.setContentOffset(Point(x: 0, y: 2000), animated: true)
    list.settle()
    #expect(list.photos.prefetchCalls.isEmpty)
    #expect(list.photos.cancelCalls.isEmpty)
    // On again, the next scroll asks.
    list.cv.isPrefetchingEnabled = true
    list.scroll(by: -1, frames: 2)
    #expect(!list.photos.prefetchCalls.isEmpty)
  }

  @Test func anInsertedItemMovesTheItemsAskedForToTheirNewIndexPaths() {
    let list = makeList()
    list.scroll(by: 1)
    #expect(list.photos.loading == ["p4", "p5", "p6", "p7"])
    list.photos.photos.insert("new", at: 0)
    list.cv.insertItems(at: [IndexPath(item: 0, section: 0)])
    // Everything moved down a line: p4…p7 are items 5…8, still asked for (not again). p3, on
    // screen before, is item 4 now, below the bounds: asked for; p7 (item 8) fell out of the
    // screen ahead: cancelled by its new index path.
    #expect(list.photos.cancelCalls == [paths([8])])
    #expect(list.photos.prefetchCalls.last == paths([4]))
    #expect(list.photos.loading == ["p3", "p4", "p5", "p6"])
    // A deleted item that was asked for is dropped, not cancelled (the app deleted it and
    // stops its own load); the items after it move up with what was asked for them.
    let cancels = list.photos.cancelCalls.count
    list.photos.photos.remove(at: 6)
    list.photos.loading.remove("p5")
    list.cv.deleteItems(at: [IndexPath(item: 6, section: 0)])
    #expect(list.photos.cancelCalls.count == cancels)
    // p6 is item 6 again, still loading; p7 moved up into the screen ahead: asked for again.
    #expect(list.photos.prefetchCalls.last == paths([7]))
    #expect(list.photos.loading == ["p3", "p4", "p6", "p7"])
    list.settle()
    list.scroll(by: 1, frames: 20)
    #expect(list.photos.problems.isEmpty, "\(list.photos.problems)")
  }

  @Test func noItemIsAskedForTwice() {
    let list = makeList()
    list.scroll(by: 1, frames: 20)
    list.scroll(by: 6, frames: 10)
    list.scroll(by: 2, frames: 10)
    for _ in 0..<3 {
      list.cv.setContentOffset(Point(x: 0, y: list.cv.contentOffset.y + 40), animated: true)
      list.settle()
    }
    list.scroll(by: 1, frames: 20)
    let asked = list.photos.prefetchCalls.joined().map(\.item)
    #expect(asked.count == Set(asked).count, "\(asked)")
    #expect(asked.first == 4)
    #expect(list.photos.problems.isEmpty, "\(list.photos.problems)")
  }

  @Test func withoutAPrefetchDataSourceTheLayoutIsAskedNothingMore() {
    let list = makeList()
    list.cv.prefetchDataSource = nil
    list.cv.layoutEvents.removeAll()
    list.scroll(by: 1, frames: 10)
    #expect(list.cv.layoutEvents.count(of: .elementsInRect) == 10, "one query a frame")
    // With one, a second query a frame, over a rect ahead of the bounds of at most four screens.
    list.cv.prefetchDataSource = list.photos
    list.cv.layoutEvents.removeAll()
    list.scroll(by: 50, frames: 10)
    #expect(list.cv.layoutEvents.count(of: .elementsInRect) == 20)
    for case .elementsInRect(let rect, _) in list.cv.layoutEvents {
      #expect(rect.height <= 5 * 40)
    }
  }

  @Test func theDataSourceIsHeldWeakly() {
    let list = makeList()
    weak var gone: PhotoDataSource?
    do {
      let other = PhotoDataSource(count: 10)
      gone = other
      list.cv.prefetchDataSource = other
    }
    #expect(gone == nil)
    #expect(list.cv.prefetchDataSource == nil)
    list.scroll(by: 1)
  }
}
