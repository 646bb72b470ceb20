extension CollectionViewApplication {
  /// Opens the edit menu of an item (`c` for the focused one, a right click): what it offers is
  /// the delegate's say, as UIMenuController asked (`shouldShowMenuForItemAt`,
  /// `canPerformAction`).
  public func showMenu(for path: IndexPath?) {
    let cv = activeView
    guard let path else {
      notice = "No item for a menu"
      return
    }
    let actions = cv.menuActions(forItemAt: path, candidates: menuCandidates)
    guard !actions.isEmpty else {
      notice = "No menu for this item"
      return
    }
    cv.focusItem(at: path)
    menu = EditMenuState(indexPath: path, actions: actions)
  }

  /// Performs an entry of the open menu, if it offers it, and closes the menu.
  public func chooseMenuEntry(_ wanted: EditAction) {
    guard let open = menu, open.actions.contains(wanted) else { return }
    menu = nil
    activeView.performMenuAction(wanted, forItemAt: open.indexPath)
  }

  /// The keys and clicks while the menu is open: ↑↓ choose, Enter performs, Esc closes, `c`
  /// copies, `m` moves, a click on an entry performs it and a click elsewhere closes the menu
  /// (an entry's first letter, in either case, performs it before this is asked). Returns
  /// whether the action was used.
  func handleMenuAction(_ action: StandardAction) -> Bool {
    guard var open = menu else { return false }
    switch action {
    case .moveFocus(.up), .moveFocus(.previous):
      open.moveSelection(by: -1)
      menu = open
      return true
    case .moveFocus(.down), .moveFocus(.next):
      open.moveSelection(by: 1)
      menu = open
      return true
    case .moveFocus:
      return true
    case .activate:
      chooseMenuEntry(open.selectedAction)
      return true
    case .dismiss where !help.isShown:
      menu = nil
      return true
    case .showMenu:
      chooseMenuEntry(.copy)
      return true
    case .beginMove:
      chooseMenuEntry(.move)
      return true
    case .pointerDown(let x, let y):
      if let entry = editMenu?.entry(atColumn: x, row: y, in: menuArea) {
        chooseMenuEntry(open.actions[entry])
        return true
      }
      menu = nil
      return true
    case .pointerDragged, .pointerUp:
      return true
    default:
      return false
    }
  }

  /// Where the menu may go: the focused pane's area (the collection view's, or the sidebar's).
  public var menuArea: GlyphRect { activeArea }

  /// The open menu as a widget, next to its item's centre as shown now.
  public var editMenu: EditMenu? {
    guard let open = menu else { return nil }
    let cv = activeView
    let offset = cv.presentedContentOffset
    let center =
      cv.presentedElements().first {
        $0.attributes.representedElementCategory == .cell
          && $0.attributes.indexPath == open.indexPath
      }?.attributes.center ?? Point(x: offset.x + cv.frameSize.width / 2, y: offset.y)
    return EditMenu(
      entries: open.actions.map(\.title), selectedIndex: open.selectedIndex,
      anchorX: activeArea.x + Int((center.x - offset.x).rounded(.down)),
      anchorY: activeArea.y + Int(((center.y - offset.y) / rowHeight).rounded(.down)), theme: theme)
  }
}
