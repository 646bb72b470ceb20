/// A table view (UITableView) for UIKit code that still uses one: rows in sections, in the
/// plain, grouped or inset grouped style, from a `TableViewDataSource`, with a
/// `TableViewDelegate`, `TableViewCell`s, editing (delete, insert, reorder) and swipe actions.
///
/// It is built on the list layout, not beside it: a table view is a `CollectionView` whose
/// layout is a `CompositionalLayout` of list sections in the style's appearance, so its rows
/// look, scroll, animate, swipe and reorder as list rows do, and every collection view
/// property and method still works on it. The table's data source and delegate protocols
/// refine the collection view's and answer its questions from the table's methods, so
/// `tableView.dataSource = self` and `tableView.delegate = self` are written as in UIKit.
open class TableView: CollectionView {
  /// The style the table was made in (UITableView.style).
  public let style: Style
  /// The height of every row in points (rowHeight), unless the delegate gives one
  /// (`heightForRowAt`); `TableView.automaticDimension` (the default) sizes each row to its
  /// content. A row of text is two points tall here, not 44: set heights in the terminal's
  /// points. Takes effect for rows made afterwards (`reloadData()`).
  public var rowHeight = TableView.automaticDimension
  /// The estimated row height (estimatedRowHeight): accepted for UIKit code, unused — rows are
  /// estimated at a row of text and measure themselves.
  public var estimatedRowHeight = TableView.automaticDimension
  /// The space above each section's header in points (sectionHeaderTopPadding);
  /// `TableView.automaticDimension` (the default) keeps the style's.
  public var sectionHeaderTopPadding = TableView.automaticDimension {
    didSet { collectionViewLayout.invalidateLayout() }
  }
  /// Whether rows are separated by lines (separatorStyle).
  public var separatorStyle = SeparatorStyle.singleLine {
    didSet { collectionViewLayout.invalidateLayout() }
  }
  /// The separators' colour (separatorColor); `nil` is the list's.
  public var separatorColor: Color? {
    didSet { collectionViewLayout.invalidateLayout() }
  }
  /// The app's `allowsMultipleSelection`, kept while editing with multiple selection.
  var allowsMultipleSelectionOutsideEditing = false
  /// The delegate heard when the app set none: the table's own rules (no selection while
  /// editing) still apply.
  let defaultDelegate = TableViewDefaultDelegate()
  /// How many `beginUpdates()` are waiting for their `endUpdates()`.
  var openUpdateBlocks = 0

  /// A table view of a viewport size and a style (init(frame:style:)), on a clock (a manual one
  /// in tests).
  public init(frameSize: Size, style: Style = .plain, clock: any AnimationClock = SystemClock()) {
    self.style = style
    let layout = TableLayout()
    super.init(frameSize: frameSize, collectionViewLayout: layout, clock: clock)
    layout.tableView = self
    collectionDelegate = defaultDelegate
    for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
      register(
        TableViewHeaderFooterView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: Self.titleViewIdentifier)
    }
  }

  /// Hears scrolling, display, selection and editing: set a `TableViewDelegate` (it refines
  /// `CollectionViewDelegate` and `ScrollViewDelegate`, as UIKit's does).
  open override weak var delegate: (any ScrollViewDelegate)? {
    didSet { if collectionDelegate == nil { collectionDelegate = defaultDelegate } }
  }

  /// Editing began or ended: with `allowsMultipleSelectionDuringEditing` the selection is
  /// cleared and selection becomes multiple while editing lasts.
  override func editingDidChange() {
    guard allowsMultipleSelectionDuringEditing else { return }
    selectItem(at: nil, animated: false, scrollPosition: [])
    if isEditing {
      allowsMultipleSelectionOutsideEditing = allowsMultipleSelection
      allowsMultipleSelection = true
    } else {
      allowsMultipleSelection = allowsMultipleSelectionOutsideEditing
    }
  }

  /// The data source as a table's (`nil` when it is only a collection view's).
  var tableDataSource: (any TableViewDataSource)? { dataSource as? any TableViewDataSource }

  /// The delegate as a table's: the app's, or the default one.
  var tableDelegate: any TableViewDelegate {
    collectionDelegate as? any TableViewDelegate ?? defaultDelegate
  }

  /// The reuse identifier of the header and footer views the table makes for section titles.
  static let titleViewIdentifier = "TableView.title"

  /// A height or padding that the table works out itself (UITableView.automaticDimension).
  public static let automaticDimension = -1.0
}
