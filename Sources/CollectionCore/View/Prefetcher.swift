/// What a collection view remembers between layout passes to hand its prefetch data source the
/// items a scroll is heading for: the items asked for and neither displayed nor cancelled since,
/// and where, which way and how fast the content last moved.
///
/// The window asked for is the bounds stretched ahead of the scroll along each axis it moves on,
/// by the distance the scroll covers in `lookahead` seconds or to a screen beyond where an
/// animated scroll or a coast will rest, at least `minimumScreens` and at most `maximumScreens`
/// screens. Items asked for stay asked for while they lie within the furthest such stretch since
/// the scroll last changed its heading; the others were turned away from and are cancelled.
/// Only the layout's `layoutAttributesForElements(in:)` over that rect is read, never every item.
struct Prefetcher {
  /// How far ahead a scroll looks, in seconds of travel at its speed.
  static let lookahead = 0.5
  /// The least a moving scroll looks ahead, in screens.
  static let minimumScreens = 1.0
  /// The most a scroll looks ahead, in screens, however fast or far it goes.
  static let maximumScreens = 4.0
  /// The shortest time two offsets are taken to be apart when measuring a speed: one frame.
  static let frameInterval = 1.0 / 60

  /// What the items are handed to (the collection view's `prefetchDataSource`).
  weak var dataSource: (any CollectionViewDataSourcePrefetching)?
  /// Whether prefetching is on (`isPrefetchingEnabled`).
  var isEnabled = true
  /// The items asked for and neither displayed nor cancelled since.
  var outstanding: Set<IndexPath> = []
  /// Whether the next layout pass must look again though nothing moved (after an update).
  var needsUpdate = false
  /// The offset of the last pass looked at, and when it last moved.
  private var lastOffset: Point?
  private var lastMoveTime = 0.0
  /// The layout pass last looked at.
  private var lastPass = -1
  /// The scroll's heading along each axis, −1, 0 or 1; 0 until it moves that way.
  private var heading = Point.zero
  /// How far ahead of the bounds items asked for are kept: the furthest the window reached
  /// since the heading last changed.
  private var reach = Size.zero

  /// Where one layout pass looks: the bounds, the window items are asked for in, the larger
  /// rect items asked for are kept in, and the scroll's heading.
  struct Look {
    /// The bounds the pass laid out.
    var bounds: Rect
    /// Where items not on screen are asked for.
    var window: Rect
    /// Where items asked for stay asked for; it holds the window.
    var kept: Rect
    /// The scroll's heading along each axis, −1, 0 or 1.
    var heading: Point
  }

  /// Whether there is anyone to tell: the cheap test a layout pass makes first.
  var isActive: Bool { isEnabled && dataSource != nil }

  /// Forgets the items asked for without telling anyone (a reload: they may name other items).
  mutating func forget() {
    outstanding = []
    needsUpdate = true
  }

  /// Forgets the items asked for and how the content moved, without telling anyone: when the
  /// data source changes or prefetching is switched, since the motion was not followed while
  /// no one listened. The next pass notes where the content is; the move after it asks.
  mutating func restart() {
    forget()
    lastOffset = nil
    heading = .zero
    reach = .zero
  }

  /// Carries the items asked for to their places after a batch update; deleted ones are dropped.
  mutating func remap(with mapping: IndexPathMapping) {
    guard !outstanding.isEmpty else { return }
    outstanding = Set(outstanding.compactMap { mapping.newIndexPath(forOld: $0) })
    needsUpdate = true
  }

  /// Where a layout pass at `bounds` looks, or nil when nothing moved and nothing was laid out
  /// since the last, or the content has not moved yet. `destination` is where the running
  /// scroll comes to rest (the offset when none runs); `isVisible` says whether an item's cell
  /// is on screen. Calls nothing outside: the layout is asked for the elements in `kept`
  /// afterwards, and `settle(_:elements:isVisible:)` takes them.
  mutating func look(
    bounds: Rect, destination: Point, now: Double, pass: Int, isVisible: (IndexPath) -> Bool
  ) -> Look? {
    let offset = bounds.origin
    guard needsUpdate || pass != lastPass || offset != lastOffset else { return nil }
    needsUpdate = false
    lastPass = pass
    let moved = lastOffset.map { offset - $0 } ?? .zero
    var speed = Point.zero
    if lastOffset == nil || moved != .zero {
      let interval = max(now - lastMoveTime, Self.frameInterval)
      speed = Point(x: abs(moved.x) / interval, y: abs(moved.y) / interval)
      lastOffset = offset
      lastMoveTime = now
    }
    let newHeading = Point(
      x: moved.x == 0 ? heading.x : moved.x < 0 ? -1 : 1,
      y: moved.y == 0 ? heading.y : moved.y < 0 ? -1 : 1)
    let lead = Size(
      width: Self.lead(
        heading: newHeading.x, speed: speed.x, screen: bounds.width,
        toRest: (destination.x - offset.x) * newHeading.x),
      height: Self.lead(
        heading: newHeading.y, speed: speed.y, screen: bounds.height,
        toRest: (destination.y - offset.y) * newHeading.y))
    // Items that came on screen were displayed: nothing more to say about them.
    if !outstanding.isEmpty { outstanding = outstanding.filter { !isVisible($0) } }
    let fresh = outstanding.isEmpty
    reach = Size(
      width: newHeading.x != heading.x || fresh ? lead.width : max(reach.width, lead.width),
      height: newHeading.y != heading.y || fresh ? lead.height : max(reach.height, lead.height))
    heading = newHeading
    guard heading != .zero else { return nil }
    return Look(
      bounds: bounds, window: Self.stretch(bounds, by: lead, toward: heading),
      kept: Self.stretch(bounds, by: reach, toward: heading), heading: heading)
  }

  /// The items to cancel (asked for, now outside `kept`) and to ask for (cells in the window,
  /// not on screen, not asked for yet; nearest the bounds first), from the layout's `elements`
  /// in the rect `look` gave as `kept`.
  mutating func settle(
    _ look: Look, elements: [LayoutAttributes], isVisible: (IndexPath) -> Bool
  ) -> (cancel: [IndexPath], prefetch: [IndexPath]) {
    var inKept: Set<IndexPath> = []
    var asks: [(distance: Double, path: IndexPath)] = []
    for a in elements where a.representedElementCategory == .cell {
      let path = a.indexPath
      let frame = a.frame
      guard frame.intersects(look.kept), !isVisible(path), inKept.insert(path).inserted else {
        continue
      }
      if !outstanding.contains(path), frame.intersects(look.window) {
        asks.append((Self.distance(of: frame, from: look.bounds, toward: look.heading), path))
      }
    }
    let cancel = outstanding.subtracting(inKept).sorted()
    outstanding.subtract(cancel)
    asks.sort { ($0.distance, $0.path) < ($1.distance, $1.path) }
    let prefetch = asks.map(\.path)
    outstanding.formUnion(prefetch)
    return (cancel, prefetch)
  }

  /// How far ahead to look along one axis: none without a heading, else the distance covered
  /// in `lookahead` at `speed`, or to a screen past where the scroll rests when that lies
  /// ahead (`toRest` > 0), within `minimumScreens` … `maximumScreens` screens.
  static func lead(heading: Double, speed: Double, screen: Double, toRest: Double) -> Double {
    guard heading != 0 else { return 0 }
    let wanted = max(speed * lookahead, toRest > 0 ? toRest + screen : 0)
    return min(max(wanted, screen * minimumScreens), screen * maximumScreens)
  }

  /// The rect stretched by `lead` on the sides `heading` points to.
  static func stretch(_ rect: Rect, by lead: Size, toward heading: Point) -> Rect {
    rect.inset(
      by: EdgeInsets(
        top: heading.y < 0 ? -lead.height : 0, left: heading.x < 0 ? -lead.width : 0,
        bottom: heading.y > 0 ? -lead.height : 0, right: heading.x > 0 ? -lead.width : 0))
  }

  /// How far ahead of the bounds a frame begins, along the heading.
  static func distance(of frame: Rect, from bounds: Rect, toward heading: Point) -> Double {
    let x =
      heading.x > 0 ? frame.minX - bounds.maxX : heading.x < 0 ? bounds.minX - frame.maxX : 0
    let y =
      heading.y > 0 ? frame.minY - bounds.maxY : heading.y < 0 ? bounds.minY - frame.maxY : 0
    return max(x, y, 0)
  }
}
