import TestSupport
import Testing

@testable import CollectionCore

/// Seed 004's flow subclass against its listings: the metrics its `init` sets (scaled by 0.2),
/// the copies with item 5 of section 1 turned −45° and section 1's header turned 45°, and the
/// section background's frame from the first and last item.
///
/// In a 100-point-wide view the lines hold seven 10-point items (7·10 + 6·4 = 94 of 96), the
/// spare 2 points widen each gap by 1/3: item k of a line is at x = 2 + k·(14 + 1/3). With
/// sections of 6, 9, 3 and 12 items (headers 6, insets 2, lines 8 apart, footers 4):
///
/// | section | header | lines (y)        | footer  |
/// |---------|--------|------------------|---------|
/// | 0       | 0…6    | 8…18             | 20…24   |
/// | 1       | 24…30  | 32…42, 50…60     | 62…66   |
/// | 2       | 66…72  | 74…84            | 86…90   |
/// | 3       | 90…96  | 98…108, 116…126  | 128…132 |
@Suite("SectionsLayout")
struct SectionsLayoutTests {
  let counts = [6, 9, 3, 12]

  func sections(height: Double = 60) -> Harness {
    makeCollectionView(
      layout: SectionsLayout(), counts: counts, size: Size(width: 100, height: height))
  }

  /// A plain flow layout with the same metrics: what `super` computes.
  func plainFlow() -> Harness {
    let flow = makeFlowLayout(
      itemSize: Size(width: 10, height: 10), inset: EdgeInsets(all: 2), interitem: 4, line: 8)
    flow.headerReferenceSize = Size(width: 0, height: 6)
    flow.footerReferenceSize = Size(width: 0, height: 4)
    return makeCollectionView(layout: flow, counts: counts, size: Size(width: 100, height: 60))
  }

  @Test func theSeedsInitScaled() throws {
    let layout = SectionsLayout()
    // The seed: interitem 20, line 40, insets 10, item 50×50, header 30 tall; × 0.2.
    #expect(layout.minimumInteritemSpacing == 4)
    #expect(layout.minimumLineSpacing == 8)
    #expect(layout.sectionInset == EdgeInsets(all: 2))
    #expect(layout.itemSize == Size(width: 10, height: 10))
    #expect(layout.headerReferenceSize.height == 6)
    #expect(layout.footerReferenceSize.height == 4)
    // Registered by the layout itself, as the seed's init does.
    let registered = try #require(
      layout.decorationViewClasses[SectionsLayout.sectionBackgroundKind])
    #expect(registered == SectionBackgroundView.self)
    let h = sections()
    #expect(h.cv.contentSize == Size(width: 100, height: 132))
    let frame = try #require(h.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 3)))
      .frame
    #expect(isClose(frame, Rect(x: 2 + 14 + 1.0 / 3, y: 98, width: 10, height: 10)))
  }

  @Test func copiesWithTheSeedsItemAndHeaderTurned() throws {
    let h = sections(height: 132)
    let flow = plainFlow()
    let everything = Rect(x: 0, y: 0, width: 100, height: 132)
    let returned = h.layout.layoutAttributesForElements(in: everything)
    let plain = Dictionary(
      uniqueKeysWithValues: flow.layout.layoutAttributesForElements(in: everything).map {
        ($0.key, $0)
      })
    let turnedItem = ElementKey.cell(IndexPath(item: 5, section: 1))
    let turnedHeader = ElementKey(
      category: .supplementaryView, kind: ElementKind.sectionHeader,
      indexPath: IndexPath(item: 0, section: 1))
    var seen = 0
    for a in returned where a.representedElementCategory != .decorationView {
      let original = try #require(plain[a.key], "\(a.key)")
      // Every copy has the flow's geometry, but the turned header keeps a label's width,
      // centred, under the items.
      if a.key == turnedHeader {
        let width = SectionsLayout.turnedHeaderWidth
        #expect(
          a.frame
            == Rect(
              x: (original.frame.midX - width / 2).rounded(.down), y: original.frame.minY,
              width: width, height: original.frame.height))
        #expect(a.zIndex < 0)
      } else {
        #expect(a.frame == original.frame, "\(a.key)")
      }
      switch a.key {
      case turnedItem:
        #expect(isClose(a.transform3D, Transform3D(rotationAngle: -.pi / 4, x: 0, y: 0, z: 1)))
      case turnedHeader:
        #expect(isClose(a.transform3D, Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)))
      default:
        #expect(a.transform3D.isIdentity, "\(a.key)")
      }
      seen += 1
    }
    // 30 items, 4 headers and 4 footers; the seed's footer of section 1 is not turned.
    #expect(seen == 38)
    // The single queries agree with the rect query.
    #expect(
      h.layout.layoutAttributesForItem(at: turnedItem.indexPath)?.transform3D.isIdentity == false)
    #expect(
      h.layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))?.transform3D.isIdentity
        == true)
    #expect(
      h.layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 1))?.transform3D
        .isIdentity == true)
  }

  @Test func theBackgroundSpansFromTheFirstItemToTheLast() throws {
    let h = sections(height: 132)
    func background(_ s: Int) -> LayoutAttributes? {
      h.layout.layoutAttributesForDecorationView(
        ofKind: SectionsLayout.sectionBackgroundKind, at: IndexPath(item: 0, section: s))
    }
    // The seed: x, y of the first item, down to the last item; as far from either edge.
    #expect(background(0)?.frame == Rect(x: 2, y: 8, width: 96, height: 10))
    #expect(background(1)?.frame == Rect(x: 2, y: 32, width: 96, height: 28))
    #expect(background(2)?.frame == Rect(x: 2, y: 74, width: 96, height: 10))
    #expect(background(3)?.frame == Rect(x: 2, y: 98, width: 96, height: 28))
    #expect(background(1)?.zIndex == -1)
    #expect(background(4) == nil)
    // Returned with the other elements, one a section, drawn by the registered view in
    // alternating colours.
    let decorations = h.cv.presentedElements().filter {
      $0.attributes.representedElementCategory == .decorationView
    }
    #expect(decorations.map(\.attributes.indexPath.section).sorted() == [0, 1, 2, 3])
    #expect(decorations.allSatisfy { $0.view is SectionBackgroundView })
    let colours = decorations.sorted { $0.attributes.indexPath < $1.attributes.indexPath }.map {
      $0.view.backgroundColor
    }
    #expect(colours[0] == colours[2] && colours[1] == colours[3] && colours[0] != colours[1])
  }

  @Test func anEmptySectionHasNoBackground() {
    let h = makeCollectionView(
      layout: SectionsLayout(), counts: [2, 0, 1], size: Size(width: 100, height: 80))
    #expect(
      h.layout.layoutAttributesForDecorationView(
        ofKind: SectionsLayout.sectionBackgroundKind, at: IndexPath(item: 0, section: 1)) == nil)
    #expect(
      h.cv.presentedElements().filter {
        $0.attributes.representedElementCategory == .decorationView
      }
      .count == 2)
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func theTurnedHeaderShowsWhereverItsShapeReaches() throws {
    // Turned 45°, the 30 × 6 header of section 1 (centred at 50, 27) reaches from about
    // y = 14.3 to 39.7, beyond its frame (24…30).
    let h = sections()
    let rect = Rect(x: 0, y: 34, width: 100, height: 4)
    let header = ElementKey(
      category: .supplementaryView, kind: ElementKind.sectionHeader,
      indexPath: IndexPath(item: 0, section: 1))
    #expect(h.layout.layoutAttributesForElements(in: rect).contains { $0.key == header })
    #expect(
      !h.layout.layoutAttributesForElements(in: Rect(x: 0, y: 42, width: 100, height: 10))
        .contains { $0.key == header })
    // Scrolled so that only the band shows, it stays on screen.
    h.cv.setContentOffset(Point(x: 0, y: 34), animated: false)
    #expect(h.cv.presentedElements().contains { $0.attributes.key == header })
    #expect(h.cv._invariantViolations() == [])
  }
}
