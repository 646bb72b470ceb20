import TUICollectionView

/// The Settings screen, written as a UIKit settings list is: an inset grouped list layout, list
/// cells with symbols, values, disclosure indicators, a switch, a checkmark group, an outline
/// that expands (a section snapshot with children), and favourites that `e` (editing) gives
/// delete and reorder accessories — all through one diffable data source.
public final class SettingsModel {
  /// The diffable data source, once the screen has been shown.
  public private(set) var dataSource: DiffableDataSource<SettingsSection, SettingsRow>?
  /// Whether Airplane Mode is on.
  public private(set) var airplaneMode = false
  /// The appearance chosen.
  public private(set) var theme = "Automatic"
  /// The favourites, in order.
  public private(set) var favourites = ["Alice", "Bob", "Carol", "Dave", "Eve"]
  /// The favourites flagged (their swipe action flags and unflags them).
  public private(set) var flagged: Set<String> = []
  /// Whether a Developer leaf is a switch, and if so whether it is on (the app's own state:
  /// slow animations, reduced motion, the frames overlay); `nil` for the other leaves.
  public var developerSwitch: (String) -> Bool? = { _ in nil }
  /// Flips a Developer switch; returns the status bar's notice.
  public var toggleDeveloperSwitch: (String) -> String? = { _ in nil }

  /// The interface style the chosen appearance gives the screen (`overrideUserInterfaceStyle`).
  public var interfaceStyle: UserInterfaceStyle {
    switch theme {
    case "Light": .light
    case "Dark": .dark
    default: .unspecified
    }
  }

  /// The links of the General section.
  static let links: [SettingsRow] = [
    .link(symbol: "wifi", title: "Wi-Fi"),
    .link(symbol: "bolt", title: "Bluetooth"),
    .link(symbol: "app.badge", title: "Notifications"),
    .link(symbol: "music.note", title: "Sounds"),
  ]
  /// Each link's page: the choices it offers.
  static let pages: [String: [String]] = [
    "Wi-Fi": ["Home", "Office", "Café"],
    "Bluetooth": ["On", "Off"],
    "Notifications": ["Banners", "Alerts", "None"],
    "Sounds": ["Chime", "Bell", "Silent"],
  ]
  /// What each page has chosen (the link's value).
  public private(set) var choices = [
    "Wi-Fi": "Home", "Bluetooth": "On", "Notifications": "Banners", "Sounds": "Chime",
  ]
  /// The page a link opened, if one is open.
  public private(set) var openPage: String?
  /// The Developer outline as it was when a page opened, to come back to.
  private var outlineBeforePage: DiffableDataSourceSectionSnapshot<SettingsRow>?
  /// The appearance choices.
  static let themes = ["Light", "Dark", "Automatic"]
  /// The Developer outline: parents and their children.
  static let tree: [(String, [String])] = [
    ("Animations", ["Slow Animations", "Reduce Motion"]),
    ("Layout", ["Show Frames", "Log Invalidations", "Guides"]),
    ("Guides", ["Baselines", "Margins"]),
  ]

  /// Creates the settings.
  public init() {}

  /// Makes the data source for a collection view the first time and returns it.
  @discardableResult
  public func attach(to collectionView: CollectionView) -> DiffableDataSource<
    SettingsSection, SettingsRow
  > {
    if let dataSource, dataSource.collectionView === collectionView { return dataSource }
    let cell = CollectionView.CellRegistration<ListCell, SettingsRow> {
      [unowned self] cell, _, row in
      self.configure(cell, for: row)
    }
    let header = CollectionView.SupplementaryRegistration<CollectionViewCell>(
      elementKind: CollectionView.elementKindSectionHeader
    ) { [unowned self] view, _, indexPath in
      var content = ListContentConfiguration.groupedHeader()
      let section = self.dataSource?.sectionIdentifier(for: indexPath.section)
      content.text = section == .page ? self.openPage : section?.title
      view.contentConfiguration = content
    }
    let footer = CollectionView.SupplementaryRegistration<CollectionViewCell>(
      elementKind: CollectionView.elementKindSectionFooter
    ) { [unowned self] view, _, indexPath in
      var content = ListContentConfiguration.groupedFooter()
      content.text = self.dataSource?.sectionIdentifier(for: indexPath.section)?.footer
      view.contentConfiguration = content
    }
    let made = DiffableDataSource<SettingsSection, SettingsRow>(collectionView: collectionView) {
      collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: row)
    }
    made.supplementaryViewProvider = { collectionView, kind, indexPath in
      kind == CollectionView.elementKindSectionHeader
        ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
    }
    // Favourites move (the reorder grip while editing, m, a long press); the model follows.
    made.reorderingHandlers.canReorderItem = { row in
      if case .favourite = row { true } else { false }
    }
    made.reorderingHandlers.didReorder = { [unowned self] transaction in
      self.favourites = transaction.finalSnapshot.itemIdentifiers(inSection: .favourites)
        .compactMap { if case .favourite(let name) = $0 { name } else { nil } }
    }
    dataSource = made
    made.applySnapshotUsingReloadData(snapshot())
    made.apply(outline(), to: .developer, animatingDifferences: false)
    return made
  }

  /// Every section but the outline's, which `outline()` fills; or the open page's choices.
  func snapshot() -> DiffableDataSourceSnapshot<SettingsSection, SettingsRow> {
    var snapshot = DiffableDataSourceSnapshot<SettingsSection, SettingsRow>()
    if let page = openPage {
      snapshot.appendSections([.page])
      snapshot.appendItems(
        (Self.pages[page] ?? []).map { .choice(page: page, option: $0) }, toSection: .page)
      return snapshot
    }
    snapshot.appendSections(SettingsSection.main)
    snapshot.appendItems([.airplaneMode] + Self.links, toSection: .general)
    snapshot.appendItems(Self.themes.map { .theme($0) }, toSection: .appearance)
    if let current = dataSource?.snapshot(),
      current.sectionIdentifiers.contains(.developer)
    {
      snapshot.appendItems(current.itemIdentifiers(inSection: .developer), toSection: .developer)
    }
    snapshot.appendItems(favourites.map { .favourite($0) }, toSection: .favourites)
    return snapshot
  }

  /// The Developer outline, collapsed, with a leaf at the end.
  func outline() -> DiffableDataSourceSectionSnapshot<SettingsRow> {
    var outline = DiffableDataSourceSectionSnapshot<SettingsRow>()
    outline.append([.node("Animations"), .node("Layout"), .node("Diagnostics")])
    for (parent, children) in Self.tree {
      outline.append(children.map { .node($0) }, to: .node(parent))
    }
    return outline
  }

  /// A row's content and accessories.
  private func configure(_ cell: ListCell, for row: SettingsRow) {
    var content = cell.defaultContentConfiguration()
    switch row {
    case .airplaneMode:
      content.image = Image(systemName: "airplane")
      content.text = "Airplane Mode"
      cell.accessories = [Self.switchAccessory(isOn: airplaneMode)]
    case .link(let symbol, let title):
      content = .valueCell()
      content.image = Image(systemName: symbol)
      content.text = title
      content.secondaryText =
        airplaneMode && title != "Notifications" && title != "Sounds"
        ? "Off" : choices[title]
      cell.accessories = [.disclosureIndicator()]
    case .choice(let page, let option):
      content.text = option
      cell.accessories = [.checkmark(options: .init(isHidden: choices[page] != option))]
    case .theme(let name):
      content.image = Image(
        systemName: name == "Light" ? "sun.max" : name == "Dark" ? "cloud" : "gear")
      content.text = name
      // Every choice keeps the checkmark's room, so the texts line up.
      cell.accessories = [.checkmark(options: .init(isHidden: name != theme))]
    case .node(let name):
      let isParent = Self.tree.contains { $0.0 == name }
      content.image = Image(systemName: isParent ? "folder" : "gearshape")
      content.text = name
      if isParent {
        cell.accessories = [.outlineDisclosure()]
      } else if let isOn = developerSwitch(name) {
        cell.accessories = [Self.switchAccessory(isOn: isOn)]
      } else {
        cell.accessories = []
      }
    case .favourite(let name):
      content.image = Image(systemName: "star.fill")
      content.imageProperties.tintColor = .systemYellow
      content.text = name
      // As UIKit's: ⊖ without a handler reveals the trailing swipe actions, whose red Delete
      // deletes.
      cell.accessories =
        (flagged.contains(name)
          ? [.label(text: "⚑ Flagged", options: .init(tintColor: .systemOrange))] : [])
        + [.delete(), .reorder()]
    }
    cell.contentConfiguration = content
  }

  /// A switch at the trailing end of a row, as wide as it is.
  private static func switchAccessory(isOn: Bool) -> CellAccessory {
    let view = SwitchView()
    view.isOn = isOn
    return .customView(
      configuration: .init(customView: view, placement: .trailing(), reservedLayoutWidth: .actual))
  }

  /// Selecting a row: the switch flips, a theme is chosen, a folder opens or closes; each row
  /// is deselected again, animated, as a settings list does. Returns the status bar's notice.
  func didSelect(at indexPath: IndexPath) -> String? {
    guard let dataSource, let cv = dataSource.collectionView,
      let row = dataSource.itemIdentifier(for: indexPath)
    else { return nil }
    cv.deselectItem(at: indexPath, animated: true)
    var snapshot = dataSource.snapshot()
    switch row {
    case .airplaneMode:
      airplaneMode.toggle()
      snapshot.reconfigureItems([.airplaneMode] + Self.links)
      dataSource.apply(snapshot, animatingDifferences: true)
      return "Airplane Mode \(airplaneMode ? "on" : "off")"
    case .theme(let name):
      theme = name
      cv.overrideUserInterfaceStyle = interfaceStyle
      snapshot.reconfigureItems(Self.themes.map { .theme($0) })
      dataSource.apply(snapshot, animatingDifferences: true)
      return "Appearance: \(name)"
    case .link(_, let title):
      open(page: title)
      return nil
    case .choice(let page, let option):
      choices[page] = option
      snapshot.reconfigureItems((Self.pages[page] ?? []).map { .choice(page: page, option: $0) })
      dataSource.apply(snapshot, animatingDifferences: true)
      return "\(page): \(option)"
    case .node(let name):
      if developerSwitch(name) != nil {
        let said = toggleDeveloperSwitch(name)
        reconfigureDeveloperSwitches()
        return said
      }
      guard let item = cv.outlineItem(at: indexPath), item.canExpand else {
        return "\(name): a leaf of the outline"
      }
      cv.setOutlineItemExpanded(!item.isExpanded, at: indexPath)
      return nil
    case .favourite(let name):
      return cv.isEditing ? nil : "\(name): e edits the favourites"
    }
  }

  /// A row's swipe actions: a favourite swipes to Delete and Flag from the trailing edge and
  /// to Pin from the leading one; other rows have none.
  public func swipeActions(at indexPath: IndexPath, leading: Bool) -> SwipeActionsConfiguration? {
    guard case .favourite(let name)? = dataSource?.itemIdentifier(for: indexPath) else {
      return nil
    }
    if leading {
      let pin = ContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in
        self.pinFavourite(name)
        done(true)
      }
      pin.backgroundColor = .systemOrange
      pin.image = Image(systemName: "star.fill")
      return SwipeActionsConfiguration(actions: [pin])
    }
    let delete = ContextualAction(style: .destructive, title: "Delete") {
      [unowned self] _, _, done in
      self.deleteFavourite(name)
      done(true)
    }
    let isFlagged = flagged.contains(name)
    let flag = ContextualAction(style: .normal, title: isFlagged ? "Unflag" : "Flag") {
      [unowned self] _, _, done in
      self.setFlagged(!isFlagged, name)
      done(true)
    }
    flag.backgroundColor = .systemIndigo
    return SwipeActionsConfiguration(actions: [delete, flag])
  }

  /// Opens a link's page (as a navigation controller pushes one): the list cross-dissolves to
  /// the page's choices, the chosen one focused.
  func open(page: String) {
    guard let dataSource, let cv = dataSource.collectionView, openPage == nil,
      Self.pages[page] != nil
    else { return }
    outlineBeforePage = dataSource.snapshot(for: .developer)
    openPage = page
    cv.transitionCrossDissolve {
      dataSource.applySnapshotUsingReloadData(snapshot())
      cv.setContentOffset(cv.contentOffsetRange.min, animated: false)
    }
    if let chosen = choices[page],
      let path = dataSource.indexPath(for: .choice(page: page, option: chosen))
    {
      cv.focusItem(at: path)
    }
  }

  /// Goes back from a page to the list, its link focused; returns whether a page was open.
  @discardableResult
  public func closePage() -> Bool {
    guard let dataSource, let cv = dataSource.collectionView, let page = openPage else {
      return false
    }
    openPage = nil
    cv.transitionCrossDissolve {
      dataSource.applySnapshotUsingReloadData(snapshot())
      dataSource.apply(outlineBeforePage ?? outline(), to: .developer, animatingDifferences: false)
    }
    outlineBeforePage = nil
    if let link = Self.links.first(where: {
      if case .link(_, page) = $0 { true } else { false }
    }), let path = dataSource.indexPath(for: link) {
      cv.focusItem(at: path)
      cv.scrollToItem(at: path, at: .centeredVertically, animated: false)
    }
    return true
  }

  /// Flags or unflags a favourite; its row shows the flag.
  func setFlagged(_ isFlagged: Bool, _ name: String) {
    if isFlagged { flagged.insert(name) } else { flagged.remove(name) }
    guard let dataSource else { return }
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([.favourite(name)])
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  /// Shows the Developer switches as they are now (after S, R or o changed one elsewhere).
  public func reconfigureDeveloperSwitches() {
    guard let dataSource else { return }
    var snapshot = dataSource.snapshot()
    let shown = snapshot.itemIdentifiers(inSection: .developer).filter {
      if case .node(let name) = $0 { developerSwitch(name) != nil } else { false }
    }
    guard !shown.isEmpty else { return }
    snapshot.reconfigureItems(shown)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Moves a favourite to the top, animated.
  func pinFavourite(_ name: String) {
    guard let dataSource, let first = favourites.first, first != name else { return }
    favourites.removeAll { $0 == name }
    favourites.insert(name, at: 0)
    var snapshot = dataSource.snapshot()
    snapshot.moveItem(.favourite(name), beforeItem: .favourite(first))
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  /// Deletes a favourite (its delete accessory), animated.
  func deleteFavourite(_ name: String) {
    guard let dataSource else { return }
    favourites.removeAll { $0 == name }
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([.favourite(name)])
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}
