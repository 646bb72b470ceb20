/// Photo stacks, the layout the chapter of seed 000 breaks off in (and seed 002's Photos-like
/// app): one pile per section in a grid, its items on top of each other with small
/// deterministic turns and offsets, the first item in front, the section's name and count on a
/// caption under the pile (the section's header).
///
/// The same class lays out a stack opened: with `openSection` set it is a grid of that
/// section's items under its header, and nothing of the other sections. Opening and closing a
/// stack is a layout transition between the two (`setCollectionViewLayout(_:animated:)`), so
/// every item travels from its place in the pile to its cell in the grid and back; the other
/// piles fade where they are. An opened stack is shown from its top
/// (`targetContentOffset(forProposedContentOffset:)`).
///
/// Only the top `visibleDepth` photos of a pile are returned for a rect: the rest lie exactly
/// under the deepest of those, so a pile of a million costs what a pile of four does.
open class StacksLayout: CollectionViewLayout {
  /// The size of a photo, in a pile and in the opened grid.
  public var itemSize = Size(width: 14, height: 10) { didSet { invalidateLayout() } }
  /// The horizontal space between piles.
  public var stackSpacing: Double = 10 { didSet { invalidateLayout() } }
  /// The vertical space between rows of piles (below the captions).
  public var lineSpacing: Double = 4 { didSet { invalidateLayout() } }
  /// Space around the piles, and around the opened grid.
  public var sectionInset = EdgeInsets(all: 4) { didSet { invalidateLayout() } }
  /// The height of the caption under a pile (two lines).
  public var captionHeight: Double = 4 { didSet { invalidateLayout() } }
  /// The height of the opened stack's header.
  public var headerHeight: Double = 6 { didSet { invalidateLayout() } }
  /// The space between the opened grid's photos.
  public var gridSpacing: Double = 2 { didSet { invalidateLayout() } }
  /// How many photos of a pile show; the rest lie under the deepest of them.
  public var visibleDepth = 4 { didSet { invalidateLayout() } }
  /// The section shown opened as a grid; `nil` shows the piles.
  public var openSection: Int? { didSet { invalidateLayout() } }

  /// The largest turn of a photo under the top one: 8°.
  public static let maximumAngle = 8 * Double.pi / 180
  /// The largest turn of the top photo: 2°.
  public static let maximumTopAngle = 2 * Double.pi / 180
  /// The largest offset of a photo from its pile's centre, in points.
  public static let maximumOffset = Point(x: 2, y: 1.5)
  /// How much each photo down the pile fades, so the edges peeking out read as a pile.
  public static let fadePerDepth = 0.15

  private var counts: [Int] = []
  private var contentWidth = 0.0
  private var columns = 1
  private var originX = 0.0

  /// Creates the piles, or with a section, that stack opened.
  public init(openSection: Int? = nil) {
    self.openSection = openSection
    super.init()
  }

  /// Whether a valid section is shown opened.
  private var openIndex: Int? {
    guard let open = openSection, counts.indices.contains(open) else { return nil }
    return open
  }

  /// Reads the counts and works out the columns of piles (or of the opened grid's photos).
  open override func prepare() {
    super.prepare()
    guard let cv = collectionView else {
      counts = []
      return
    }
    counts = (0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) }
    let inset = cv.contentInset
    contentWidth = max(0, cv.bounds.width - inset.left - inset.right)
    let available = max(0, contentWidth - sectionInset.left - sectionInset.right)
    let spacing = openIndex == nil ? stackSpacing : gridSpacing
    columns = max(
      1, Int(saturating: ((available + spacing) / (itemSize.width + spacing)).rounded(.down)))
    let used = Double(columns) * itemSize.width + Double(columns - 1) * spacing
    originX = sectionInset.left + max(0, available - used) / 2
  }

  /// The piles' rows (or the grid's) and the insets.
  open override var collectionViewContentSize: Size {
    if let open = openIndex {
      let rows = (counts[open] + columns - 1) / columns
      let grid = rows == 0 ? 0 : Double(rows) * (itemSize.height + gridSpacing) - gridSpacing
      return Size(
        width: contentWidth,
        height: headerHeight + sectionInset.top + grid + sectionInset.bottom)
    }
    let rows = (counts.count + columns - 1) / columns
    let piles = rows == 0 ? 0 : Double(rows) * rowPitch - lineSpacing
    return Size(width: contentWidth, height: sectionInset.top + piles + sectionInset.bottom)
  }

  /// The distance between rows of piles: a photo, two points, the caption, the line spacing.
  private var rowPitch: Double { itemSize.height + 2 + captionHeight + lineSpacing }

  // MARK: Queries

  /// The top photos and captions of the piles in `rect`, or the opened grid's photos there.
  open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    if let open = openIndex {
      if let header = layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: open)),
        header.frame.intersects(rect)
      {
        result.append(header)
      }
      let pitch = itemSize.height + gridSpacing
      let top = headerHeight + sectionInset.top
      let count = counts[open]
      guard count > 0, pitch > 0 else { return result }
      let rows = (count + columns - 1) / columns
      let first = max(0, Int(saturating: ((rect.minY - top) / pitch).rounded(.down)))
      let last = min(rows - 1, Int(saturating: ((rect.maxY - top) / pitch).rounded(.down)))
      guard first <= last else { return result }
      for item in (first * columns)..<min(count, (last + 1) * columns) {
        let a = gridAttributes(IndexPath(item: item, section: open))
        if a.frame.intersects(rect) { result.append(a) }
      }
      return result
    }
    // A pile reaches a little beyond its slot when its photos are turned.
    let margin = 3.0
    let rows = (counts.count + columns - 1) / columns
    guard rows > 0, rowPitch > 0 else { return result }
    let first = max(
      0, Int(saturating: ((rect.minY - sectionInset.top - margin) / rowPitch).rounded(.down)))
    let last = min(
      rows - 1,
      Int(saturating: ((rect.maxY - sectionInset.top + margin) / rowPitch).rounded(.down)))
    guard first <= last else { return result }
    for section in (first * columns)..<min(counts.count, (last + 1) * columns) {
      let slot = pileFrame(section).insetBy(dx: -margin, dy: -margin)
      if slot.intersects(rect) {
        for item in 0..<min(counts[section], max(1, visibleDepth)) {
          result.append(pileAttributes(IndexPath(item: item, section: section)))
        }
      }
      if let caption = layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section)),
        caption.frame.intersects(rect)
      {
        result.append(caption)
      }
    }
    return result
  }

  /// A photo: on its pile, or in the opened grid; `nil` for another section's photo while a
  /// stack is open.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard counts.indices.contains(indexPath.section), indexPath.item >= 0,
      indexPath.item < counts[indexPath.section]
    else { return nil }
    if let open = openIndex {
      return indexPath.section == open ? gridAttributes(indexPath) : nil
    }
    return pileAttributes(indexPath)
  }

  /// A pile's caption, or the opened stack's header (kind `sectionHeader` both).
  open override func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    guard kind == ElementKind.sectionHeader, counts.indices.contains(indexPath.section) else {
      return nil
    }
    var a = LayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: indexPath.section))
    if let open = openIndex {
      guard indexPath.section == open else { return nil }
      a.frame = Rect(x: 0, y: 0, width: contentWidth, height: headerHeight)
    } else {
      let pile = pileFrame(indexPath.section)
      // As wide as the pile's slot, less a point on each side so neighbours stay apart.
      a.frame = Rect(
        x: pile.minX - stackSpacing / 2 + 1, y: pile.maxY + 2,
        width: max(0, itemSize.width + stackSpacing - 2), height: captionHeight)
    }
    return a
  }

  /// An opened stack is seen from its top; the piles keep the proposed offset (the item that
  /// was at the centre stays in view, so a closing stack lands in sight).
  open override func targetContentOffset(forProposedContentOffset proposedContentOffset: Point)
    -> Point
  {
    guard openIndex != nil else { return proposedContentOffset }
    return Point(x: proposedContentOffset.x, y: -(collectionView?.contentInset.top ?? 0))
  }

  // MARK: Focus

  /// With the piles shown, the arrows go from pile to pile on their grid (to the top photo;
  /// empty piles are passed over) and focus stays at the grid's edge, never stepping onto the
  /// photos under the top one; opened, the grid's geometry decides.
  open override func indexPathForFocusMove(from indexPath: IndexPath, heading: FocusHeading)
    -> IndexPath?
  {
    guard openIndex == nil, counts.indices.contains(indexPath.section) else { return nil }
    let row = indexPath.section / columns
    let step: Int
    switch heading {
    case .left, .right: step = heading == .left ? -1 : 1
    case .up, .down: step = heading == .up ? -columns : columns
    case .next, .previous: return nil
    }
    var section = indexPath.section + step
    while counts.indices.contains(section) {
      // Sideways steps stay in the row.
      if (heading == .left || heading == .right) && section / columns != row { break }
      if counts[section] > 0 { return IndexPath(item: 0, section: section) }
      section += step
    }
    return indexPath
  }

  // MARK: Geometry

  /// The untransformed frame of a pile (its top photo without offset or turn).
  public func pileFrame(_ section: Int) -> Rect {
    let column = section % columns
    let row = section / columns
    return Rect(
      x: originX + Double(column) * (itemSize.width + stackSpacing),
      y: sectionInset.top + Double(row) * rowPitch, width: itemSize.width,
      height: itemSize.height)
  }

  /// A photo on its pile: the top `visibleDepth` each turned and offset a little and fading a
  /// little more the deeper it lies, the rest under the deepest of them, the first in front.
  func pileAttributes(_ indexPath: IndexPath) -> LayoutAttributes {
    let depth = min(indexPath.item, max(1, visibleDepth) - 1)
    let pile = pileFrame(indexPath.section)
    let jitter = Self.jitter(section: indexPath.section, depth: depth)
    var a = LayoutAttributes(forCellWith: indexPath)
    a.size = itemSize
    a.center = Point(
      x: pile.midX + jitter.x * Self.maximumOffset.x, y: pile.midY + jitter.y * Self.maximumOffset.y
    )
    let maximum = depth == 0 ? Self.maximumTopAngle : Self.maximumAngle
    a.transform3D = Transform3D(rotationAngle: jitter.angle * maximum, x: 0, y: 0, z: 1)
    a.alpha = 1 - Self.fadePerDepth * Double(depth)
    a.zIndex = indexPath.item < visibleDepth ? visibleDepth - depth : 0
    return a
  }

  /// A photo in the opened grid, row by row under the header.
  func gridAttributes(_ indexPath: IndexPath) -> LayoutAttributes {
    let column = indexPath.item % columns
    let row = indexPath.item / columns
    var a = LayoutAttributes(forCellWith: indexPath)
    a.frame = Rect(
      x: originX + Double(column) * (itemSize.width + gridSpacing),
      y: headerHeight + sectionInset.top + Double(row) * (itemSize.height + gridSpacing),
      width: itemSize.width, height: itemSize.height)
    return a
  }

  /// A photo's offset and turn, each from −1 to 1: a hash of its pile and its depth, the same
  /// every run.
  static func jitter(section: Int, depth: Int) -> (x: Double, y: Double, angle: Double) {
    func unit(_ salt: UInt64) -> Double {
      let z = SplitMix64.mixed(
        UInt64(truncatingIfNeeded: section) &* 0x9E37_79B9 ^ UInt64(truncatingIfNeeded: depth)
          &* 0x85EB_CA6B ^ salt)
      return Double(z % 2001) / 1000 - 1
    }
    return (unit(1), unit(2), unit(3))
  }
}
