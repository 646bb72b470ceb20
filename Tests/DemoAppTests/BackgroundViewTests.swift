import CollectionCore
import GlyphRaster
import TUICollectionView
import Testing

/// The collection view's `backgroundView` (an empty state): drawn behind every cell, the size of
/// the bounds, and still while the content scrolls.
@Suite("Background view")
struct BackgroundViewTests {
  /// A 20×6-glyph view (points: 20 × 12) of a flow of 8×4-point cells labelled by item.
  final class App: CollectionViewDataSource {
    let collectionView: CollectionView
    var count: Int
    let renderer = CollectionViewRenderer(options: RenderOptions(colorMode: .palette256))

    init(count: Int) {
      self.count = count
      let layout = FlowLayout()
      layout.itemSize = Size(width: 8, height: 4)
      layout.minimumLineSpacing = 0
      layout.minimumInteritemSpacing = 2
      layout.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
      collectionView = CollectionView(
        frameSize: Size(width: 20, height: 12), collectionViewLayout: layout, clock: ManualClock())
      collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collectionView.dataSource = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.backgroundColor = .systemBlue
      cell.text = "#\(indexPath.item)"
      return cell
    }

    /// The frame as the renderer draws it.
    func frame() -> [String] {
      var canvas = renderer.beginFrame(
        columns: 20, rows: 6, keeping: GlyphRect(x: 0, y: 0, width: 20, height: 6))
      renderer.draw(
        collectionView, in: GlyphRect(x: 0, y: 0, width: 20, height: 6), into: &canvas)
      renderer.endFrame(canvas)
      return canvas.lines
    }
  }

  /// An empty state: a dark fill with a message in the middle.
  static func emptyState() -> CollectionReusableView {
    let view = CollectionReusableView()
    view.backgroundColor = .darkGray
    view.text = "No messages"
    return view
  }

  @Test func anEmptyCollectionShowsItsBackgroundView() {
    let app = App(count: 0)
    #expect(app.frame().allSatisfy { $0.allSatisfy { $0 == " " } })
    app.collectionView.backgroundView = Self.emptyState()
    let shown = app.frame()
    #expect(shown[3] == "     No messages    ")
    // Hidden, it is gone again.
    app.collectionView.backgroundView?.isHidden = true
    #expect(app.frame().allSatisfy { $0.allSatisfy { $0 == " " } })
  }

  @Test func cellsCoverItAndItDoesNotScrollWithThem() {
    let app = App(count: 40)
    app.collectionView.backgroundView = Self.emptyState()
    let top = app.frame()
    // The cells are drawn over it; its label shows only between them.
    #expect(top[1] == "  ▄▄#0▄▄    ▄▄#1▄▄  ")
    #expect(top[3] == "  ▄▄#2▄▄ es ▄▄#3▄▄  ")
    // Scrolled past the last item (into a bottom inset), the bounds show the background alone,
    // where an empty collection view shows it: it did not move with the content.
    app.collectionView.contentInset.bottom = 12
    app.collectionView.contentOffset = Point(x: 0, y: 80)
    let empty = App(count: 0)
    empty.collectionView.backgroundView = Self.emptyState()
    #expect(app.frame() == empty.frame())
  }
}
