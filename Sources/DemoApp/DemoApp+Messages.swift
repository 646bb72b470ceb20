import TUICollectionView

extension DemoApp {
  /// The conversation's data source, its layout told which bubbles are the user's.
  func attachMessages() -> any CollectionViewDataSource {
    let source = messages.attach(to: collectionView)
    let layout = layouts["messages"] as? MessagesLayout
    layout?.isMine = { [unowned source] path in
      source.itemIdentifier(for: path).map { Message(id: $0).isMine } ?? false
    }
    layout?.unreadBadge = messages.unreadBadge
    layout?.receipt = messages.receipt
    return source
  }

  /// An empty conversation says so behind the (empty) list, as Messages does; any other
  /// screen shows nothing there.
  func showEmptyConversation(_ empty: Bool) {
    guard empty else {
      collectionView.backgroundView = nil
      return
    }
    let note = CollectionReusableView()
    note.text = "No Messages\n\n+ sends one"
    note.textColor = .secondaryLabel
    collectionView.backgroundView = note
  }

  /// After a scroll ends: whether the conversation shows its newest message, so a resize keeps
  /// it in view.
  func noteWhetherMessagesFollowTheNewest() {
    guard layoutEntry.content == .messages else { return }
    let cv = collectionView
    messages.followsNewest = cv.contentOffset.y >= cv.contentOffsetRange.max.y - 1
  }

  /// Scrolls to the newest message. Rows measure themselves as they show, so the bottom is
  /// where it settles once the last screenful is measured (a few rounds at most).
  func scrollMessagesToBottom() {
    let cv = collectionView
    for _ in 0..<8 {
      let bottom = cv.contentOffsetRange.max
      cv.setContentOffset(bottom, animated: false)
      cv.layoutIfNeeded()
      if cv.contentOffset == cv.contentOffsetRange.max { return }
    }
  }

  /// `+` in Messages: the new message is added at the bottom, animated, and the view stays at
  /// the bottom.
  func sendMessage() {
    messages.send()
    showEmptyConversation(false)
    scrollMessagesToBottom()
    messages.followsNewest = true
  }
}
