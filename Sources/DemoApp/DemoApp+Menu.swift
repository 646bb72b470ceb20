import TUICollectionView

extension DemoApp {
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

  /// Seed 004's `copy:`: the cell's text goes to the pasteboard (and from there to the system
  /// clipboard), the item to the demo's own copy (shown in the status bar, pasted by `v`).
  func copy(_ path: IndexPath) {
    let text: String
    if layoutEntry.content == .numberedItems, let item = dataSource.demoItem(at: path) {
      copiedItem = item
      text = item.description
    } else {
      let label = collectionView.cellForItem(at: path)?.text ?? ""
      text = String(label.split(separator: "\n").first ?? "")
    }
    pasteboard.string = text
    notice = "Copied \"\(text)\" to the clipboard"
  }

  /// `v`: a copy of the pasteboard's item goes in after the focused item, which keeps focus.
  func paste() {
    guard layoutEntry.content == .numberedItems else {
      notice = "v pastes among the numbered items"
      return
    }
    guard let item = copiedItem else {
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
    if layoutEntry.content == .settings {
      // As a click on the row's ⊖ (or a swipe, when not editing): the red Delete opens, and
      // Enter confirms it.
      guard let path = collectionView.focusedIndexPath,
        collectionView.performDeleteAccessory(at: path)
          || collectionView.revealSwipeActions(at: path, leading: false)
      else {
        notice = "Only favourites are deleted here"
        return
      }
      notice = "Delete? Enter deletes, Esc keeps it"
      return
    }
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
}
