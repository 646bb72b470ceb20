import TestSupport
import Testing

@testable import CollectionCore

/// UIKit code as Apple documents it, written here with the terminal's type names only: it
/// compiles unchanged and behaves as on iOS.
@Suite("UIKit fidelity")
struct UIKitFidelityTests {
  // MARK: The scroll view's delegate

  /// A scroll view delegate that implements only what a UIKit app usually does.
  final class DidScrollCounter: ScrollViewDelegate {
    var offsets: [Point] = []
    func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset) }
  }

  @Test func aDelegateWithOnlyScrollViewDidScrollHearsEveryStepOfAScroll() {
    let counter = DidScrollCounter()
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [500])
    h.cv.delegate = counter
    h.cv.setContentOffset(Point(x: 0, y: 300), animated: true)
    var shown: [Point] = []
    while h.cv.isAnimating {
      h.clock.advance(by: 1.0 / 60)
      h.cv.tick()
      if shown.last != h.cv.contentOffset { shown.append(h.cv.contentOffset) }
    }
    #expect(shown.count > 5)
    #expect(counter.offsets == shown)
    // A drag, and setting the offset in code, are heard too.
    counter.offsets = []
    h.cv.beginDragging()
    h.cv.drag(by: Point(x: 0, y: -10))
    h.cv.drag(by: Point(x: 0, y: -10))
    #expect(counter.offsets == [Point(x: 0, y: 290), Point(x: 0, y: 280)])
    h.cv.endDragging()
    h.settle()
    counter.offsets = []
    h.cv.contentOffset = Point(x: 0, y: 40)
    #expect(counter.offsets == [Point(x: 0, y: 40)])
  }

  /// The snapping code of countless UIKit apps: the target behind a pointer, the velocity in
  /// points per millisecond.
  final class PointerSnapper: ScrollViewDelegate {
    var velocities: [Point] = []
    func scrollViewWillEndDragging(
      _ scrollView: ScrollView, withVelocity velocity: Point,
      targetContentOffset: UnsafeMutablePointer<Point>
    ) {
      velocities.append(velocity)
      let pageHeight = 100.0
      targetContentOffset.pointee.y =
        (targetContentOffset.pointee.y / pageHeight).rounded()
        * pageHeight
    }
  }

  @Test func uikitsPointerSpellingOfWillEndDraggingIsCalledWithPointsPerMillisecond() {
    let snapper = PointerSnapper()
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [1000])
    h.cv.delegate = snapper
    h.cv.beginDragging()
    for _ in 0..<6 {
      h.cv.drag(by: Point(x: 0, y: 10))
      h.clock.advance(by: 0.02)
    }
    h.cv.endDragging()
    h.cv.playOut(h.clock)
    #expect(snapper.velocities.count == 1)
    // 60 points over the 0.15 s window: 400 points a second, 0.4 a millisecond, inside UIKit's
    // usual 0.1 to 10.
    let v = snapper.velocities[0].y
    #expect(v > 0.1 && v < 10)
    #expect(isClose(v, 0.4, 1e-9))
    #expect(h.cv.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
    #expect(h.cv.contentOffset.y >= 100)
  }

  @Test func scrollingCanBeSwitchedOffForTheUserOnly() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [500])
    h.cv.isScrollEnabled = false
    h.cv.drag(by: Point(x: 0, y: 50))
    h.cv.scrollGesture(by: Point(x: 0, y: 50))
    h.cv.scrollByUser(Point(x: 0, y: 50), animated: false)
    #expect(h.cv.contentOffset == .zero)
    #expect(!h.cv.isDragging && !h.cv.isTracking)
    h.cv.setContentOffset(Point(x: 0, y: 50), animated: false)
    #expect(h.cv.contentOffset == Point(x: 0, y: 50))
  }

  @Test func trackingBeginsWithATouchAndDraggingWithMovement() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [500])
    h.cv.touchesBegan(at: Point(x: 5, y: 5))
    #expect(h.cv.isTracking && !h.cv.isDragging)
    h.cv.touchesCancelled()
    h.cv.drag(by: Point(x: 0, y: 20))
    #expect(h.cv.isTracking && h.cv.isDragging)
    h.cv.endDragging()
    #expect(!h.cv.isTracking && !h.cv.isDragging)
  }

  // MARK: Insets

  /// UIKit puts `.top` just below the top inset, `.bottom` just above the bottom one and
  /// `.centeredVertically` in the middle of the area between them.
  @Test func scrollToItemLandsInsideTheInsetsAsUIKitPutsIt() throws {
    let h = makeCollectionView(
      layout: makeFlowLayout(itemSize: Size(width: 76, height: 10), inset: .zero, line: 0),
      counts: [200], size: Size(width: 80, height: 40))
    h.cv.contentInset = EdgeInsets(top: 6, left: 0, bottom: 4, right: 0)
    h.cv.layoutIfNeeded()
    let item = IndexPath(item: 50, section: 0)
    let frame = try #require(h.cv.layoutAttributesForItem(at: item)?.frame)
    h.cv.scrollToItem(at: item, at: .top, animated: false)
    #expect(h.cv.contentOffset.y == frame.minY - 6)
    h.cv.scrollToItem(at: item, at: .bottom, animated: false)
    #expect(h.cv.contentOffset.y == frame.maxY - 40 + 4)
    h.cv.scrollToItem(at: item, at: .centeredVertically, animated: false)
    #expect(h.cv.contentOffset.y == frame.midY - 6 - (40 - 6 - 4) / 2)
    // At the start and the end the offset stays inside the content, insets included.
    h.cv.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
    #expect(h.cv.contentOffset.y == -6)
    h.cv.scrollToItem(at: IndexPath(item: 199, section: 0), at: .top, animated: false)
    #expect(h.cv.contentOffset.y == h.cv.contentSize.height + 4 - 40)
  }

  @Test func scrollRectToVisibleShowsTheRectInsideTheInsets() {
    let h = makeCollectionView(
      layout: makeFlowLayout(itemSize: Size(width: 76, height: 10), inset: .zero, line: 0),
      counts: [200], size: Size(width: 80, height: 40))
    h.cv.contentInset = EdgeInsets(top: 6, left: 0, bottom: 4, right: 0)
    h.cv.scrollRectToVisible(Rect(x: 0, y: 100, width: 10, height: 10), animated: false)
    #expect(h.cv.contentOffset.y == 110 - 40 + 4)
    h.cv.scrollRectToVisible(Rect(x: 0, y: 50, width: 10, height: 10), animated: false)
    #expect(h.cv.contentOffset.y == 50 - 6)
  }

  /// The safe area adds to the content inset as `contentInsetAdjustmentBehavior` says.
  @Test func theAdjustedContentInsetFollowsTheBehaviour() {
    final class Watcher: ScrollViewDelegate {
      var changes = 0
      func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { changes += 1 }
    }
    let watcher = Watcher()
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [3])
    h.cv.delegate = watcher
    h.cv.contentInset = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    h.cv.safeAreaInsets = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
    // Automatic: top and bottom always, the sides only when the content scrolls sideways.
    #expect(h.cv.adjustedContentInset == EdgeInsets(top: 3, left: 1, bottom: 5, right: 1))
    h.cv.contentInsetAdjustmentBehavior = .always
    #expect(h.cv.adjustedContentInset == EdgeInsets(top: 3, left: 4, bottom: 5, right: 6))
    // Three items do not fill the view: no axis scrolls.
    h.cv.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(h.cv.adjustedContentInset == EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    h.cv.alwaysBounceVertical = true
    h.cv.contentInsetAdjustmentBehavior = .never
    h.cv.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(h.cv.adjustedContentInset == EdgeInsets(top: 3, left: 1, bottom: 5, right: 1))
    h.cv.layoutIfNeeded()
    #expect(h.cv.contentOffsetRange.min == Point(x: -1, y: -3))
    #expect(watcher.changes >= 4)
  }

  // MARK: Spellings that compile as UIKit's

  /// The usual cell subclass: `override var isSelected { didSet }`.
  final class CheckCell: CollectionViewCell {
    var changes: [Bool] = []
    override var isSelected: Bool {
      didSet { changes.append(isSelected) }
    }
    override var isHighlighted: Bool {
      didSet { text = isHighlighted ? "pressed" : "" }
    }
  }

  @Test func cellsOverrideIsSelectedAndIsHighlightedWithDidSet() throws {
    let cv = CollectionView(
      frameSize: Size(width: 80, height: 46), collectionViewLayout: makeFlowLayout(),
      clock: ManualClock())
    cv.register(CheckCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = TestDataSource(counts: [10])
    cv.dataSource = dataSource
    let path = IndexPath(item: 2, section: 0)
    let cell = try #require(cv.cellForItem(at: path) as? CheckCell)
    let center = try #require(cv.layoutAttributesForItem(at: path)?.center)
    cv.touchesBegan(at: center)
    #expect(cell.text == "pressed")
    cv.touchesEnded(at: center)
    #expect(cell.text == "")
    #expect(cell.changes.last == true)
  }

  /// A cell that shows its selection itself, in `isSelected`'s `didSet`.
  final class OwnSelectionCell: CollectionViewCell {
    override var isSelected: Bool {
      didSet {
        backgroundColor = isSelected ? .systemGreen : .darkGray
        text = isSelected ? "on" : "off"
      }
    }
  }

  /// What such a cell draws is all that shows: UIKit's plain cell adds no selection of its own,
  /// so the library's tint and ✓ must not either.
  @Test func aCellThatDrawsItsOwnSelectionGetsNothingMore() throws {
    let cv = CollectionView(
      frameSize: Size(width: 80, height: 46), collectionViewLayout: makeFlowLayout(),
      clock: ManualClock())
    cv.register(OwnSelectionCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = TestDataSource(counts: [10])
    cv.dataSource = dataSource
    cv.layoutIfNeeded()
    let path = IndexPath(item: 2, section: 0)
    cv.selectItem(at: path, animated: false, scrollPosition: [])
    let cell = try #require(cv.cellForItem(at: path) as? OwnSelectionCell)
    #expect(cell.isSelected)
    let drawn = cell.appearance
    #expect(drawn.fill == .systemGreen && drawn.lines == ["on"])
    #expect(!drawn.state.contains(.selected) && !drawn.state.contains(.highlighted))
  }

  @Test func theLayoutIsAssignableAndAConfigurationIsAClass() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [10])
    let config = CompositionalLayoutConfiguration()
    config.interSectionSpacing = 20
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)),
      subitems: [item])
    let layout = CompositionalLayout(section: LayoutSection(group: group), configuration: config)
    // The layout keeps a copy, as UIKit's `@NSCopying` property does.
    config.interSectionSpacing = 99
    #expect(layout.configuration.interSectionSpacing == 20)
    h.cv.collectionViewLayout = layout
    #expect(h.cv.collectionViewLayout === layout)
    #expect(!h.cv.isAnimating)
    #expect(h.cv.visibleCells.count == 10)
  }

  /// A transition layout subclass of the app's, from the delegate.
  final class MyTransitionLayout: CollectionViewTransitionLayout {}
  final class TransitionDelegate: CollectionViewDelegate {
    func collectionView(
      _ collectionView: CollectionView,
      transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
      newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout {
      MyTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
  }

  @Test func theDelegateSuppliesTheTransitionLayout() {
    let delegate = TransitionDelegate()
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [10], delegate: delegate)
    let transition = h.cv.startInteractiveTransition(to: makeCircleLayout())
    #expect(transition is MyTransitionLayout)
    #expect(h.cv.collectionViewLayout === transition)
    h.cv.finishInteractiveTransition()
    h.settle()
    #expect(h.cv.collectionViewLayout is CircleLayout)
  }

  // MARK: Diffable data sources

  enum Section { case main }

  /// Apple's snapshot code, word for word but for the type names: no `try`.
  @Test func snapshotCodeAsAppleWritesItCompilesAndAppliesWithoutAnimationKeepingTheSelection()
    throws
  {
    let clock = ManualClock()
    let collectionView = CollectionView(
      frameSize: Size(width: 80, height: 46),
      collectionViewLayout: makeFlowLayout(itemSize: Size(width: 4, height: 2)), clock: clock)
    collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = DiffableDataSource<Section, String>(collectionView: collectionView) {
      collectionView, indexPath, item in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.text = item
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["a", "b", "c"])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.selectItem(
      at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    let cellOfB = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))

    var next = dataSource.snapshot()
    next.insertItems(["z"], beforeItem: "a")
    var done = false
    dataSource.apply(next, animatingDifferences: false) { done = true }
    // At once, without animating, with the selection following its item and the cell kept.
    #expect(done)
    #expect(!collectionView.isAnimating)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellOfB)
    #expect(cellOfB.isSelected)
    // A reload is asked for by name, and drops the selection as reloadData does.
    dataSource.applySnapshotUsingReloadData(next)
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForSelectedItems.isEmpty)
  }

  // MARK: The collection view's own state

  @Test func theCollectionViewHasAtMostTwentyFourStoredPropertiesOfItsOwn() {
    let h = makeCollectionView(layout: makeFlowLayout(), counts: [1])
    let mirror = Mirror(reflecting: h.cv)
    #expect(mirror.children.count <= 24, "\(mirror.children.compactMap(\.label))")
    // The scroll view's are its superclass's.
    #expect(mirror.superclassMirror?.subjectType == ScrollView.self)
  }

  // MARK: Modern cells, as Apple's documentation writes them

  /// A badge view of the app's own.
  final class BadgeView: CollectionReusableView {}

  /// The code of UIKit's configurationUpdateHandler and NSCollectionLayoutSupplementaryItem pages
  /// and of the "Implementing Modern Collection Views" sample, with the terminal's type names.
  @Test func appleDocumentedModernCellCodeCompilesAndBehaves() throws {
    let badgeAnchor = LayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3))
    let badgeSize = LayoutSize(widthDimension: .absolute(2), heightDimension: .absolute(2))
    let badge = LayoutSupplementaryItem(
      layoutSize: badgeSize, elementKind: "badge", containerAnchor: badgeAnchor)
    let itemSize = LayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    let item = LayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
    let groupSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4))
    let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let layout = CompositionalLayout(section: LayoutSection(group: group))
    let collectionView = CollectionView(
      frameSize: Size(width: 40, height: 20), collectionViewLayout: layout, clock: ManualClock())

    let cellRegistration = CollectionView.CellRegistration<CollectionViewCell, String> {
      cell, indexPath, item in
      var content = ListContentConfiguration.cell()
      content.text = item
      content.image = Image(systemName: "star")
      content.textProperties.font = .preferredFont(forTextStyle: .headline)
      cell.contentConfiguration = content
      cell.backgroundConfiguration = .listPlainCell()
      cell.configurationUpdateHandler = { cell, state in
        var content = ListContentConfiguration.cell().updated(for: state)
        content.text = "Hello world!"
        if state.isDisabled {
          content.textProperties.color = .systemGray
        }
        cell.contentConfiguration = content
      }
    }
    let supplementaryRegistration = CollectionView.SupplementaryRegistration<BadgeView>(
      elementKind: "badge"
    ) { supplementaryView, elementKind, indexPath in
      supplementaryView.text = "\(indexPath.item)"
    }
    let dataSource = DiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, elementKind, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: supplementaryRegistration, for: indexPath)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["one", "two"])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()

    // The handler ran after the registration, so the cell says what the handler says.
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(cell.appearance.texts.map(\.text) == ["Hello world!"])
    #expect(cell.appearance.texts.first?.isBold == false)
    cell.isUserInteractionEnabled = false
    collectionView.layoutIfNeeded()
    #expect(cell.appearance.texts.first?.color == .systemGray)
    // Each item has its badge, at the item's index path, its centre 0.3 of it off the corner.
    let badges = collectionView.visibleSupplementaryViews(ofKind: "badge")
    #expect(badges.map(\.text) == ["0", "1"])
    #expect(badges.allSatisfy { $0 is BadgeView })
    let frame = try #require(
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame)
    #expect(frame == Rect(x: 38.6, y: -0.6, width: 2, height: 2))
  }

  /// Apple's compositional samples (Implementing Modern Collection Views): a list of rows with
  /// estimated heights under the layout's own pinned header, items centred by flexible edge
  /// spacing in a grid section, and a badge set outside its item's corner by an item anchor —
  /// each line as Apple writes it, with the terminal's type names and units.
  @Test func appleDocumentedCompositionalCodeCompilesAndBehaves() throws {
    let globalHeaderKind = "layout-header-element-kind"
    let badgeKind = "badge-element-kind"
    let layout = CompositionalLayout(
      sectionProvider: {
        (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment)
          -> LayoutSection? in
        if sectionIndex == 0 {
          let itemSize = LayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(2))
          let item = LayoutItem(layoutSize: itemSize)
          let group = LayoutGroup.horizontal(layoutSize: itemSize, subitems: [item])
          return LayoutSection(group: group)
        }
        let badgeAnchor = LayoutAnchor(edges: [.top, .trailing])
        let badgeSize = LayoutSize(widthDimension: .absolute(3), heightDimension: .absolute(1))
        let badge = LayoutSupplementaryItem(
          layoutSize: badgeSize, elementKind: badgeKind, containerAnchor: badgeAnchor,
          itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))
        let itemSize = LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(4))
        let item = LayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.edgeSpacing = LayoutEdgeSpacing(
          leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let groupSize = LayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(6))
        let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsetsReference = .layoutMargins
        return section
      })
    let config = CompositionalLayoutConfiguration()
    config.interSectionSpacing = 2
    let headerSize = LayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(2))
    let globalHeader = LayoutBoundarySupplementaryItem(
      layoutSize: headerSize, elementKind: globalHeaderKind, alignment: .top)
    globalHeader.pinToVisibleBounds = true
    config.boundarySupplementaryItems = [globalHeader]
    layout.configuration = config

    let collectionView = CollectionView(
      frameSize: Size(width: 40, height: 30), collectionViewLayout: layout, clock: ManualClock())
    let cellRegistration = CollectionView.CellRegistration<CollectionViewCell, String> {
      cell, indexPath, item in
      var content = ListContentConfiguration.cell()
      content.text = item
      cell.contentConfiguration = content
    }
    let headerRegistration = CollectionView.SupplementaryRegistration<CollectionReusableView>(
      elementKind: globalHeaderKind
    ) { supplementaryView, elementKind, indexPath in
      supplementaryView.text = "All"
    }
    let badgeRegistration = CollectionView.SupplementaryRegistration<CollectionReusableView>(
      elementKind: badgeKind
    ) { supplementaryView, elementKind, indexPath in
      supplementaryView.text = "\(indexPath.item)"
    }
    let dataSource = DiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, elementKind, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: elementKind == badgeKind ? badgeRegistration : headerRegistration, for: indexPath)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    // A row of one line, one of two (36 columns between the margins), and three grid items.
    snapshot.appendItems(
      ["Short", String(repeating: "long ", count: 10), "Third"], toSection: 0)
    snapshot.appendItems(["a", "b", "c"], toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()

    func frame(_ item: Int, _ section: Int) -> Rect? {
      collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    // The layout's header first; the rows under it, each as tall as its text.
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: globalHeaderKind, at: IndexPath(item: 0, section: 0))?.frame
        == Rect(x: 0, y: 0, width: 40, height: 2))
    #expect(frame(0, 0) == Rect(x: 0, y: 2, width: 40, height: 2))
    #expect(frame(1, 0) == Rect(x: 0, y: 4, width: 40, height: 4))
    #expect(frame(2, 0)?.minY == 8)
    // The grid, inside the layout margins (two columns each side), each item centred in its
    // third of the 36 columns; its badge outside the item's top trailing corner.
    let first = try #require(frame(0, 1))
    #expect(first == Rect(x: 3, y: 12, width: 10, height: 4))
    #expect(frame(1, 1)?.minX == 15)
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: badgeKind, at: IndexPath(item: 0, section: 1))?.frame
        == Rect(x: first.maxX, y: first.minY - 1, width: 3, height: 1))
    #expect(collectionView.visibleSupplementaryViews(ofKind: badgeKind).count == 3)
  }
}
