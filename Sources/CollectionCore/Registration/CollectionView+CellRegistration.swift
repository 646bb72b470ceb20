extension CollectionView {
  /// How to make and configure the cell for an item (UICollectionView.CellRegistration): a cell
  /// class and a handler that configures a cell of it for an item. Dequeue with
  /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``; the collection view
  /// registers the class the first time, and the handler runs on every dequeue.
  ///
  /// Create registrations once, before the cells are asked for (as stored properties, or before
  /// the diffable data source with its cell provider): one made inside the provider is refused,
  /// as UIKit refuses it, since every call would start a new reuse queue.
  public struct CellRegistration<Cell: CollectionViewCell, Item> {
    /// Configures a cell for an item at an index path.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    /// The reuse queue this registration's cells live in, its own.
    let reuseIdentifier: String
    /// The configuring closure.
    let handler: Handler
    /// Whether it was made while a collection view was asking for a cell or a supplementary view.
    let madeInsideProvider: Bool

    /// Creates a registration of `Cell` with a handler that configures it.
    public init(handler: @escaping Handler) {
      reuseIdentifier = RegistrationIdentifier.next(for: Cell.self)
      self.handler = handler
      madeInsideProvider = RegistrationIdentifier.isInsideProvider
    }
  }

  /// A cell of the registration's class, from its reuse queue (after `prepareForReuse()`) or
  /// new, configured by the registration's handler for `item`
  /// (dequeueConfiguredReusableCell(using:for:item:)). Call it from the data source's
  /// `cellForItemAt` or a diffable data source's cell provider.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    precondition(
      !registration.madeInsideProvider,
      "Attempted to dequeue a cell using a registration that was created inside the data "
        + "source's cellForItemAt or a diffable data source's cell provider: create "
        + "registrations up front and reuse them.")
    let key = ReusePool.Key.cell(registration.reuseIdentifier)
    if reusePool.registeredClass(for: key) == nil { reusePool.register(Cell.self, for: key) }
    let dequeued = dequeueReusableCell(
      withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    guard let cell = dequeued as? Cell else {
      preconditionFailure(
        "the registration's queue held a \(type(of: dequeued)), not a \(Cell.self)")
    }
    guard let item else {
      preconditionFailure(
        "dequeueConfiguredReusableCell(using:for:item:) was given no item for \(indexPath)")
    }
    registration.handler(cell, indexPath, item)
    return cell
  }
}
