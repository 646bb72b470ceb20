/// A table view's section header or footer (UITableViewHeaderFooterView): the section's title
/// in its label, in the look of the table style's list headers or footers.
open class TableViewHeaderFooterView: CollectionViewCell {
  /// The title (textLabel); setting its text, colour or font shows it.
  public let textLabel: Label?
  /// The content the label is shown in: the style's header or footer configuration.
  private var base = ListContentConfiguration.plainHeader()

  /// A header or footer view (init(reuseIdentifier:)).
  public init(reuseIdentifier: String?) {
    // A title wraps, as UIKit's section titles do.
    textLabel = Label(
      properties: ListContentConfiguration.plainHeader().textProperties, numberOfLines: 0)
    super.init()
    self.reuseIdentifier = reuseIdentifier
    textLabel?.onChange = { [unowned self] in self.labelDidChange() }
  }

  /// A view as a reuse queue makes a registered class.
  public required convenience init() {
    self.init(reuseIdentifier: nil)
  }

  /// The content configuration of the header or footer (defaultContentConfiguration()).
  open func defaultContentConfiguration() -> ListContentConfiguration { base }

  /// Shows a title in a table style's header or footer look.
  func show(title: String?, in style: TableView.Style, isFooter: Bool) {
    switch (style, isFooter) {
    case (.plain, false): base = .plainHeader()
    case (.plain, true): base = .plainFooter()
    case (_, false): base = .groupedHeader()
    case (_, true): base = .groupedFooter()
    }
    textLabel?.adopt(base.textProperties)
    textLabel?.text = title
  }

  /// The label changed: the content shows it.
  private func labelDidChange() {
    var content = base
    content.text = textLabel?.text
    textLabel?.apply(to: &content.textProperties)
    contentConfiguration = content
    setNeedsUpdateConfiguration()
  }
}
