import TUICollectionView

/// One layout of the demo: everything the command line, the title bar, the help, the README and
/// the Tab cycle need to know about it, and how to make it.
public struct LayoutCatalogEntry: Sendable, Hashable {
  /// How arrow keys scroll in a layout.
  public enum KeyScrolling: Sendable, Hashable {
    /// Four points (a line) a press, at once; the layout may still snap where it rests.
    case lines
    /// One item a press, animated, settling with that item where the layout snaps it; the
    /// step is the distance between two neighbouring items' centres.
    case items
    /// Up and down by lines; left and right move the sideways-scrolling section most in view
    /// by a page or a group (a compositional layout's orthogonal sections).
    case sidewaysSections
    /// One item a press, as `items`, where the offset moves this far for one item (layouts
    /// whose item centres do not move evenly, such as Cover Flow).
    case itemsEvery(Double)
  }

  /// What Enter (or a click on the centred cell) does in a layout without a detail layout.
  public enum PrimaryAction: Sendable, Hashable {
    /// Nothing.
    case none
    /// Zooms the centred cell with an animated affine scale; again shrinks it (seed 001).
    case zoomCentredItem
  }

  /// What a layout shows.
  public enum Content: Sendable, Hashable {
    /// The book's numbered items (`DemoDataSource`).
    case numberedItems
    /// The App Store screen's apps, through a diffable data source (`AppStoreModel`).
    case appStore
    /// The Messages screen's conversation, through a diffable data source (`MessagesModel`).
    case messages
    /// The Settings screen's list, through a diffable data source (`SettingsModel`).
    case settings
  }

  /// The name `--layout` takes (lower case, no spaces).
  public let name: String
  /// The title on its tab and in the status bar.
  public let title: String
  /// One line on what it shows.
  public let summary: String
  /// The seed it comes from (`000`…`004`).
  public let seed: String
  /// How arrow keys scroll it.
  public let keyScrolling: KeyScrolling
  /// The sections the demo starts with when this layout is the first and neither `--items` nor
  /// `--sections` is given (a layout about sections shows several); `nil`: one of 12 items.
  public let sampleSections: [Int]?
  /// The layout that shows one section opened, if this layout has one: Enter (or a click on an
  /// item) switches to it with a layout transition, Esc switches back (the stacks open into a
  /// grid). Enter does nothing in a layout without one.
  public let detailLayout: (@Sendable (_ section: Int) -> CollectionViewLayout)?
  /// What it shows; switching to a layout that shows something else cross-dissolves.
  public let content: Content
  /// Whether gestures and keys come to rest on whole pages (UIScrollView.isPagingEnabled).
  public let isPagingEnabled: Bool
  /// How many times over the data source reports its items (the endless banner's 100).
  public let itemRepeat: Int
  /// What Enter does.
  public let primaryAction: PrimaryAction
  /// Whether a tap deletes the item tapped and a tap on empty space inserts one at index 0
  /// (seed 003's circle) instead of selecting.
  public let tapDeletesAndInserts: Bool
  /// The collection view's content inset for a viewport size (a carousel centres its first and
  /// last items with it).
  public let contentInset: @Sendable (Size) -> EdgeInsets
  /// Makes a fresh layout object.
  public let make: @Sendable (LayoutEnvironment) -> CollectionViewLayout

  /// Creates an entry.
  public init(
    name: String, title: String, summary: String, seed: String, keyScrolling: KeyScrolling = .lines,
    sampleSections: [Int]? = nil,
    detailLayout: (@Sendable (_ section: Int) -> CollectionViewLayout)? = nil,
    content: Content = .numberedItems,
    isPagingEnabled: Bool = false, itemRepeat: Int = 1, primaryAction: PrimaryAction = .none,
    tapDeletesAndInserts: Bool = false,
    contentInset: @escaping @Sendable (Size) -> EdgeInsets = { _ in .zero },
    make: @escaping @Sendable (LayoutEnvironment) -> CollectionViewLayout
  ) {
    self.detailLayout = detailLayout
    self.name = name
    self.title = title
    self.summary = summary
    self.seed = seed
    self.keyScrolling = keyScrolling
    self.sampleSections = sampleSections
    self.content = content
    self.isPagingEnabled = isPagingEnabled
    self.itemRepeat = max(1, itemRepeat)
    self.primaryAction = primaryAction
    self.tapDeletesAndInserts = tapDeletesAndInserts
    self.contentInset = contentInset
    self.make = make
  }

  /// Whether it shows one item at a time at the centre (the status bar then names that item).
  public var isCarousel: Bool { keyScrolling != .lines && keyScrolling != .sidewaysSections }

  /// Entries are the same when their names are.
  public static func == (lhs: LayoutCatalogEntry, rhs: LayoutCatalogEntry) -> Bool {
    lhs.name == rhs.name
  }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// What a layout factory may use from the demo.
public struct LayoutEnvironment: Sendable {
  /// The minute the clock hand shows (fixed by `--minute`, else the wall clock's).
  public var minuteOfHour: @Sendable () -> Int
  /// The height of a row of text in points: the terminal's glyph cell aspect.
  public var rowHeight: Double

  /// Creates an environment.
  public init(minuteOfHour: @escaping @Sendable () -> Int, rowHeight: Double = 2) {
    self.minuteOfHour = minuteOfHour
    self.rowHeight = rowHeight
  }
}
