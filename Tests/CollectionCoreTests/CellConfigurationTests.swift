import TestSupport
import Testing

@testable import CollectionCore

/// Configuration state, the update handler and `updateConfiguration(using:)`, background
/// configurations and the cell's views, written as UIKit code written since iOS 14 writes them.
@Suite("Cell configuration")
struct CellConfigurationTests {
  /// A cell subclass that records its own updates, as a UIKit subclass overriding
  /// `updateConfiguration(using:)` would.
  final class RecordingCell: CollectionViewCell {
    var log: [String] = []
    override func updateConfiguration(using state: CellConfigurationState) {
      log.append("update \(Self.describe(state))")
    }
    static func describe(_ s: CellConfigurationState) -> String {
      var parts: [String] = []
      if s.isSelected { parts.append("selected") }
      if s.isHighlighted { parts.append("highlighted") }
      if s.isFocused { parts.append("focused") }
      if s.isDisabled { parts.append("disabled") }
      if s.isReordering { parts.append("reordering") }
      if s.isEditing { parts.append("editing") }
      if s.isExpanded { parts.append("expanded") }
      return parts.isEmpty ? "normal" : parts.joined(separator: "+")
    }
  }

  /// Twelve 20×4 cells in a 40×24 view, each registered with an update handler that logs the
  /// state and configures a list-style background.
  final class App {
    let clock = ManualClock()
    let collectionView: CollectionView
    var dataSource: DiffableDataSource<Int, Int>!
    var handled: [(item: Int, state: String)] = []
    var movable = true

    init() {
      collectionView = CollectionView(
        frameSize: Size(width: 40, height: 24),
        collectionViewLayout: makeFlowLayout(
          itemSize: Size(width: 20, height: 4), inset: .zero, interitem: 0, line: 0),
        clock: clock)
      let registration = CollectionView.CellRegistration<RecordingCell, Int> {
        [unowned self] cell, indexPath, item in
        cell.backgroundConfiguration = .listPlainCell()
        cell.contentView.text = "Row \(item)"
        cell.configurationUpdateHandler = { [unowned self] cell, state in
          (cell as? RecordingCell)?.log.append("handler \(RecordingCell.describe(state))")
          self.handled.append((item, RecordingCell.describe(state)))
        }
      }
      dataSource = DiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<12))
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.layoutIfNeeded()
    }

    func cell(_ item: Int) -> RecordingCell {
      collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! RecordingCell
    }
  }

  @Test func theHandlerRunsOnceForEachNewStateAfterUpdateConfiguration() {
    let app = App()
    // Shown: each cell updated once, the subclass's method first, then the handler.
    #expect(app.handled.map(\.item).sorted() == Array(0..<12))
    #expect(app.cell(3).log == ["update normal", "handler normal"])
    app.handled = []
    // Selected in code: one update, with the state, at the next layout pass.
    app.collectionView.selectItem(
      at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    #expect(app.handled.isEmpty)
    app.collectionView.layoutIfNeeded()
    #expect(app.handled.map { "\($0.item) \($0.state)" } == ["3 selected"])
    // Selecting another item deselects this one: an update for each.
    app.handled = []
    app.collectionView.selectItem(
      at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
    app.collectionView.layoutIfNeeded()
    #expect(app.handled.map { "\($0.item) \($0.state)" }.sorted() == ["3 normal", "5 selected"])
    // Focus joins the state.
    app.handled = []
    app.collectionView.focusItem(at: IndexPath(item: 5, section: 0))
    app.collectionView.layoutIfNeeded()
    #expect(app.handled.map { "\($0.item) \($0.state)" } == ["5 selected+focused"])
    app.collectionView.focusItem(at: nil)
    app.collectionView.layoutIfNeeded()
    // A touch highlights, then the release selects and unhighlights.
    app.handled = []
    let center = app.collectionView.layoutAttributesForItem(at: IndexPath(item: 8, section: 0))!
      .center
    app.collectionView.touchesBegan(at: center)
    app.collectionView.layoutIfNeeded()
    #expect(app.handled.map { "\($0.item) \($0.state)" } == ["8 highlighted"])
    _ = app.collectionView.touchesEnded(at: center)
    app.collectionView.layoutIfNeeded()
    #expect(app.handled.map { "\($0.item) \($0.state)" }.contains("8 selected"))
    // A custom reason: setNeedsUpdateConfiguration() runs it again, in the same state.
    app.handled = []
    app.cell(8).isUserInteractionEnabled = false
    app.collectionView.layoutIfNeeded()
    #expect(app.handled.map { "\($0.item) \($0.state)" } == ["8 selected+disabled"])
    app.handled = []
    let eight = app.cell(8)
    eight.setNeedsUpdateConfiguration()
    eight.setNeedsUpdateConfiguration()
    app.collectionView.layoutIfNeeded()
    #expect(app.handled.count == 1)
  }

  @Test func editingAndAnOutlinesExpansionReachTheState() {
    let app = App()
    app.handled = []
    // Editing: every cell on screen is updated, once, and cells made later are editing too.
    app.collectionView.isEditing = true
    app.collectionView.layoutIfNeeded()
    #expect(app.handled.map(\.item).sorted() == Array(0..<12))
    #expect(app.handled.allSatisfy { $0.state == "editing" })
    app.collectionView.isEditing = false
    app.collectionView.layoutIfNeeded()
    #expect(app.cell(0).configurationState.isEditing == false)
    // An outline: item 0 a parent of 100 and 101; expanding it changes its state in place.
    var outline = DiffableDataSourceSectionSnapshot<Int>()
    outline.append([0])
    outline.append([100, 101], to: 0)
    outline.append(Array(1..<12))
    app.dataSource.apply(outline, to: 0, animatingDifferences: false)
    app.collectionView.layoutIfNeeded()
    #expect(app.cell(0).configurationState.isExpanded == false)
    app.handled = []
    outline.expand([0])
    app.dataSource.apply(outline, to: 0, animatingDifferences: false)
    app.collectionView.layoutIfNeeded()
    #expect(app.cell(0).configurationState.isExpanded)
    #expect(app.handled.contains { $0.item == 0 && $0.state == "expanded" })
    // The children are not expanded (they have none).
    #expect(app.cell(1).configurationState.isExpanded == false)
  }

  @Test func anAnimatedDeselectionFadesTheSelectedLookIntoTheNewOne() throws {
    let app = App()
    let path = IndexPath(item: 3, section: 0)
    app.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    app.collectionView.layoutIfNeeded()
    let selectedLook = app.cell(3).appearance
    func fades() -> [PresentedElement] {
      app.collectionView.presentedElements().filter {
        $0.attributes.representedElementKind == SelectionFadeView.kind
      }
    }
    // Without animation, nothing fades.
    app.collectionView.deselectItem(at: path, animated: false)
    app.collectionView.layoutIfNeeded()
    #expect(fades().isEmpty)
    app.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    app.collectionView.layoutIfNeeded()
    // Animated: the cell shows its new state at once, under its old look fading away.
    app.collectionView.deselectItem(at: path, animated: true)
    app.collectionView.layoutIfNeeded()
    #expect(app.cell(3).configurationState.isSelected == false)
    #expect(app.cell(3).appearance != selectedLook)
    app.clock.advance(by: 0.1)
    app.collectionView.tick()
    let fade = try #require(fades().first)
    #expect(fade.view.appearance == selectedLook)
    #expect(fade.attributes.frame == app.collectionView.layoutAttributesForItem(at: path)?.frame)
    #expect(fade.attributes.alpha > 0 && fade.attributes.alpha < 1)
    // Painted above the cell.
    let order = app.collectionView.presentedElements().map(\.view)
    let cellIndex = try #require(order.firstIndex { $0 === app.cell(3) })
    let fadeIndex = try #require(order.firstIndex { $0 === fade.view })
    #expect(fadeIndex > cellIndex)
    #expect(app.collectionView._invariantViolations() == [])
    // The cell moves (an item inserted before it): the fade goes with it.
    var snapshot = app.dataSource.snapshot()
    snapshot.insertItems([99], beforeItem: 0)
    app.dataSource.apply(snapshot, animatingDifferences: false)
    app.collectionView.layoutIfNeeded()
    let moved = try #require(
      app.collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame)
    #expect(moved != fade.attributes.frame)
    #expect(fades().first?.attributes.frame == moved)
    app.collectionView.settle(app.clock)
    #expect(fades().isEmpty)
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func aListBackgroundFollowsTheStateUnlessTheAppSetItsColour() {
    let app = App()
    let cell = app.cell(2)
    #expect(cell.appearance.fill == nil)
    app.collectionView.selectItem(
      at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    app.collectionView.layoutIfNeeded()
    #expect(cell.appearance.fill == .systemGray4)
    // The cell draws its own selection: the renderer's marks are not added.
    #expect(!cell.appearance.state.contains(.selected))
    #expect(cell.appearance.lines == ["Row 2"])
    app.collectionView.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
    app.collectionView.layoutIfNeeded()
    #expect(cell.appearance.fill == nil)
    // A colour the app chose stays whatever the state.
    var background = BackgroundConfiguration.listPlainCell()
    background.backgroundColor = .systemIndigo
    cell.backgroundConfiguration = background
    app.collectionView.selectItem(
      at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    app.collectionView.layoutIfNeeded()
    #expect(cell.appearance.fill == .systemIndigo)
  }

  @Test func aHiddenCellIsPresentedHiddenInItsPlace() throws {
    let app = App()
    let cell = app.cell(4)
    cell.isHidden = true
    let shown = try #require(
      app.collectionView.presentedElements().first { $0.view === cell }?.attributes)
    #expect(shown.isHidden)
    #expect(
      shown.frame
        == app.collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame)
    cell.isHidden = false
    #expect(
      app.collectionView.presentedElements().first { $0.view === cell }?.attributes.isHidden
        == false)
  }

  @Test func listStylesGiveUIKitsColoursForEachState() {
    var selected = CellConfigurationState(traitCollection: TraitCollection())
    selected.isSelected = true
    var light = selected
    light.traitCollection = TraitCollection(userInterfaceStyle: .light)
    let sidebar = BackgroundConfiguration.listSidebarCell()
    #expect(sidebar.resolvedBackgroundColor() == nil)
    #expect(sidebar.updated(for: selected).resolvedBackgroundColor() == .tintColor)
    #expect(sidebar.updated(for: selected).cornerRadius > 0)
    #expect(
      BackgroundConfiguration.listAccompaniedSidebarCell().updated(for: selected)
        .resolvedBackgroundColor() == .systemGray4)
    let grouped = BackgroundConfiguration.listGroupedCell()
    #expect(grouped.resolvedBackgroundColor() == .secondarySystemGroupedBackground)
    #expect(
      grouped.updated(for: light).resolvedBackgroundColor()
        == Color.systemGray4.resolvedColor(with: light.traitCollection))
    #expect(Color.systemGray4.resolvedColor(with: light.traitCollection) != .systemGray4)
    #expect(BackgroundConfiguration.clear().updated(for: selected).resolvedBackgroundColor() == nil)
    var stroked = BackgroundConfiguration.clear()
    #expect(stroked.resolvedStrokeColor() == nil)
    stroked.strokeWidth = 1
    #expect(stroked.resolvedStrokeColor() == .tintColor)
    stroked.strokeColor = .systemRed
    stroked.strokeColorTransformer = .grayscale
    #expect(stroked.resolvedStrokeColor().map { $0.red == $0.green && $0.green == $0.blue } == true)
  }

  @Test func backgroundViewsShowAndTheSelectedOneWhileSelected() {
    let cell = CollectionViewCell()
    cell.contentView.text = "Inbox"
    let plain = View()
    plain.backgroundColor = .darkGray
    let chosen = View()
    chosen.backgroundColor = .systemBlue
    cell.backgroundView = plain
    cell.selectedBackgroundView = chosen
    #expect(cell.appearance.fill == .darkGray)
    #expect(cell.appearance.lines == ["Inbox"])
    cell.isSelected = true
    #expect(cell.appearance.fill == .systemBlue)
    #expect(!cell.appearance.state.contains(.selected))
    cell.isSelected = false
    cell.isHighlighted = true
    #expect(cell.appearance.fill == .systemBlue)
    cell.isHighlighted = false
    // A change inside a part redraws the cell.
    plain.backgroundColor = .systemGreen
    #expect(cell.appearance.fill == .systemGreen)
    cell.contentView.text = "Sent"
    #expect(cell.appearance.lines == ["Sent"])
    // Without views of its own a selected cell looks as it did, as UIKit's plain cell does.
    let bare = CollectionViewCell()
    bare.backgroundColor = .orange
    bare.text = "7"
    let unselected = bare.appearance
    bare.isSelected = true
    bare.isHighlighted = true
    #expect(bare.appearance == unselected)
  }

  /// An app's own content configuration and view (UIContentConfiguration / UIContentView).
  struct BadgeConfiguration: ContentConfiguration {
    var count = 0
    var isSelected = false
    func makeContentView() -> any View & ContentView { BadgeView(configuration: self) }
    func updated(for state: any ConfigurationState) -> BadgeConfiguration {
      var copy = self
      copy.isSelected = (state as? CellConfigurationState)?.isSelected ?? false
      return copy
    }
  }

  final class BadgeView: View, ContentView {
    nonisolated(unsafe) static var made = 0
    var configuration: any ContentConfiguration {
      didSet { show() }
    }
    init(configuration: BadgeConfiguration) {
      self.configuration = configuration
      super.init()
      Self.made += 1
      show()
    }
    required init() { fatalError("made from a configuration") }
    func show() {
      guard let badge = configuration as? BadgeConfiguration else { return }
      text = "\(badge.count) unread"
      textColor = badge.isSelected ? .white : .systemRed
    }
  }

  @Test func anAppsContentConfigurationMakesItsViewOnceAndFollowsTheState() {
    let cell = CollectionViewCell()
    BadgeView.made = 0
    cell.contentConfiguration = BadgeConfiguration(count: 3)
    #expect(cell.contentView is BadgeView)
    #expect(cell.appearance.lines == ["3 unread"])
    #expect(cell.appearance.textColor == .systemRed)
    cell.contentConfiguration = BadgeConfiguration(count: 4)
    #expect(BadgeView.made == 1)
    #expect(cell.appearance.lines == ["4 unread"])
    // Selected: the automatic update gives the view the configuration updated for the state.
    cell.isSelected = true
    cell.updateConfigurationIfNeeded()
    #expect(cell.appearance.textColor == .white)
    #expect((cell.contentConfiguration as? BadgeConfiguration)?.isSelected == true)
    // Without automatic updates, the configuration stays as set.
    cell.automaticallyUpdatesContentConfiguration = false
    cell.isSelected = false
    cell.updateConfigurationIfNeeded()
    #expect(cell.appearance.textColor == .white)
  }

  final class MovingSource: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 6 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.configurationUpdateHandler = { cell, state in
        cell.contentView.text = state.isReordering ? "moving" : "resting"
      }
      return cell
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool
    { true }
  }

  @Test func theCellAnInteractiveMovementCarriesIsReordering() throws {
    let source = MovingSource()
    let cv = CollectionView(
      frameSize: Size(width: 40, height: 24), collectionViewLayout: makeFlowLayout(),
      clock: ManualClock())
    cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    cv.dataSource = source
    cv.layoutIfNeeded()
    let path = IndexPath(item: 1, section: 0)
    let cell = try #require(cv.cellForItem(at: path))
    #expect(cell.appearance.lines == ["resting"])
    #expect(cv.beginInteractiveMovementForItem(at: path))
    cv.layoutIfNeeded()
    #expect(cell.appearance.lines == ["moving"])
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.appearance.lines == ["resting"])
    cv.cancelInteractiveMovement()
    cv.layoutIfNeeded()
    #expect(cell.appearance.lines == ["resting"])
  }
}
