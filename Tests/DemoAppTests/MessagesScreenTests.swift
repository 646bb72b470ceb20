import CollectionCore
import DemoApp
import GlyphRaster
import TUICollectionView
import Testing

/// The demo's Messages screen: a conversation of bubbles that size themselves, opened at its
/// newest message, the user's bubbles on the right and the others' on the left, `+` sending a
/// message that arrives at the bottom, animated, with the view kept at the bottom.
@Suite("Messages screen")
struct MessagesScreenTests {
  let clock = ManualClock()

  func makeApp(columns: Int = 80, rows: Int = 24) -> DemoApp {
    var options = DemoOptions()
    options.layout = "messages"
    options.minute = 0
    return DemoApp(
      options: options, columns: columns, rows: rows,
      renderOptions: RenderOptions(colorMode: .none), clock: clock)
  }

  /// Each visible bubble's frame and whether it is the user's.
  func bubbles(_ app: DemoApp) -> [(frame: Rect, mine: Bool, id: Int)] {
    let cv = app.collectionView
    return cv.indexPathsForVisibleItems.compactMap { path in
      guard let id = app.messages.dataSource?.itemIdentifier(for: path),
        let frame = cv.layoutAttributesForItem(at: path)?.frame
      else { return nil }
      return (frame, Message(id: id).isMine, id)
    }
  }

  @Test func itOpensAtTheNewestMessageWithBubblesOnTheirSides() throws {
    let app = makeApp()
    let cv = app.collectionView
    #expect(app.messages.messages.count == 300)
    #expect(cv.contentOffset == cv.contentOffsetRange.max)
    let shown = bubbles(app)
    #expect(shown.contains { $0.id == app.messages.messages.last })
    let width = cv.bounds.width
    for bubble in shown {
      if bubble.mine {
        #expect(bubble.frame.maxX == width - 2)
      } else {
        #expect(bubble.frame.minX == 2)
      }
      // As wide as its text at most seven tenths of the width, and as tall as its rows.
      let message = Message(id: bubble.id)
      var content = ListContentConfiguration.cell()
      content.text = message.text
      let fitted = content.makeContentView().sizeThatFits(
        Size(width: ((width - 4) * 0.7).rounded(.down), height: 0))
      #expect(bubble.frame.size == fitted)
    }
    #expect(shown.contains { $0.mine } && shown.contains { !$0.mine })
  }

  /// A read receipt sits in the row under the user's last message, against its trailing edge,
  /// as in Messages: "Read" once the other side has answered, "Delivered" under a message just
  /// sent.
  @Test func theUsersLastMessageCarriesItsReceipt() throws {
    let app = makeApp()
    let cv = app.collectionView
    func receipt() throws -> (frame: Rect, text: String, under: Rect) {
      let shown = try #require(
        cv.presentedElements().first {
          $0.attributes.representedElementKind == MessagesLayout.receiptKind
        })
      let message = try #require(cv.layoutAttributesForItem(at: shown.attributes.indexPath))
      #expect(Message(id: app.messages.dataSource!.itemIdentifier(for: message.indexPath)!).isMine)
      return (shown.attributes.frame, shown.view.text, message.frame)
    }
    let read = try receipt()
    #expect(app.messages.unreadCount > 0)
    #expect(read.text == "Read")
    #expect(read.frame.minY == read.under.maxY && read.frame.maxX == read.under.maxX)
    app.perform(.insertItem)
    app.settle(clock)
    let delivered = try receipt()
    #expect(delivered.text == "Delivered")
    let last = IndexPath(
      item: cv.numberOfItems(inSection: cv.numberOfSections - 1) - 1,
      section: cv.numberOfSections - 1)
    #expect(delivered.under == cv.layoutAttributesForItem(at: last)?.frame)
    #expect(delivered.frame.minY == delivered.under.maxY)
  }

  /// On a wide terminal the conversation keeps a readable column, centred (as Messages on a
  /// wide iPad): bubbles against the column's sides, at most seven tenths of it.
  @Test func aWideTerminalKeepsTheConversationInAReadableColumn() {
    let app = makeApp(columns: 250, rows: 30)
    let cv = app.collectionView
    let width = cv.bounds.width
    let column = MessagesLayout.readableWidth
    let left = 2 + ((width - 4 - column) / 2).rounded(.down)
    let shown = bubbles(app)
    #expect(shown.contains { $0.mine } && shown.contains { !$0.mine })
    for bubble in shown {
      #expect(bubble.frame.width <= (column * 0.7).rounded(.down))
      if bubble.mine {
        #expect(bubble.frame.maxX == left + column)
      } else {
        #expect(bubble.frame.minX == left)
      }
    }
  }

  /// End lands on the newest message in one press, though the rows between measure themselves
  /// on the way and the content grows or shrinks from its estimate; animated and not.
  @Test(arguments: [false, true])
  func endReachesTheNewestMessageInOnePress(reducesMotion: Bool) throws {
    let app = makeApp(columns: 100, rows: 30)
    if reducesMotion { app.perform(.toggleReduceMotion) }
    app.perform(.home)
    app.settle(clock)
    app.perform(.end)
    app.settle(clock)
    let cv = app.collectionView
    let sections = cv.numberOfSections
    let last = IndexPath(item: cv.numberOfItems(inSection: sections - 1) - 1, section: sections - 1)
    #expect(cv.indexPathsForVisibleItems.contains(last))
    #expect(abs(cv.contentOffset.y - cv.contentOffsetRange.max.y) < 1e-9)
  }

  @Test func sendingAddsAMessageAtTheBottomAndStaysThere() throws {
    let app = makeApp()
    let cv = app.collectionView
    app.perform(.insertItem)
    #expect(app.isAnimating)
    #expect(app.messages.messages.count == 301)
    app.settle(clock)
    #expect(cv.contentOffset == cv.contentOffsetRange.max)
    let newest = try #require(app.messages.messages.last)
    let bubble = try #require(bubbles(app).first { $0.id == newest })
    #expect(bubble.mine)
    #expect(bubble.frame.maxY == cv.contentSize.height - 2)
  }

  @Test func aNarrowerTerminalRewrapsEveryBubble() throws {
    let app = makeApp(columns: 100, rows: 30)
    let wide = Dictionary(uniqueKeysWithValues: bubbles(app).map { ($0.id, $0.frame.size) })
    app.handle(.resize(columns: 50, rows: 30))
    app.settle(clock)
    let narrow = bubbles(app)
    #expect(!narrow.isEmpty)
    // Every bubble fits seven tenths of the new width, and a long one is taller than it was.
    for bubble in narrow { #expect(bubble.frame.width <= ((50 - 4) * 0.7).rounded(.down)) }
    #expect(
      narrow.contains { bubble in
        wide[bubble.id].map { old in bubble.frame.height > old.height } ?? false
      })
    // Read at the newest message, the conversation stays there.
    let cv = app.collectionView
    #expect(cv.contentOffset == cv.contentOffsetRange.max)
    #expect(narrow.contains { $0.id == app.messages.messages.last })
  }

  @Test func aReaderScrolledBackStaysBackThroughAResize() {
    let app = makeApp(columns: 100, rows: 30)
    app.perform(.pageUp)
    app.settle(clock)
    #expect(!app.messages.followsNewest)
    app.handle(.resize(columns: 60, rows: 30))
    app.settle(clock)
    let cv = app.collectionView
    #expect(cv.contentOffset.y < cv.contentOffsetRange.max.y - 1)
    #expect(!bubbles(app).contains { $0.id == app.messages.messages.last })
  }

  @Test func todaysHeaderStaysAtTheTopWithABadgeOfTheUnreadCountUntilTheUserReplies() throws {
    let app = makeApp()
    let cv = app.collectionView
    let unread = app.messages.unreadCount
    #expect(unread > 0)
    let today = try #require(
      cv.indexPathsForVisibleSupplementaryElements(
        ofKind: CollectionView.elementKindSectionHeader
      ).last)
    let header = try #require(
      cv.layoutAttributesForSupplementaryElement(
        ofKind: CollectionView.elementKindSectionHeader, at: today)?.frame)
    // Pinned: at the top of the view, though the day began far above.
    #expect(header.minY == cv.contentOffset.y)
    let badge = try #require(
      cv.layoutAttributesForSupplementaryElement(ofKind: MessagesLayout.unreadBadgeKind, at: today)?
        .frame)
    // At the header's trailing end, as wide as its text, above the header.
    #expect(badge.minY == header.minY && badge.maxX == header.maxX - 2)
    let view = try #require(
      cv.supplementaryView(forElementKind: MessagesLayout.unreadBadgeKind, at: today)
        as? CollectionViewCell)
    let text = (view.contentConfiguration as? ListContentConfiguration)?.text
    #expect(text?.contains("\(unread) unread") == true)
    #expect(badge.width == Double(text?.count ?? 0))
    #expect(app.render().text.contains("\(unread) unread"))
    // A reply clears it.
    app.perform(.insertItem)
    app.settle(clock)
    #expect(app.messages.unreadCount == 0)
    #expect(
      cv.indexPathsForVisibleSupplementaryElements(ofKind: MessagesLayout.unreadBadgeKind).isEmpty)
    #expect(!app.render().text.contains("unread"))
  }
}
