import CollectionCore
import GlyphRaster

/// A sidebar beside the collection view, as a split view controller's primary column (the
/// sidebar of an iPad app, of the Files app): a second collection view left of the app's, a rule
/// between them, the keys going to one pane at a time.
extension CollectionViewApplication {
  /// The sidebar's collection view, if the app made one (``makeSidebar(layout:width:)``).
  public var sidebar: CollectionView? { sidebarColumn?.collectionView }

  /// Draws the sidebar's frames (its own raster cache), if there is a sidebar.
  public var sidebarRenderer: CollectionViewRenderer? { sidebarColumn?.renderer }

  /// Makes the sidebar: a collection view on the app's clock with the terminal's traits,
  /// `width` columns wide (at most half the terminal) left of the collection view, as
  /// UISplitViewController's primary column (`preferredPrimaryColumnWidth`). The app gives it
  /// a data source, a delegate and cells as it does its collection view. Every standard key,
  /// click, drag and swipe works in the pane that has the keys (``isSidebarFocused``); a click
  /// or the wheel over a pane gives it the keys.
  @discardableResult
  public func makeSidebar(layout: CollectionViewLayout, width: Int) -> CollectionView {
    let view = CollectionView(frameSize: .zero, collectionViewLayout: layout, clock: timeline)
    view.scrollAnimationStep = collectionView.scrollAnimationStep
    view.traitCollection = renderOptions.traitCollection
    view.animationDurationScale = collectionView.animationDurationScale
    sidebarColumn = SidebarColumn(
      collectionView: view, preferredWidth: width, options: renderOptions)
    updateViewport(animated: false)
    return view
  }

  /// The sidebar's width in columns as the app asks for it; it never takes more than half the
  /// terminal. Changing it resizes both panes, animated.
  public var preferredSidebarWidth: Int {
    get { sidebarColumn?.preferredWidth ?? 0 }
    set {
      guard let column = sidebarColumn, column.preferredWidth != newValue else { return }
      column.preferredWidth = max(0, newValue)
      updateViewport(animated: true)
    }
  }

  /// Whether the keys go to the sidebar rather than the collection view. The pane the keys
  /// leave hides its focus ring; the pane they reach takes focus where UIKit's focus would
  /// enter it (`CollectionView.indexPathForFocusEntry`: the item it remembers, or its
  /// delegate's preferred one), else where its focus was when the keys left, else at its first
  /// item in view.
  public var isSidebarFocused: Bool {
    get { sidebarColumn?.isFocused ?? false }
    set {
      guard let column = sidebarColumn, column.isFocused != newValue else { return }
      cancelPointer()
      rangeSelection = nil
      if activeView.indexPathForInteractivelyMovingItem != nil { cancelMove() }
      activeView.closeSwipeActions(animated: true)
      menu = nil
      let leaving = activeView
      let returning = column.rememberedFocus
      column.rememberedFocus = leaving.focusedIndexPath
      leaving.focusItem(at: nil)
      column.isFocused = newValue
      renderer.noteChange()
      let arriving = activeView
      if let entry = arriving.indexPathForFocusEntry {
        arriving.focusItem(at: entry)
      } else if let returning, returning.section < arriving.numberOfSections,
        returning.item < arriving.numberOfItems(inSection: returning.section)
      {
        arriving.focusItem(at: returning)
      }
      if arriving.focusedIndexPath == nil { moveFocusStandard(.down) }
    }
  }

  /// The glyphs the sidebar occupies: the left of the body, as tall as the collection view.
  public var sidebarArea: GlyphRect? {
    guard let column = sidebarColumn else { return nil }
    let main = viewArea
    return GlyphRect(
      x: 0, y: main.y, width: column.width(inColumns: columns), height: main.height)
  }

  /// The collection view the keys go to: the sidebar while it has them, else the app's.
  public var activeView: CollectionView {
    if let column = sidebarColumn, column.isFocused { return column.collectionView }
    return collectionView
  }

  /// The glyphs of the pane the keys go to.
  public var activeArea: GlyphRect {
    if isSidebarFocused, let area = sidebarArea { return area }
    return viewArea
  }

  /// The columns the sidebar and its rule take from the left of the body.
  var sidebarInset: Int {
    guard let column = sidebarColumn else { return 0 }
    let width = column.width(inColumns: columns)
    return width > 0 ? width + 1 : 0
  }

  /// Gives the sidebar the size its area has now.
  func fitSidebar(animated: Bool) {
    guard let sidebar, let area = sidebarArea else { return }
    let size = Size(width: Double(area.width), height: Double(area.height) * rowHeight)
    if sidebar.frameSize != size { sidebar.setFrameSize(size, animated: animated) }
  }

  /// A mouse event over a pane gives that pane the keys first (a press, a right press, the
  /// wheel), as a click focuses a panel in lazygit.
  func focusPane(under event: InputEvent) {
    guard let area = sidebarArea, pointer == nil, case .mouse(let mouse) = event else { return }
    switch mouse {
    case .press(let x, let y), .rightPress(let x, let y), .wheelUp(let x, let y),
      .wheelDown(let x, let y):
      if area.contains(x: x, y: y) {
        isSidebarFocused = true
      } else if viewArea.contains(x: x, y: y) {
        isSidebarFocused = false
      }
    default: break
    }
  }

  /// Draws the sidebar through its own raster cache, and the rule right of it: dim, or in the
  /// accent colour beside the pane that has the keys.
  func drawSidebar(into canvas: inout Canvas) {
    guard let column = sidebarColumn, let area = sidebarArea, area.width > 0 else { return }
    column.collectionView.layoutIfNeeded()
    column.renderer.draw(column.collectionView, in: area, into: &canvas)
    let rule = theme.symbols.vertical
    let color = column.isFocused ? theme.accent : theme.dimText
    for y in area.y..<(area.y + area.height) {
      canvas[area.width, y] = Glyph(rule, foreground: color)
    }
  }
}
