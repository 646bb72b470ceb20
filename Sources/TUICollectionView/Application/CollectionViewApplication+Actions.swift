extension CollectionViewApplication {
  /// The terminal's columns.
  public var columns: Int { size.columns }

  /// The terminal's rows.
  public var rows: Int { size.rows }

  /// How frames are drawn; new options re-theme the bars and the collection view's traits.
  public var renderOptions: RenderOptions {
    get { renderer.options }
    set {
      renderer.setOptions(newValue)
      collectionView.traitCollection = newValue.traitCollection
      sidebarColumn?.setOptions(newValue)
    }
  }

  /// The bars' colours and symbols.
  public var theme: Theme { renderer.theme }

  /// How many points tall a row of glyphs is (a column being one point wide).
  public var rowHeight: Double { renderOptions.cellAspect }

  /// Whether the developer tools' keys work and show in the help.
  public var developerToolsEnabled: Bool {
    get { tools.isEnabled }
    set { tools.isEnabled = newValue }
  }

  /// Whether the key help shows.
  public var showsHelp: Bool { help.isShown }

  /// How far the help is scrolled, in lines.
  public var helpScrollOffset: Int { help.scrollOffset }

  /// Whether the terminal is too small to draw the app.
  public var isTooSmall: Bool {
    columns < minimumSize.columns || rows < minimumSize.rows
  }

  /// Ends the app after this event.
  public func quit() {
    wantsQuit = true
    effects.append(.quit)
  }

  /// The effects of the event just handled, and the clipboard when Copy changed the pasteboard.
  func takeEffects() -> [TerminalEffect] {
    if pasteboard.changeCount != copiedChangeCount {
      copiedChangeCount = pasteboard.changeCount
      if let text = pasteboard.string { effects.append(.copyToClipboard(text)) }
    }
    defer { effects = [] }
    return effects
  }

  // MARK: Dispatch

  /// The events the chrome takes before the app sees them: a letter of the open edit menu, a
  /// click on a tab of the title bar, the wheel and clicks over the inspector. Returns whether
  /// one was taken.
  func handleChrome(_ event: InputEvent) -> Bool {
    if let open = menu, !help.isShown, case .key(.character(let letter)) = event,
      let entry = open.action(forLetter: letter)
    {
      // An entry's first letter, in either case, performs it (C, c: Copy).
      notice = nil
      menu = nil
      activeView.performMenuAction(entry, forItemAt: open.indexPath)
      return true
    }
    if case .mouse(.press(let x, let y)) = event, y == 0, !isTooSmall, menu == nil, !help.isShown,
      let bar = titleBar
    {
      // A click on the title bar: a tab switches, anywhere else nothing.
      if let tab = bar.tab(atColumn: x, in: GlyphRect(x: 0, y: 0, width: columns, height: 1)) {
        titleBarTabSelected(tab)
      }
      return true
    }
    if let panel = inspectorArea, !isTooSmall, menu == nil, !help.isShown, pointer == nil,
      case .mouse(let mouse) = event
    {
      // The inspector takes the wheel and the presses over it; the view never sees them.
      switch mouse {
      case .wheelUp(let x, let y) where panel.contains(x: x, y: y):
        perform(standard: .scrollInspector(lines: -3))
        return true
      case .wheelDown(let x, let y) where panel.contains(x: x, y: y):
        perform(standard: .scrollInspector(lines: 3))
        return true
      case .press(let x, let y) where panel.contains(x: x, y: y),
        .rightPress(let x, let y) where panel.contains(x: x, y: y),
        .release(let x, let y) where panel.contains(x: x, y: y):
        return true
      default: break
      }
    }
    return false
  }

  /// The standard dispatch: the app's key commands, the standard key table (with the developer
  /// tools when they are on), the pointer and resizes.
  func dispatchStandard(_ event: InputEvent) -> Bool {
    if case .key(let key) = event,
      let command = keyCommands.first(where: { $0.input == key && $0.isEnabled })
    {
      notice = nil
      command.action()
      return true
    }
    guard let action = standardAction(for: event) else { return false }
    perform(standard: action)
    return true
  }

  /// The standard key map for the tools' setting.
  public var standardKeyMap: KeyMap<StandardAction> {
    KeyMap(groups: StandardKeyBindings.groups(developerTools: tools.isEnabled))
  }

  /// The standard action for an event: a bound key or wheel step, the pointer, a resize.
  public func standardAction(for event: InputEvent) -> StandardAction? {
    StandardAction(pointerOrResize: event) ?? standardKeyMap.action(for: event)
  }

  /// Gets ready for an action of the app's own (not a standard one): the notice goes, an open
  /// menu closes, a lifted item is put back.
  public func prepareForAppAction() {
    renderer.noteChange()
    notice = nil
    menu = nil
    if activeView.indexPathForInteractivelyMovingItem != nil { cancelMove() }
  }

  // MARK: The standard actions

  /// Carries out a standard action. The help, the menu and a lifted item see it first: while
  /// one is up, the keys that belong to it go to it.
  public func perform(standard action: StandardAction) {
    renderer.noteChange()
    notice = nil
    if help.isShown, let lines = helpScrollAction(action) {
      scrollHelp(lines)
      return
    }
    if help.isShown, handleHelpPointerAction(action) { return }
    if menu != nil {
      guard !handleMenuAction(action) else { return }
      menu = nil
    }
    if activeView.indexPathForInteractivelyMovingItem != nil, handleMovementAction(action) {
      return
    }
    if activeView.swipedIndexPath != nil, handleSwipeAction(action) { return }
    switch action {
    case .scroll, .wheel, .pageUp, .pageDown, .home, .end, .pointerDragged: noteScrolling()
    default: break
    }
    switch action {
    case .moveFocus(let heading):
      moveFocus(heading)
      extendRangeSelection()
    case .activate(let path): activate(path)
    case .dismiss:
      if help.isShown {
        help.isShown = false
      } else if rangeSelection != nil {
        rangeSelection = nil
        notice = "Range ended; Esc again clears the selection"
      } else {
        dismiss()
      }
    case .beginMove: beginKeyboardMove()
    case .showMenu: showMenu(for: activeView.focusedIndexPath)
    case .revealSwipeActions(let leading): revealSwipeActions(leading: leading)
    case .scroll(let dx, let dy): scroll(lines: dx, dy)
    case .wheel(let dx, let dy): activeView.scrollGesture(by: step(dx, dy, pitch: 4))
    case .pointerDown(let x, let y): if !isTooSmall { pointerDown(at: x, y) }
    case .pointerDragged(let x, let y): if !isTooSmall { pointerDragged(to: x, y) }
    case .pointerUp(let x, let y): if !isTooSmall { pointerUp(at: x, y) }
    case .secondaryPointerDown(let x, let y): if !isTooSmall { secondaryPointerDown(at: x, y) }
    case .pageUp: page(by: -1)
    case .pageDown: page(by: 1)
    case .home:
      let cv = activeView
      cv.scrollByUser(cv.contentOffsetRange.min - cv.scrollDestination, animated: animatesScrolls)
    case .end: activeView.scrollToEnd(animated: animatesScrolls)
    case .toggleHelp: help.toggle()
    case .resize(let newColumns, let newRows):
      // A terminal larger than the limits shows the app in its top-left part.
      size = TerminalSize(clampingColumns: newColumns, rows: newRows)
      updateViewport(animated: !isTooSmall)
    case .quit: quit()
    case .togglePause, .stepFrame, .toggleInspector, .scrollInspector, .toggleOverlay,
      .toggleSlowAnimations:
      if tools.isEnabled { performToolAction(action) }
    case .toggleReduceMotion:
      tools.reducesMotion.toggle()
      notice = tools.reducesMotion ? "Reduce Motion on" : "Reduce Motion off"
    case .toggleRangeSelection: toggleRangeSelection()
    case .selectAll: selectAllItems()
    case .invertSelection: invertSelection()
    }
  }

  /// Gives the collection view the area the screen leaves it (the bars, the inspector);
  /// animated, as a resize animates. The app hears of it (``viewAreaDidChange(animated:)``).
  public func updateViewport(animated: Bool) {
    collectionView.setFrameSize(viewportSize, animated: animated)
    fitSidebar(animated: animated)
    viewAreaDidChange(animated: animated)
  }

  /// Clears the selection, saying so. Returns whether there was one.
  @discardableResult
  public func clearSelection() -> Bool {
    let cv = activeView
    let count = cv.indexPathsForSelectedItems.count
    guard count > 0 else { return false }
    cv.selectItem(at: nil, animated: true, scrollPosition: [])
    notice = count == 1 ? "Selection cleared" : "Selection of \(count) cleared"
    return true
  }

  /// Whether scrolls asked for by keys animate (not with Reduce Motion).
  public var animatesScrolls: Bool { !tools.reducesMotion }
}
