import TUICollectionView

/// The data of the modern layout's App-Store-like screen, applied to the collection view through
/// a diffable data source: shuffling or filtering builds a new snapshot and `apply` animates the
/// difference (moves glide, inserts fade in, deletes fade out).
public final class AppStoreModel {
  /// The most apps the list holds (a snapshot keeps every identifier).
  public static let maximumListCount = 100_000
  /// How many featured apps, top-chart apps and categories the screen has.
  public static let counts: [AppStoreSection: Int] = [
    .featured: 5, .topCharts: 12, .categories: 8,
  ]

  /// The diffable data source, once the screen has been shown.
  public private(set) var dataSource: DiffableDataSource<AppStoreSection, Int>?
  /// Whether only free apps show.
  public private(set) var showsFreeOnly = false
  /// How many times the items were shuffled.
  public private(set) var shuffleCount = 0

  /// The number of items the screen shows.
  public private(set) var itemCount = 0

  /// Every section's items in order, before the filter.
  private var order: [AppStoreSection: [Int]]
  private var nextListID: Int

  /// Creates the data with a number of apps in the list (at most `maximumListCount`).
  public init(listCount: Int) {
    let listed = min(max(0, listCount), Self.maximumListCount)
    order = [
      .featured: (0..<Self.counts[.featured]!).map { Self.base(.featured) + $0 },
      .topCharts: (0..<Self.counts[.topCharts]!).map { Self.base(.topCharts) + $0 },
      .categories: (0..<Self.counts[.categories]!).map { Self.base(.categories) + $0 },
      .allApps: Array(0..<listed),
    ]
    nextListID = listed
    itemCount = AppStoreSection.allCases.reduce(0) { $0 + items(in: $1).count }
  }

  /// The first identifier of a section's items (the list's apps are 0, 1, 2, …).
  static func base(_ section: AppStoreSection) -> Int {
    section == .allApps ? 0 : 1_000_000 * (section.rawValue + 1)
  }

  /// The section an identifier belongs to.
  static func section(of id: Int) -> AppStoreSection {
    AppStoreSection(rawValue: id / 1_000_000 - 1) ?? .allApps
  }

  /// The items of a section as shown (after the filter).
  public func items(in section: AppStoreSection) -> [Int] {
    let all = order[section] ?? []
    guard showsFreeOnly, section == .topCharts || section == .allApps else { return all }
    return all.filter { AppStoreApp(id: $0).isFree }
  }

  /// The snapshot of what the screen shows now.
  public func snapshot() -> DiffableDataSourceSnapshot<AppStoreSection, Int> {
    var snapshot = DiffableDataSourceSnapshot<AppStoreSection, Int>()
    // The sections and identifiers are unique by construction.
    snapshot.appendSections(AppStoreSection.allCases)
    for section in AppStoreSection.allCases {
      snapshot.appendItems(items(in: section), toSection: section)
    }
    return snapshot
  }

  /// Makes the diffable data source for a collection view the first time (it becomes the
  /// collection view's data source) and returns it.
  @discardableResult
  public func attach(to collectionView: CollectionView) -> DiffableDataSource<AppStoreSection, Int>
  {
    if let dataSource, dataSource.collectionView === collectionView { return dataSource }
    collectionView.register(
      AppStoreCell.self, forCellWithReuseIdentifier: AppStoreCell.reuseIdentifier)
    collectionView.register(
      AppStoreHeaderView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader,
      withReuseIdentifier: AppStoreHeaderView.reuseIdentifier)
    let made = DiffableDataSource<AppStoreSection, Int>(collectionView: collectionView) {
      collectionView, indexPath, id in
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: AppStoreCell.reuseIdentifier, for: indexPath)
      Self.configure(cell, showing: id)
      return cell
    }
    made.supplementaryViewProvider = { collectionView, kind, indexPath in
      // Only headers: another layout still on screen while the data changes (a layout with
      // footers, mid-switch) gets no view for its other kinds.
      guard kind == ElementKind.sectionHeader else { return nil }
      let header = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: AppStoreHeaderView.reuseIdentifier, for: indexPath)
      header.text = (AppStoreSection(rawValue: indexPath.section) ?? .allApps).title
      return header
    }
    made.apply(snapshot(), animatingDifferences: false)
    dataSource = made
    return made
  }

  /// Fills a cell for an item: a banner, a chart entry, a category tile or a list row.
  static func configure(_ cell: CollectionViewCell, showing id: Int) {
    let app = AppStoreApp(id: id)
    switch section(of: id) {
    case .featured:
      cell.backgroundColor = app.color.deepenedForWhiteText
      cell.text = "★ Editors' Choice\n\(app.name)\n\(app.category) · \(app.price)"
    case .topCharts:
      let rank = id - base(.topCharts) + 1
      cell.backgroundColor = app.color.mixed(with: .black, fraction: 0.25).deepenedForWhiteText
      cell.text = "\(rank). \(app.name) · \(app.category) · \(app.price)"
    case .categories:
      let category = AppStoreApp.categories[(id - base(.categories)) % AppStoreApp.categories.count]
      cell.backgroundColor = app.color.mixed(with: .white, fraction: 0.1).deepenedForWhiteText
      cell.text = category
    case .allApps:
      cell.backgroundColor = app.color.mixed(with: .black, fraction: 0.55).deepenedForWhiteText
      cell.textAlignment = .leading
      cell.text = "\(app.name) · \(app.category) · \(app.price)"
    }
  }

  /// Shuffles the top charts, the categories and the list (a seeded shuffle, the same every
  /// run) and animates; the featured banner keeps its editorial order.
  public func shuffle() {
    shuffleCount += 1
    var generator = SplitMix64(seed: UInt64(shuffleCount))
    for section in [AppStoreSection.topCharts, .categories, .allApps] {
      order[section]?.shuffle(using: &generator)
    }
    apply()
  }

  /// Shows only free apps, or every app again, and animates.
  public func toggleFreeOnly() {
    showsFreeOnly.toggle()
    apply()
  }

  /// Appends a new app to the list, animated.
  public func appendApp() {
    guard (order[.allApps]?.count ?? 0) < Self.maximumListCount else { return }
    order[.allApps, default: []].append(nextListID)
    nextListID += 1
    apply()
  }

  /// Deletes the list's last app, animated; the list keeps at least one (as the book keeps one
  /// item). Returns whether one was deleted.
  @discardableResult
  public func deleteLastApp() -> Bool {
    guard let shown = items(in: .allApps).last, items(in: .allApps).count > 1 else {
      return false
    }
    order[.allApps]?.removeAll { $0 == shown }
    apply()
    return true
  }

  private func apply() {
    let next = snapshot()
    itemCount = next.numberOfItems
    dataSource?.apply(next)
  }
}
