extension TableView {
  /// Registers the cell class made for a reuse identifier (register(_:forCellReuseIdentifier:)):
  /// it is made with `init(style: .default, reuseIdentifier:)`.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    register(cellClass, forCellWithReuseIdentifier: identifier)
  }

  /// A cell for a row from the queue of `identifier`, after `prepareForReuse()`, or a new one of
  /// the registered class (dequeueReusableCell(withIdentifier:for:)). The identifier must have
  /// been registered with a `TableViewCell` class.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    guard
      let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        as? TableViewCell
    else {
      preconditionFailure(
        "the cell registered for identifier \(identifier) is not a TableViewCell")
    }
    return cell
  }

  /// A cell from the queue of `identifier`, or a new one of the registered class, or `nil` when
  /// there is neither (dequeueReusableCell(withIdentifier:)): the older spelling, after which
  /// code makes a cell itself with `TableViewCell(style:reuseIdentifier:)`.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    if let cell = reconfiguringCell as? TableViewCell, cell.reuseIdentifier == identifier {
      return cell
    }
    let key = ReusePool.Key.cell(identifier)
    return (reusePool.dequeue(key) ?? reusePool.make(key)) as? TableViewCell
  }
}
