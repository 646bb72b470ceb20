// The spiral layout in the terminal: ← → wind the items along the spiral one place, + adds an
// item that grows out of the centre, - sends the rim's item flying off, q quits.
import SpiralLayout
import TUICollectionView

/// Numbered items; inserted ones get new numbers so a moved item keeps its label.
final class SpiralItems: CollectionViewDataSource {
  var numbers = Array(0..<40)
  var next = 40

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    numbers.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    cell.text = "\(numbers[indexPath.item])"
    cell.backgroundColor = .systemTeal
    return cell
  }
}

/// The app: the spiral, keys to wind it and to insert and delete at the rim.
final class SpiralApp: CollectionViewApplication {
  let items = SpiralItems()
  let spiral = SpiralLayout()

  init(context: TerminalContext) {
    super.init(layout: spiral, context: context)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = items
    keyCommands = [
      KeyCommand(input: .right, title: "wind out") { [unowned self] in wind(by: 1) },
      KeyCommand(input: .left, title: "wind in") { [unowned self] in wind(by: -1) },
      KeyCommand(input: .character("+"), title: "insert") { [unowned self] in insertAtRim() },
      KeyCommand(input: .character("-"), title: "delete") { [unowned self] in deleteAtRim() },
    ]
  }

  override var title: String? { "Spiral" }

  override var statusSegments: [StatusBar.Segment] {
    [
      StatusBar.Segment("\(items.numbers.count) items", priority: 2),
      StatusBar.Segment("← → wind  + - insert, delete", priority: 1),
    ]
  }

  /// The item at the rim.
  var rimIndex: Int {
    Int((collectionView.scrollDestination.x / spiral.itemSpacing).rounded())
  }

  func wind(by places: Int) {
    collectionView.scrollByUser(Point(x: Double(places) * spiral.itemSpacing, y: 0), animated: true)
  }

  func insertAtRim() {
    let at = min(max(0, rimIndex), items.numbers.count)
    items.numbers.insert(items.next, at: at)
    items.next += 1
    collectionView.performBatchUpdates {
      collectionView.insertItems(at: [IndexPath(item: at, section: 0)])
    }
  }

  func deleteAtRim() {
    let at = rimIndex
    guard items.numbers.indices.contains(at) else { return }
    items.numbers.remove(at: at)
    collectionView.performBatchUpdates {
      collectionView.deleteItems(at: [IndexPath(item: at, section: 0)])
    }
  }
}

Terminal.runAndExit(programName: "spiral") { SpiralApp(context: $0) }
