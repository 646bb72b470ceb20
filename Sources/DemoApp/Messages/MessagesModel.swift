import TUICollectionView

/// The Messages screen's conversation, applied through a diffable data source: bubbles that size
/// themselves (registrations, list content and background configurations, a flow layout with an
/// estimated size), a header a day, kept at the bottom; `send()` adds a message there, animated.
public final class MessagesModel {
  /// The diffable data source, once the screen has been shown.
  public private(set) var dataSource: DiffableDataSource<Int, Int>?
  /// The messages, oldest first.
  public private(set) var messages: [Int]
  /// The last day's number: messages sent now belong to it.
  let today: Int
  /// Whether the reader is at the newest message (a resize keeps them there); a scroll that
  /// ends elsewhere clears it.
  public internal(set) var followsNewest = true
  /// Messages the other side sent after the user's last one (the header's badge).
  public var unreadCount: Int { messages.reversed().prefix { !Message(id: $0).isMine }.count }

  /// The sent bubbles' blue and the unread badge's red: deeper than UIKit's system colours, so
  /// their white text reads at 5.4:1 or more, also in xterm's 256 colours (26 and 160), where
  /// systemBlue's and systemRed's come out at 3.6 and 3.0.
  static let sentBlue = Color(red: 0, green: 95, blue: 215)
  static let badgeRed = Color(red: 215, green: 0, blue: 0)

  /// Creates a conversation of `count` messages (none: an empty conversation).
  public init(count: Int) {
    messages = Array(0..<max(0, count))
    today = max(0, count - 1) / Message.perDay
  }

  /// The day a message belongs to.
  func day(of id: Int) -> Int { min(id / Message.perDay, today) }

  /// The snapshot of the conversation: a section a day.
  public func snapshot() -> DiffableDataSourceSnapshot<Int, Int> {
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.reserveCapacity(messages.count)
    // A day's messages are a run of `messages`: each run is appended at once.
    var start = messages.startIndex
    while start < messages.endIndex {
      let d = day(of: messages[start])
      var end = start + 1
      while end < messages.endIndex && day(of: messages[end]) == d { end += 1 }
      snapshot.appendSections([d])
      snapshot.appendItems(Array(messages[start..<end]), toSection: d)
      start = end
    }
    return snapshot
  }

  /// Makes the data source for a collection view the first time and returns it.
  @discardableResult
  public func attach(to collectionView: CollectionView) -> DiffableDataSource<Int, Int> {
    if let dataSource, dataSource.collectionView === collectionView { return dataSource }
    let bubble = CollectionView.CellRegistration<CollectionViewCell, Int> { cell, _, id in
      let message = Message(id: id)
      var content = ListContentConfiguration.cell()
      content.text = message.text
      content.textProperties.color = message.isMine ? .white : .label
      cell.contentConfiguration = content
      var background = BackgroundConfiguration.clear()
      background.backgroundColor = message.isMine ? Self.sentBlue : .systemGray5
      background.cornerRadius = 2
      cell.backgroundConfiguration = background
    }
    let header = CollectionView.SupplementaryRegistration<CollectionReusableView>(
      elementKind: CollectionView.elementKindSectionHeader
    ) { [unowned self] view, _, indexPath in
      let day = self.dataSource?.sectionIdentifier(for: indexPath.section) ?? 0
      view.text = self.title(ofDay: day)
      view.textColor = .secondaryLabel
      // Pinned, it stays over the bubbles that scroll under it.
      view.backgroundColor = .systemBackground
    }
    let made = DiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: bubble, for: indexPath, item: id)
    }
    let badge = CollectionView.SupplementaryRegistration<CollectionViewCell>(
      elementKind: MessagesLayout.unreadBadgeKind
    ) { [unowned self] cell, _, _ in
      var content = ListContentConfiguration.cell()
      content.text = self.unreadBadgeText
      content.textProperties.color = .white
      content.textProperties.font = .preferredFont(forTextStyle: .headline)
      content.textProperties.alignment = .center
      content.directionalLayoutMargins = .zero
      cell.contentConfiguration = content
      var background = BackgroundConfiguration.clear()
      background.backgroundColor = Self.badgeRed
      background.cornerRadius = 1
      cell.backgroundConfiguration = background
    }
    let receipt = CollectionView.SupplementaryRegistration<CollectionReusableView>(
      elementKind: MessagesLayout.receiptKind
    ) { [unowned self] view, _, _ in
      view.text = self.receiptText
      view.textColor = .secondaryLabel
      view.textAlignment = .trailing
    }
    made.supplementaryViewProvider = { collectionView, kind, indexPath in
      switch kind {
      case MessagesLayout.unreadBadgeKind:
        collectionView.dequeueConfiguredReusableSupplementary(using: badge, for: indexPath)
      case MessagesLayout.receiptKind:
        collectionView.dequeueConfiguredReusableSupplementary(using: receipt, for: indexPath)
      default:
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
      }
    }
    made.applySnapshotUsingReloadData(snapshot())
    dataSource = made
    return made
  }

  /// The unread badge's text: " 3 unread ".
  var unreadBadgeText: String { " \(unreadCount) unread " }

  /// Where the unread badge goes: today's section, and the badge's width; `nil` when nothing is
  /// unread.
  public var unreadBadge: (section: Int, width: Double)? {
    guard unreadCount > 0, let section = dataSource?.index(for: today) else { return nil }
    return (section, Double(unreadBadgeText.count))
  }

  /// The read receipt under the user's last message, as Messages shows one: "Read" once the
  /// other side has answered it, "Delivered" until then.
  var receiptText: String { unreadCount > 0 ? "Read" : "Delivered" }

  /// Where the read receipt goes: under the user's last message, and the receipt's width;
  /// `nil` when the user has sent nothing.
  public var receipt: (indexPath: IndexPath, width: Double)? {
    guard let mine = messages.last(where: { Message(id: $0).isMine }),
      let path = dataSource?.indexPath(for: mine)
    else { return nil }
    return (path, Double(receiptText.count))
  }

  /// A day's header: "Today", "Yesterday", "Monday"…
  func title(ofDay day: Int) -> String {
    let back = today - day
    if back == 0 { return "Today" }
    if back == 1 { return "Yesterday" }
    let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    return back < 7 ? names[(7 + 4 - back) % 7] : "\(back) days ago"
  }

  /// Sends a message: it is added at the bottom, animated; replying clears the unread count
  /// (the badge goes).
  public func send() {
    guard let dataSource, let collectionView = dataSource.collectionView else { return }
    let id = max(Message.firstSent, (messages.last ?? 0) + 1)
    messages.append(id)
    // The snapshot on screen with one more message, as a UIKit app adds one: the difference is
    // the one insert, whatever the conversation's length.
    var snapshot = dataSource.snapshot()
    if !snapshot.contains(section: day(of: id)) { snapshot.appendSections([day(of: id)]) }
    snapshot.appendItems([id], toSection: day(of: id))
    dataSource.apply(snapshot, animatingDifferences: true)
    let layout = collectionView.collectionViewLayout as? MessagesLayout
    layout?.unreadBadge = unreadBadge
    layout?.receipt = receipt
  }
}
