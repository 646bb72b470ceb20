import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

/// A size from two dimensions, briefly.
func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
  LayoutSize(widthDimension: width, heightDimension: height)
}

/// An item that fills its slot.
func fillingItem() -> LayoutItem {
  LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
}

/// A list section: full-width rows of a height.
func listSection(rowHeight: Double) -> LayoutSection {
  LayoutSection(
    group: .horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(rowHeight)), subitems: [fillingItem()]))
}

/// A collection view of 80×40 points with a compositional layout.
func makeCompositional(
  _ layout: CompositionalLayout, counts: [Int], size: Size = Size(width: 80, height: 40)
) -> Harness {
  makeCollectionView(layout: layout, counts: counts, size: size)
}

/// The frame of an item.
func frame(_ h: Harness, _ item: Int, _ section: Int = 0) -> Rect? {
  h.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

@Suite("Compositional layout")
struct CompositionalLayoutTests {
  @Test func aListWithInsetsAndSpacing() throws {
    let section = listSection(rowHeight: 4)
    section.interGroupSpacing = 2
    section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let h = makeCompositional(CompositionalLayout(section: section), counts: [5])
    for k in 0..<5 {
      #expect(frame(h, k) == Rect(x: 2, y: 1 + Double(k) * 6, width: 74, height: 4))
    }
    // 1 + 5 rows of 4 + 4 gaps of 2 + 3.
    #expect(h.cv.contentSize == Size(width: 80, height: 32))
  }

  @Test func fractionalWidthItemsRepeatAcrossTheirGroup() throws {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item])
    let h = makeCompositional(
      CompositionalLayout(section: LayoutSection(group: group)), counts: [6])
    let expected = [(0, 0), (20, 0), (40, 0), (60, 0), (0, 10), (20, 10)]
    for (k, (x, y)) in expected.enumerated() {
      #expect(frame(h, k) == Rect(x: Double(x), y: Double(y), width: 20, height: 10))
    }
    #expect(h.cv.contentSize.height == 20)
  }

  @Test func aCountedGroupSharesItsWidthAroundFixedSpacing() throws {
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(6)),
      repeatingSubitem: LayoutItem(layoutSize: size(.absolute(99), .fractionalHeight(0.5))),
      count: 4)
    group.interItemSpacing = .fixed(2)
    let h = makeCompositional(
      CompositionalLayout(section: LayoutSection(group: group)), counts: [4])
    // (80 − 3 × 2) / 4 = 18.5 each, heights half the group's: 0…18.5, 20.5…39, 41…59.5,
    // 61.5…80, with every edge on a whole point.
    let edges: [(Double, Double)] = [(0, 19), (21, 39), (41, 60), (62, 80)]
    for (k, (minX, maxX)) in edges.enumerated() {
      #expect(frame(h, k) == Rect(x: minX, y: 0, width: maxX - minX, height: 3))
    }
  }

  /// On a terminal whose glyph cell is 2.11 times as tall as wide a pixel is 1.055 points tall:
  /// a header and rows sized in rows of text (2.11 and 4.22 points) keep their heights and land
  /// on the pixels, instead of being rounded to whole points (2 and 4: a line of text short).
  @Test func framesAlignToTheTraitCollectionsPixelsWhenTheyAreNotWholePoints() throws {
    let row = 2.11
    let section = listSection(rowHeight: 2 * row)
    section.interGroupSpacing = row
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(row)),
        elementKind: ElementKind.sectionHeader, alignment: .top)
    ]
    let h = makeCompositional(CompositionalLayout(section: section), counts: [3])
    h.collectionView.traitCollection.pixelSize = Size(width: 1, height: row / 2)
    h.collectionView.layoutIfNeeded()
    let header = try #require(
      h.layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(abs(header.frame.height - row) < 1e-9)
    for k in 0..<3 {
      let f = try #require(frame(h, k))
      #expect(abs(f.height - 2 * row) < 1e-9, "item \(k): \(f)")
      #expect(abs(f.minY - (row + Double(k) * 3 * row)) < 1e-9, "item \(k): \(f)")
    }
    // Back to whole points, the same layout rounds again.
    h.collectionView.traitCollection.pixelSize = Size(width: 1, height: 1)
    h.collectionView.layoutIfNeeded()
    #expect(frame(h, 0)?.height == 4)
  }

  @Test func rectsAlignToPixelsOfAnySizeAndLeaveNonPositiveSizesAlone() {
    let r = Rect(x: 0.4, y: 3.3, width: 10.2, height: 4.0)
    #expect(r.pixelAligned() == Rect(x: 0, y: 3, width: 11, height: 4))
    let pixel = Size(width: 0.5, height: 1.5)
    #expect(r.pixelAligned(to: pixel) == Rect(x: 0.5, y: 3, width: 10, height: 4.5))
    #expect(r.pixelAligned(to: Size(width: 0, height: .infinity)) == r)
  }

  @Test func flexibleSpacingSharesTheSpareRoom() throws {
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(4)),
      subitems: [LayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))])
    group.interItemSpacing = .flexible(2)
    let h = makeCompositional(
      CompositionalLayout(section: LayoutSection(group: group)), counts: [7])
    // Six fit (6 × 10 + 5 × 2 = 70); the 10 spare points widen each gap by 2.
    for (k, x) in [0, 14, 28, 42, 56, 70].enumerated() {
      #expect(frame(h, k)?.minX == Double(x))
    }
    #expect(frame(h, 6) == Rect(x: 0, y: 4, width: 10, height: 4))
  }

  @Test func edgeSpacingKeepsItsRoomAndFlexibleEdgesCentreTheItems() throws {
    // Items 20 × 2 in rows 6 tall, flexible space either side: three fit in 80 (a 2-point least
    // each side); the spare 8 points are shared by the six flexible edges.
    let item = LayoutItem(layoutSize: size(.absolute(20), .absolute(2)))
    item.edgeSpacing = LayoutEdgeSpacing(
      leading: .flexible(2), top: .flexible(0), trailing: .flexible(2), bottom: .flexible(0))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(6)), subitems: [item])
    let h = makeCompositional(
      CompositionalLayout(section: LayoutSection(group: group)), counts: [4])
    // 3 × 20 + 6 × 2 = 72: each edge gets 2 + 8 / 6 ≈ 3.33, so the items sit 6.67 apart;
    // across, centred in the row (2 above, 2 below).
    let edge = 2 + 8.0 / 6
    for k in 0..<3 {
      let expected = Rect(
        x: edge + Double(k) * (20 + 2 * edge), y: 2, width: 20, height: 2
      ).pixelAligned(to: Size(width: 1, height: 1))
      #expect(frame(h, k) == expected)
    }
    #expect(frame(h, 3)?.minY == 8)
    // A fixed top edge moves the item down by it; a flexible top alone puts it at the bottom.
    func row(top: LayoutSpacing?, bottom: LayoutSpacing?) -> Rect? {
      let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(2)))
      item.edgeSpacing = LayoutEdgeSpacing(leading: nil, top: top, trailing: nil, bottom: bottom)
      let group = LayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(6)), subitems: [item])
      return frame(
        makeCompositional(CompositionalLayout(section: LayoutSection(group: group)), counts: [1]),
        0)
    }
    #expect(row(top: .fixed(1), bottom: nil)?.minY == 1)
    #expect(row(top: .flexible(0), bottom: .fixed(1))?.minY == 3)
    #expect(row(top: nil, bottom: .flexible(3))?.minY == 0)
  }

  /// (Kinds of the sections' headers and footers here, which these sections do not have: the
  /// harness registers views for them.)
  @Test func theLayoutsOwnHeaderAndFooterWrapEverySection() throws {
    let configuration = CompositionalLayoutConfiguration()
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(3)), elementKind: ElementKind.sectionHeader,
      alignment: .top)
    header.pinToVisibleBounds = true
    let footer = LayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(0.5), .absolute(2)), elementKind: ElementKind.sectionFooter,
      alignment: .bottomTrailing)
    configuration.boundarySupplementaryItems = [header, footer]
    let layout = CompositionalLayout(
      section: listSection(rowHeight: 4), configuration: configuration)
    let h = makeCompositional(layout, counts: [5, 5])
    func supplementary(_ kind: String) -> Rect? {
      h.cv.layoutAttributesForSupplementaryElement(
        ofKind: kind, at: IndexPath(item: 0, section: 0))?
        .frame
    }
    #expect(supplementary(ElementKind.sectionHeader) == Rect(x: 0, y: 0, width: 80, height: 3))
    #expect(frame(h, 0) == Rect(x: 0, y: 3, width: 80, height: 4))
    #expect(frame(h, 0, 1)?.minY == 23)
    #expect(supplementary(ElementKind.sectionFooter) == Rect(x: 40, y: 43, width: 40, height: 2))
    #expect(h.cv.contentSize.height == 45)
    // Scrolled, the pinned header stays at the top of the view.
    h.cv.contentOffset = Point(x: 0, y: 5)
    h.cv.layoutIfNeeded()
    #expect(supplementary(ElementKind.sectionHeader)?.minY == 5)
    let shown = h.layout.layoutAttributesForElements(in: h.cv.bounds)
    #expect(
      shown.contains {
        $0.representedElementKind == ElementKind.sectionHeader && $0.frame.minY == 5
      })
  }

  @Test func contentInsetsAreMeasuredFromTheirReference() throws {
    func firstFrame(
      _ reference: ContentInsetsReference, layoutReference: ContentInsetsReference = .automatic,
      width: Double = 80, setUp: (CollectionView) -> Void = { _ in }
    ) -> Rect? {
      let section = listSection(rowHeight: 4)
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
      section.contentInsetsReference = reference
      let configuration = CompositionalLayoutConfiguration()
      configuration.contentInsetsReference = layoutReference
      let h = makeCompositional(
        CompositionalLayout(section: section, configuration: configuration), counts: [3],
        size: Size(width: width, height: 40))
      setUp(h.cv)
      h.cv.layoutIfNeeded()
      return frame(h, 0)
    }
    #expect(firstFrame(.none) == Rect(x: 1, y: 0, width: 78, height: 4))
    // The terminal's layout margins: two columns each side.
    #expect(firstFrame(.layoutMargins) == Rect(x: 3, y: 0, width: 74, height: 4))
    // A section that says automatic follows the layout's reference.
    #expect(
      firstFrame(.automatic, layoutReference: .layoutMargins)
        == Rect(x: 3, y: 0, width: 74, height: 4))
    // Readable content: a centred column of 80 at 120 wide; at 80 wide just the margins.
    #expect(firstFrame(.readableContent, width: 120) == Rect(x: 21, y: 0, width: 78, height: 4))
    #expect(firstFrame(.readableContent) == Rect(x: 3, y: 0, width: 74, height: 4))
    // The safe area's sides (the default), and margins changed at run time.
    #expect(
      firstFrame(.automatic) {
        $0.safeAreaInsets = EdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
      }
        == Rect(x: 5, y: 0, width: 74, height: 4))
    #expect(
      firstFrame(.layoutMargins) {
        $0.directionalLayoutMargins = DirectionalEdgeInsets(
          top: 0, leading: 5, bottom: 0, trailing: 0)
      } == Rect(x: 6, y: 0, width: 73, height: 4))
  }

  @Test func aHorizontalLayoutPlacesSectionsAndGroupsLeftToRight() throws {
    // Columns of three 20-wide items a third of the height each; a header down each section's
    // leading side, and the layout's own header before every section.
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1.0 / 3)))
    let group = LayoutGroup.vertical(
      layoutSize: size(.absolute(20), .fractionalHeight(1)), subitems: [item])
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 2
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: size(.absolute(4), .fractionalHeight(1)),
      elementKind: ElementKind.sectionHeader, alignment: .leading)
    section.boundarySupplementaryItems = [header]
    section.orthogonalScrollingBehavior = .continuous
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 3
    // The layout's own footer, after the last section.
    configuration.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: size(.absolute(5), .absolute(6)), elementKind: ElementKind.sectionFooter,
        alignment: .bottomTrailing)
    ]
    let layout = CompositionalLayout(section: section, configuration: configuration)
    let h = makeCompositional(layout, counts: [7, 4], size: Size(width: 80, height: 30))
    // Section 0: header 0..<4, inset 1, three columns of 20 with gaps of 2 (5..<69), inset 1.
    #expect(frame(h, 0) == Rect(x: 5, y: 0, width: 20, height: 10))
    #expect(frame(h, 2) == Rect(x: 5, y: 20, width: 20, height: 10))
    #expect(frame(h, 3) == Rect(x: 27, y: 0, width: 20, height: 10))
    #expect(frame(h, 6) == Rect(x: 49, y: 0, width: 20, height: 10))
    // Section 1 after a gap of 3: its header at 73, its first column at 78.
    let header1 = h.cv.layoutAttributesForSupplementaryElement(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))?.frame
    #expect(header1 == Rect(x: 73, y: 0, width: 4, height: 30))
    #expect(frame(h, 0, 1) == Rect(x: 78, y: 0, width: 20, height: 10))
    #expect(frame(h, 3, 1) == Rect(x: 100, y: 0, width: 20, height: 10))
    // The content is as wide as the sections and as tall as the view; it scrolls sideways.
    #expect(
      h.cv.layoutAttributesForSupplementaryElement(
        ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))?.frame
        == Rect(x: 121, y: 24, width: 5, height: 6))
    #expect(h.cv.contentSize == Size(width: 126, height: 30))
    h.cv.contentOffset = Point(x: 41, y: 0)
    h.cv.layoutIfNeeded()
    let shown = Set(h.cv.indexPathsForVisibleItems)
    #expect(shown.contains(IndexPath(item: 3, section: 1)))
    #expect(!shown.contains(IndexPath(item: 0, section: 0)))
    // No section scrolls on its own in a horizontal layout.
    #expect(h.layout.layoutAttributesForElements(in: h.cv.bounds).allSatisfy { $0.frame.minY >= 0 })
  }

  @Test func fractionalHeightIsAShareOfTheContainer() throws {
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(0.25)), subitems: [fillingItem()])
    let h = makeCompositional(
      CompositionalLayout(section: LayoutSection(group: group)), counts: [2])
    #expect(frame(h, 0) == Rect(x: 0, y: 0, width: 40, height: 10))
    #expect(frame(h, 1) == Rect(x: 0, y: 10, width: 40, height: 10))
  }

  @Test func nestedGroupsFlattenInOrder() throws {
    let column = LayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
      subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))])
    let big = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [big, column])
    let h = makeCompositional(
      CompositionalLayout(section: LayoutSection(group: group)), counts: [5])
    #expect(frame(h, 0) == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(frame(h, 1) == Rect(x: 40, y: 0, width: 40, height: 10))
    #expect(frame(h, 2) == Rect(x: 40, y: 10, width: 40, height: 10))
    #expect(frame(h, 3) == Rect(x: 0, y: 20, width: 40, height: 20))
    #expect(frame(h, 4) == Rect(x: 40, y: 20, width: 40, height: 10))
  }

  @Test func anEstimatedGroupMeasuresItsItems() throws {
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .estimated(50)),
      subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(6)))])
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 1
    let h = makeCompositional(CompositionalLayout(section: section), counts: [3])
    #expect(frame(h, 1) == Rect(x: 0, y: 7, width: 80, height: 6))
    #expect(h.cv.contentSize.height == 20)
  }

  @Test func itemInsetsShrinkTheCellInsideItsSlot() throws {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(8)), subitems: [item])
    let h = makeCompositional(
      CompositionalLayout(section: LayoutSection(group: group)), counts: [2])
    #expect(frame(h, 0) == Rect(x: 2, y: 1, width: 36, height: 6))
    #expect(frame(h, 1) == Rect(x: 42, y: 1, width: 36, height: 6))
  }

  @Test func aCustomGroupPlacesItsItemsByFrame() throws {
    let group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(10))) { env in
      [
        LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: 10, height: 10)),
        LayoutGroupCustomItem(
          frame: Rect(x: env.container.contentSize.width - 5, y: 0, width: 5, height: 5), zIndex: 3),
      ]
    }
    let h = makeCompositional(
      CompositionalLayout(section: LayoutSection(group: group)), counts: [3])
    #expect(frame(h, 1) == Rect(x: 75, y: 0, width: 5, height: 5))
    #expect(h.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
    #expect(frame(h, 2) == Rect(x: 0, y: 10, width: 10, height: 10))
  }

  /// Headers and footers extend their sections, follow the content insets sideways, and a
  /// background covers the whole section behind the cells.
  @Test func headersFootersAndBackgrounds() throws {
    let section = listSection(rowHeight: 4)
    section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(4)),
        elementKind: ElementKind.sectionHeader, alignment: .top),
      LayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(2)),
        elementKind: ElementKind.sectionFooter, alignment: .bottom),
    ]
    let background = LayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = DirectionalEdgeInsets(all: 1)
    section.decorationItems = [background]
    let layout = CompositionalLayout(
      section: section, configuration: CompositionalLayoutConfiguration(interSectionSpacing: 6))
    let h = makeCompositional(layout, counts: [3, 1], size: Size(width: 80, height: 60))
    func supplementary(_ kind: String, _ s: Int) -> LayoutAttributes? {
      layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: s))
    }
    #expect(
      supplementary(ElementKind.sectionHeader, 0)?.frame == Rect(x: 2, y: 0, width: 76, height: 4))
    #expect(supplementary(ElementKind.sectionHeader, 0)?.zIndex == 1)
    #expect(frame(h, 0) == Rect(x: 2, y: 5, width: 76, height: 4))
    #expect(frame(h, 2) == Rect(x: 2, y: 13, width: 76, height: 4))
    #expect(
      supplementary(ElementKind.sectionFooter, 0)?.frame == Rect(x: 2, y: 18, width: 76, height: 2))
    let decoration = layout.layoutAttributesForDecorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 0))
    #expect(decoration?.frame == Rect(x: 1, y: 1, width: 78, height: 18))
    #expect(decoration?.zIndex == -1)
    // The second section starts 6 points below the first one's footer.
    #expect(supplementary(ElementKind.sectionHeader, 1)?.frame.minY == 26)
    #expect(h.cv.contentSize.height == 26 + 4 + 1 + 4 + 1 + 2)
    let kinds = Set(h.cv.presentedElements().map { $0.attributes.key.description })
    #expect(kinds.contains("decoration(background)[0, 0]"))
    #expect(kinds.contains("supplementary(\(ElementKind.sectionFooter))[1, 0]"))
    #expect(h.cv._invariantViolations() == [])
  }

  /// A pinned header stays at the top of the visible bounds while its section shows and is
  /// pushed up by the section's end; scrolling re-queries without preparing again.
  @Test func pinnedHeadersStayInViewUntilTheirSectionEnds() throws {
    let section = listSection(rowHeight: 4)
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(4)), elementKind: ElementKind.sectionHeader,
      alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let layout = CompositionalLayout(section: section)
    let h = makeCompositional(layout, counts: [5, 20])
    func headerY(_ s: Int) -> Double? {
      h.cv.presentedElements().first {
        $0.attributes.representedElementKind == ElementKind.sectionHeader
          && $0.attributes.indexPath.section == s
      }?.attributes.frame.minY
    }
    #expect(headerY(0) == 0)
    let prepares = h.cv.layoutEvents.count(of: .prepare)
    #expect(layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 3, width: 80, height: 40)))
    h.cv.setContentOffset(Point(x: 0, y: 3), animated: false)
    #expect(headerY(0) == 3)
    // Section 0 ends at 24: its header is pushed up to 20; section 1's sits at its own top.
    h.cv.setContentOffset(Point(x: 0, y: 22), animated: false)
    #expect(headerY(0) == 20)
    #expect(headerY(1) == 24)
    h.cv.setContentOffset(Point(x: 0, y: 50), animated: false)
    #expect(headerY(1) == 50)
    #expect(headerY(0) == nil)
    #expect(h.cv.layoutEvents.count(of: .prepare) == prepares)
    #expect(h.cv._invariantViolations() == [])
  }

  /// The section provider sees the container: a narrower view gets two columns instead of four.
  @Test func theSectionProviderFollowsTheEnvironment() throws {
    let layout = CompositionalLayout { _, environment in
      let columns = environment.container.effectiveContentSize.width >= 60 ? 4 : 2
      let group = LayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(10)),
        repeatingSubitem: fillingItem(), count: columns)
      return LayoutSection(group: group)
    }
    let h = makeCompositional(layout, counts: [8])
    #expect(frame(h, 2) == Rect(x: 40, y: 0, width: 20, height: 10))
    h.cv.setFrameSize(Size(width: 40, height: 40), animated: true)
    #expect(layout.environment.container.contentSize.width == 40)
    #expect(frame(h, 2) == Rect(x: 0, y: 10, width: 20, height: 10))
    h.settle()
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func aVisibleItemsHandlerAdjustsWhatShows() throws {
    let section = listSection(rowHeight: 4)
    var offsets: [Point] = []
    section.visibleItemsInvalidationHandler = { items, offset, _ in
      offsets.append(offset)
      for item in items where item.indexPath.item % 2 == 1 {
        item.alpha = 0.25
        item.zIndex = 7
        item.transform3D = Transform3D(scaleX: 0.5, y: 0.5, z: 1)
      }
    }
    let layout = CompositionalLayout(section: section)
    let h = makeCompositional(layout, counts: [30])
    let a = try #require(h.cv.presentedCell(IndexPath(item: 1, section: 0)))
    #expect(a.alpha == 0.25 && a.zIndex == 7)
    #expect(h.cv.presentedCell(IndexPath(item: 2, section: 0))?.alpha == 1)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.25)
    h.cv.setContentOffset(Point(x: 0, y: 8), animated: false)
    _ = h.cv.presentedElements()
    #expect(offsets.last == Point(x: 0, y: 8))
    #expect(h.cv.presentedCell(IndexPath(item: 11, section: 0))?.alpha == 0.25)
  }

  /// After a batch update, an item that was out of view glides in from where it was; an
  /// inserted one fades in where it goes.
  @Test func itemsComingIntoViewGlideFromWhereTheyWere() throws {
    let h = makeCompositional(CompositionalLayout(section: listSection(rowHeight: 4)), counts: [30])
    let oldFrame = try #require(frame(h, 25))
    h.dataSource.counts = [31]
    h.cv.performBatchUpdates {
      h.cv.moveItem(at: IndexPath(item: 25, section: 0), to: IndexPath(item: 0, section: 0))
      h.cv.insertItems(at: [IndexPath(item: 1, section: 0)])
    }
    let moved = try #require(h.cv.presentedCell(IndexPath(item: 0, section: 0)))
    #expect(moved.frame == oldFrame)
    #expect(moved.alpha == 1)
    let inserted = try #require(h.cv.presentedCell(IndexPath(item: 1, section: 0)))
    #expect(inserted.frame == frame(h, 1))
    #expect(inserted.alpha == 0)
    h.settle()
    #expect(h.cv._invariantViolations() == [])
  }

  /// Items pushed into view by deletes above them slide up from below the old bounds.
  @Test func itemsPushedIntoViewSlideIn() throws {
    let h = makeCompositional(CompositionalLayout(section: listSection(rowHeight: 4)), counts: [30])
    let oldFrame = try #require(frame(h, 12))
    h.dataSource.counts = [27]
    h.cv.performBatchUpdates {
      h.cv.deleteItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
    }
    let arriving = try #require(h.cv.presentedCell(IndexPath(item: 9, section: 0)))
    #expect(arriving.frame == oldFrame)
    #expect(arriving.alpha == 1)
    h.settle()
    #expect(h.cv.presentedCell(IndexPath(item: 9, section: 0))?.frame.minY == 36)
    #expect(h.cv._invariantViolations() == [])
  }

  /// The rect query returns exactly what a scan of every element's frame finds, for random
  /// rects, orthogonal offsets and section mixes.
  @Test func theRectQueryMatchesALinearScan() async {
    await propertyCheck(
      input: Gen.double(in: -20...200), Gen.double(in: 0...120), Gen.double(in: -10...300),
      Gen.int(in: 0...40)
    ) { y, height, orthogonalOffset, count in
      let layout = CompositionalLayout { index, _ in
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(0.5)))
        item.contentInsets = DirectionalEdgeInsets(all: 1)
        let section = LayoutSection(
          group: .vertical(layoutSize: size(.fractionalWidth(0.4), .absolute(12)), subitems: [item])
        )
        section.interGroupSpacing = 3
        section.contentInsets = DirectionalEdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 1)
        section.orthogonalScrollingBehavior = index == 1 ? .continuous : .none
        return section
      }
      let h = makeCompositional(layout, counts: [count, count, count])
      layout.setOrthogonalContentOffset(orthogonalOffset, forSection: 1, animated: false)
      let rect = Rect(x: -5, y: y, width: 90, height: height)
      let found = Set(layout.layoutAttributesForElements(in: rect).map(\.key))
      var scanned: Set<ElementKey> = []
      for s in 0..<3 {
        for i in 0..<count {
          let path = IndexPath(item: i, section: s)
          if let a = layout.layoutAttributesForItem(at: path), a.frame.intersects(rect) {
            scanned.insert(a.key)
          }
        }
      }
      #expect(found == scanned, "rect \(rect), offset \(orthogonalOffset), \(count) items")
      #expect(h.cv._invariantViolations() == [])
    }
  }
}
