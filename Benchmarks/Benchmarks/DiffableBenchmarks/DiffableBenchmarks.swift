import Benchmark
import CollectionCore

/// A collection view of 200×100 points showing a list of 100,000 items through a diffable data
/// source and a compositional layout, with two snapshots 1,000 changes apart: 250 deletes, 250
/// inserts and 500 moves.
final class DiffableFixture {
  let clock = ManualClock()
  let collectionView: CollectionView
  let dataSource: DiffableDataSource<Int, Int>
  let before: DiffableDataSourceSnapshot<Int, Int>
  let after: DiffableDataSourceSnapshot<Int, Int>

  init(items: Int = 100_000, changes: Int = 1_000) {
    let row = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)),
      subitems: [
        LayoutItem(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      ])
    collectionView = CollectionView(
      frameSize: Size(width: 200, height: 100),
      collectionViewLayout: CompositionalLayout(section: LayoutSection(group: row)), clock: clock)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    dataSource = DiffableDataSource(collectionView: collectionView) { cv, path, item in
      let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
      cell.text = String(item)
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<items))
    before = snapshot
    // Changes spread over the whole list, eight of them on screen: an item is deleted, gets a
    // new item after it, or moves half the list away (after an item no other change touches).
    let spacing = items / changes
    for j in 0..<changes {
      let item = j < 8 ? 1 + 3 * j : j * spacing + spacing / 2
      switch j % 4 {
      case 0: snapshot.deleteItems([item])
      case 1: snapshot.insertItems([items + j], afterItem: item)
      default: snapshot.moveItem(item, afterItem: (item + items / 2 + 7) % items)
      }
    }
    after = snapshot
    dataSource.apply(before, animatingDifferences: false)
    collectionView.layoutIfNeeded()
  }

  /// Lets the animations of the last apply end.
  func settle() {
    clock.advance(by: 10)
    collectionView.tick()
  }
}

/// Applying a snapshot: the diff (Heckel's matching and minimal moves), the batch update's
/// validation and index mapping, the layout's prepare for 100,000 items and the animated relayout
/// of what shows — everything `apply(_:animatingDifferences:)` does.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.cpuTotal, .wallClock, .mallocCountTotal, .throughput],
    maxDuration: .seconds(5), maxIterations: 200)

  let fixture = DiffableFixture()
  let difference = SnapshotDifference(from: fixture.before, to: fixture.after).batchUpdate
  precondition(
    difference.deletedItems.count + difference.insertedItems.count + difference.movedItems.count
      == 1_000, "the two snapshots must be 1,000 changes apart")

  Benchmark("apply: 100,000 items, 1,000 changes (diff + batch update + layout)") { benchmark in
    benchmark.startMeasurement()
    fixture.dataSource.apply(fixture.after)
    benchmark.stopMeasurement()
    fixture.settle()
    fixture.dataSource.apply(fixture.before, animatingDifferences: true)
    fixture.settle()
  }

  Benchmark("diff only: 100,000 items, 1,000 changes") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(SnapshotDifference(from: fixture.before, to: fixture.after))
    }
  }
}
