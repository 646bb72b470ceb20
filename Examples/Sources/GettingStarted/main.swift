// Getting started: two hundred numbered cells in a grid. The arrows move the focus ring;
// PgUp/PgDn, the wheel and a drag scroll; Enter, Space or a click selects a cell and turns
// it blue; ? shows the keys; q quits.
import TUICollectionView

/// The items: numbers, in cells the collection view reuses.
final class Numbers: CollectionViewDataSource {
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    200
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    cell.text = "\(indexPath.item)"
    cell.backgroundColor = .orange
    return cell
  }
}

/// The app: a flow layout of 10 × 6 point cells, a title bar, and a reaction to a selection.
final class GridApp: CollectionViewApplication, CollectionViewDelegate {
  let numbers = Numbers()

  init(context: TerminalContext) {
    let layout = FlowLayout()
    layout.itemSize = Size(width: 10, height: 6)
    layout.sectionInset = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
    super.init(layout: layout, context: context)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = numbers
    collectionView.delegate = self
  }

  override var title: String? { "Getting started" }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.cellForItem(at: indexPath)?.backgroundColor = .systemBlue
  }
}

Terminal.runAndExit(programName: "getting-started") { GridApp(context: $0) }
