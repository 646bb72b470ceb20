extension CollectionView {
  /// How to make and configure a supplementary view of one kind
  /// (UICollectionView.SupplementaryRegistration): a view class, the element kind and a handler
  /// that configures a view of it for an index path. Dequeue with
  /// ``CollectionView/dequeueConfiguredReusableSupplementary(using:for:)``; the handler runs on
  /// every dequeue. Create it once, outside the supplementary view provider.
  public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
    /// Configures a view for its kind and index path.
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    /// The kind of supplementary view it makes (a header, a footer, a badge's kind).
    public let elementKind: String
    /// The reuse queue this registration's views live in, its own.
    let reuseIdentifier: String
    /// The configuring closure.
    let handler: Handler
    /// Whether it was made while a collection view was asking for a cell or a supplementary view.
    let madeInsideProvider: Bool

    /// Creates a registration of `Supplementary` for views of `elementKind`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      reuseIdentifier = RegistrationIdentifier.next(for: Supplementary.self)
      self.handler = handler
      madeInsideProvider = RegistrationIdentifier.isInsideProvider
    }
  }

  /// A supplementary view of the registration's class and kind, from its reuse queue or new,
  /// configured by the registration's handler (dequeueConfiguredReusableSupplementary(using:for:)).
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    precondition(
      !registration.madeInsideProvider,
      "Attempted to dequeue a supplementary view using a registration that was created inside "
        + "the supplementary view provider: create registrations up front and reuse them.")
    let key = ReusePool.Key(
      category: .supplementaryView, kind: registration.elementKind,
      identifier: registration.reuseIdentifier)
    if reusePool.registeredClass(for: key) == nil {
      reusePool.register(Supplementary.self, for: key)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
      for: indexPath)
    guard let view = dequeued as? Supplementary else {
      preconditionFailure(
        "the registration's queue held a \(type(of: dequeued)), not a \(Supplementary.self)")
    }
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
