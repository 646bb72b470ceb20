import TUICollectionView

extension DemoApp {
  /// What the edit menu may offer, in order.
  static let menuCandidates: [EditAction] = [.copy, .delete, .move]

  /// Opens the edit menu of an item (`c` for the focused one, a right click): what it offers is
  /// the delegate's say, as UIMenuController asked (`shouldShowMenuForItemAt`,
  /// `canPerformAction`).
  func showMenu(for path: IndexPath?) {
    let cv = collectionView
    guard let path else {
      notice = "No item for a menu"
      return
    }
    let actions = cv.menuActions(forItemAt: path, candidates: Self.menuCandidates)
    guard !actions.isEmpty else {
      notice = "No menu for this item"
      return
    }
    cv.focusItem(at: path)
    menu = DemoMenu(indexPath: path, actions: actions)
  }

  /// The keys and clicks while the menu is open: ↑↓ choose, Enter performs, Esc closes, an
  /// entry's first letter in either case (c or C, d or D, m or M) performs it, a click on an
  /// entry performs it and a click elsewhere closes the menu. Returns whether the action was
  /// used.
  func handleMenuAction(_ action: DemoAction) -> Bool {
    guard var open = menu else { return false }
    func choose(_ wanted: EditAction) -> Bool {
      guard open.actions.contains(wanted) else { return true }
      menu = nil
      collectionView.performMenuAction(wanted, forItemAt: open.indexPath)
      return true
    }
    switch action {
    case .moveFocus(.up), .moveFocus(.previous):
      open.selectedIndex = (open.selectedIndex + open.actions.count - 1) % open.actions.count
      menu = open
      return true
    case .moveFocus(.down), .moveFocus(.next):
      open.selectedIndex = (open.selectedIndex + 1) % open.actions.count
      menu = open
      return true
    case .moveFocus:
      return true
    case .activate:
      return choose(open.actions[open.selectedIndex])
    case .dismiss where !showsHelp:
      menu = nil
      return true
    case .showMenu: return choose(.copy)
    case .deleteSection, .deleteFocusedItem: return choose(.delete)
    case .beginMove: return choose(.move)
    case .pointerDown(let x, let y):
      if let entry = editMenu?.entry(atColumn: x, row: y, in: menuArea) {
        return choose(open.actions[entry])
      }
      menu = nil
      return true
    case .pointerDragged, .pointerUp:
      return true
    default:
      return false
    }
  }

  /// What the menu offers for an item: Copy always, Delete while more than one item is left,
  /// Move where the item can move; the App Store's apps offer Copy only.
  func canPerform(_ action: EditAction, forItemAt path: IndexPath) -> Bool {
    let cv = collectionView
    let numbered = layoutEntry.content == .numberedItems
    switch action {
    case .copy: return true
    case .delete: return numbered && dataSource.cellCount > 1
    case .move: return cv.dataSource?.collectionView(cv, canMoveItemAt: path) ?? false
    default: return false
    }
  }

  /// Performs a menu entry for an item.
  func perform(_ action: EditAction, forItemAt path: IndexPath) {
    switch action {
    case .copy: copy(path)
    case .delete: deleteItem(at: dataSource.modelIndex(of: path), inSection: path.section)
    case .move:
      collectionView.focusItem(at: path)
      beginKeyboardMove()
    default: break
    }
  }

  /// Seed 004's `copy:`: the cell's text goes to the demo's pasteboard (shown in the status
  /// bar) and to the system clipboard (OSC 52, which works over ssh and in tmux with
  /// `set-clipboard on`).
  func copy(_ path: IndexPath) {
    let text: String
    if layoutEntry.content == .numberedItems, let item = dataSource.demoItem(at: path) {
      pasteboard = item
      text = item.description
    } else {
      let label = collectionView.cellForItem(at: path)?.text ?? ""
      text = String(label.split(separator: "\n").first ?? "")
    }
    pendingClipboardText = text
    notice = "Copied \"\(text)\" to the clipboard"
  }

  /// `v`: a copy of the pasteboard's item goes in after the focused item, which keeps focus.
  func paste() {
    guard layoutEntry.content == .numberedItems else {
      notice = "v pastes among the numbered items"
      return
    }
    guard let item = pasteboard else {
      notice = "Nothing to paste: copy an item first (c, then Copy)"
      return
    }
    let cv = collectionView
    guard let focused = cv.focusedIndexPath ?? firstItemPath else {
      insert(item, at: 0, inSection: currentSection ?? 0)
      return
    }
    insert(item, at: dataSource.modelIndex(of: focused) + 1, inSection: focused.section)
    notice = "Pasted \"\(item)\""
  }

  /// Insert or `n`: a new item at index 0 of the focused item's section (seed 003's tap on
  /// empty space, which grows it out of the circle's centre).
  func insertItemAtStart(section: Int? = nil) {
    guard layoutEntry.content == .numberedItems else {
      notice = "n and Insert add numbered items (+ adds an app)"
      return
    }
    guard
      let section = section ?? collectionView.focusedIndexPath?.section ?? currentSection,
      dataSource.sections.indices.contains(section)
    else {
      notice = "No section to insert into"
      return
    }
    insert(dataSource.sections[section].newItem, at: 0, inSection: section)
  }

  /// Delete or Backspace: the focused item goes; focus passes to its neighbour.
  func deleteFocusedItem() {
    guard layoutEntry.content == .numberedItems else {
      notice = "Delete removes numbered items (- removes an app)"
      return
    }
    guard let path = collectionView.focusedIndexPath else {
      notice = "No item to delete"
      return
    }
    deleteItem(at: dataSource.modelIndex(of: path), inSection: path.section)
  }

  /// Where the menu may go: the collection view's area.
  var menuArea: GlyphRect { viewArea }

  /// The open menu as a widget, next to its item's centre as shown now.
  var editMenu: EditMenu? {
    guard let open = menu else { return nil }
    let cv = collectionView
    let offset = cv.presentedContentOffset
    let center =
      cv.presentedElements().first {
        $0.attributes.representedElementCategory == .cell
          && $0.attributes.indexPath == open.indexPath
      }?.attributes.center ?? Point(x: offset.x + cv.frameSize.width / 2, y: offset.y)
    return EditMenu(
      entries: open.actions.map(\.title), selectedIndex: open.selectedIndex,
      anchorX: viewArea.x + Int((center.x - offset.x).rounded(.down)),
      anchorY: viewArea.y + Int(((center.y - offset.y) / rowHeight).rounded(.down)), theme: theme)
  }
}
