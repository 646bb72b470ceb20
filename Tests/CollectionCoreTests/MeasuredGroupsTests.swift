import PropertyBased
import Testing

@testable import CollectionCore

/// The measured groups of a section kept from one `prepare()` to the next: brought up to date
/// with only the items measured since, they are what resolving every measured group again
/// gives; and a section provider's new section is known for the old one when it resolves alike.
@Suite("Measured groups")
struct MeasuredGroupsTests {
  static let environment = CollectionLayoutEnvironment(
    container: LayoutContainer(contentSize: Size(width: 40, height: 24)))

  /// A row of three cells of estimated height, or a list's one full-width row.
  static func group(perRow: Int) -> LayoutGroup {
    let item = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1 / Double(perRow)), heightDimension: .estimated(2)))
    return .horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(2)),
      subitems: [item])
  }

  static func basis(_ group: LayoutGroup, count: Int) -> MeasuredGroups.Basis {
    let container = Size(width: 40, height: 24)
    let template = GroupTemplate.resolve(group, in: container, environment: environment)
    return MeasuredGroups.Basis(
      group: group, template: template, perGroup: template.frames.count, count: count,
      container: container, environment: environment, horizontal: false)
  }

  /// Whether two sets of measured groups place every group of a section alike.
  static func expectSame(_ a: MeasuredGroups, _ b: MeasuredGroups, groups: Int) {
    #expect(a.totalGrowth == b.totalGrowth)
    #expect(a.tallest == b.tallest)
    for g in 0...groups {
      #expect(a.growth(before: g) == b.growth(before: g), "growth before group \(g)")
      #expect(a.template(ofGroup: g)?.frames == b.template(ofGroup: g)?.frames, "group \(g)")
    }
  }

  /// Batches of measurements (new rows, rows measured again at other heights, rows past the
  /// end), each followed by an update: the groups kept and updated equal the groups resolved
  /// from all the measurements at once, for rows of one cell and of three.
  @Test func updatingWithTheItemsMeasuredSinceEqualsResolvingAll() async {
    await propertyCheck(
      input: Gen.int(in: 0...150).array(of: 1...6).array(of: 1...8), Gen.bool
    ) { batches, threeARow in
      let perRow = threeARow ? 3 : 1
      let group = Self.group(perRow: perRow)
      let count = 120
      var measured: [Int: Size] = [:]
      var kept = MeasuredGroups()
      for batch in batches {
        var changed = Set<Int>()
        for value in batch {
          let item = value % 130
          measured[item] = Size(width: 40, height: Double(1 + (value * 7) % 9) * 0.5)
          changed.insert(item)
        }
        // The section provider makes its group afresh each time: it resolves alike.
        let basis = Self.basis(Self.group(perRow: perRow), count: count)
        kept = MeasuredGroups(
          basis: basis, measured: measured, previous: kept, changedItems: changed)
        let all = MeasuredGroups(basis: Self.basis(group, count: count), measured: measured)
        Self.expectSame(kept, all, groups: count)
      }
    }
  }

  /// Groups resolved for another count, container or group are resolved again, all of them.
  @Test func aDifferentBasisResolvesEveryGroupAgain() {
    let measured = [3: Size(width: 40, height: 6), 50: Size(width: 40, height: 4)]
    let before = MeasuredGroups(
      basis: Self.basis(Self.group(perRow: 1), count: 100), measured: measured)
    let wider = MeasuredGroups(
      basis: Self.basis(Self.group(perRow: 3), count: 100), measured: measured,
      previous: before, changedItems: [])
    Self.expectSame(
      wider,
      MeasuredGroups(basis: Self.basis(Self.group(perRow: 3), count: 100), measured: measured),
      groups: 40)
    let fewer = MeasuredGroups(
      basis: Self.basis(Self.group(perRow: 1), count: 10), measured: measured,
      previous: before, changedItems: [])
    #expect(fewer.totalGrowth == 4)
  }

  /// The layout's measured sizes say which items were measured since it last asked, and that
  /// any may have changed once they were forgotten or moved; a flow's keep no such record.
  @Test func measuredSizesSayWhichItemsChangedSinceTheLastPrepare() throws {
    var sizes = PreferredSizes(tracksChanges: true)
    #expect(sizes.takeChanges() == nil)
    sizes[IndexPath(item: 4, section: 0)] = Size(width: 10, height: 4)
    sizes[IndexPath(item: 9, section: 1)] = Size(width: 10, height: 6)
    #expect(sizes.takeChanges() == [0: [4], 1: [9]])
    #expect(sizes.takeChanges() == [:])
    sizes.forgetIfStale(counts: [10, 10], width: 40)
    #expect(sizes.takeChanges() == nil)
    sizes[IndexPath(item: 1, section: 0)] = Size(width: 10, height: 4)
    sizes.remap(with: IndexPathMapping(counts: [10, 10]))
    #expect(sizes.takeChanges() == nil)
    var flow = PreferredSizes()
    flow[IndexPath(item: 4, section: 0)] = Size(width: 10, height: 4)
    #expect(flow.takeChanges() == nil)
  }

  /// A list section made twice for one environment resolves alike; a different size kind,
  /// spacing, badge or a custom group does not.
  @Test func sectionsMadeAfreshAreKnownForTheOldOnes() {
    let configuration = ListConfiguration(appearance: .plain)
    let a = LayoutSection.list(using: configuration, layoutEnvironment: Self.environment)
    let b = LayoutSection.list(using: configuration, layoutEnvironment: Self.environment)
    #expect(a.group !== b.group)
    #expect(a.group.resolvesLike(b.group))
    let absolute = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2))
    let fixed = LayoutGroup.vertical(
      layoutSize: absolute, subitems: [LayoutItem(layoutSize: absolute)])
    #expect(!a.group.resolvesLike(fixed))
    let spaced = Self.group(perRow: 3)
    spaced.interItemSpacing = .fixed(1)
    #expect(!spaced.resolvesLike(Self.group(perRow: 3)))
    #expect(Self.group(perRow: 3).resolvesLike(Self.group(perRow: 3)))
    let size = LayoutSize(widthDimension: .absolute(4), heightDimension: .absolute(2))
    func badged(_ kind: String) -> LayoutItem {
      LayoutItem(
        layoutSize: size,
        supplementaryItems: [
          LayoutSupplementaryItem(
            layoutSize: size, elementKind: kind, containerAnchor: LayoutAnchor(edges: [.top]))
        ])
    }
    #expect(badged("badge").resolvesLike(badged("badge")))
    #expect(!badged("badge").resolvesLike(badged("count")))
    let custom = LayoutGroup.custom(layoutSize: size) { _ in [] }
    #expect(custom.resolvesLike(custom))
    #expect(!custom.resolvesLike(LayoutGroup.custom(layoutSize: size) { _ in [] }))
  }
}
