extension CollectionViewCell {
  /// The view of the cell's content (UICollectionViewCell.contentView): the content
  /// configuration's view when there is one, else a plain view whose text and colours you set.
  public var contentView: View {
    if let view = parts.contentView { return view }
    let view = View()
    adopt(view)
    parts.contentView = view
    return view
  }

  /// A view drawn behind the content (UICollectionViewCell.backgroundView).
  public var backgroundView: View? {
    get { parts.backgroundView }
    set {
      parts.backgroundView = newValue
      newValue.map(adopt)
      setNeedsDisplay()
    }
  }

  /// A view drawn behind the content instead of `backgroundView` while the cell is selected or
  /// highlighted (UICollectionViewCell.selectedBackgroundView).
  public var selectedBackgroundView: View? {
    get { parts.selectedBackgroundView }
    set {
      parts.selectedBackgroundView = newValue
      newValue.map(adopt)
      setNeedsDisplay()
    }
  }

  /// What the content shows (UICollectionViewCell.contentConfiguration): setting one gives the
  /// current content view the new configuration when it supports it, or makes a new one. It is
  /// updated for the cell's state while `automaticallyUpdatesContentConfiguration` is on.
  public var contentConfiguration: (any ContentConfiguration)? {
    get { parts.contentConfiguration }
    set {
      guard var configuration = newValue else {
        parts.contentConfiguration = nil
        let plain = View()
        adopt(plain)
        parts.contentView = plain
        setNeedsDisplay()
        return
      }
      if parts.automaticallyUpdatesContentConfiguration {
        configuration = configuration.updated(for: configurationState)
      }
      parts.contentConfiguration = configuration
      if let view = parts.contentView as? any View & ContentView, view.supports(configuration) {
        view.configuration = configuration
      } else {
        let view = configuration.makeContentView()
        adopt(view)
        parts.contentView = view
      }
      setNeedsDisplay()
    }
  }

  /// How the background looks (UICollectionViewCell.backgroundConfiguration); it takes the place
  /// of the background views, and is updated for the cell's state while
  /// `automaticallyUpdatesBackgroundConfiguration` is on.
  public var backgroundConfiguration: BackgroundConfiguration? {
    get { parts.backgroundConfiguration }
    set {
      var configuration = newValue
      if parts.automaticallyUpdatesBackgroundConfiguration {
        configuration = configuration?.updated(for: configurationState)
      }
      parts.backgroundConfiguration = configuration
      configuration?.customView.map(adopt)
      setNeedsDisplay()
    }
  }

  /// Whether the content configuration is updated for every new state (on by default).
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { parts.automaticallyUpdatesContentConfiguration }
    set { parts.automaticallyUpdatesContentConfiguration = newValue }
  }

  /// Whether the background configuration is updated for every new state (on by default).
  public var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { parts.automaticallyUpdatesBackgroundConfiguration }
    set { parts.automaticallyUpdatesBackgroundConfiguration = newValue }
  }

  /// A closure that updates the cell's configurations for a state
  /// (UICollectionViewCell.configurationUpdateHandler): called after
  /// `updateConfiguration(using:)` whenever the state changes. Setting it asks for an update.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    get { parts.configurationUpdateHandler }
    set {
      parts.configurationUpdateHandler = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// Asks for `updateConfiguration(using:)` and the update handler to run before the cell is
  /// next drawn (setNeedsUpdateConfiguration()); state changes ask by themselves, and several
  /// requests make one update. Call it when a custom state of yours changes.
  public func setNeedsUpdateConfiguration() {
    guard !needsUpdateConfiguration else { return }
    needsUpdateConfiguration = true
    configurationQueue?.enqueue(self)
  }

  /// Runs the update now if one was asked for: the automatic updates of the configurations,
  /// `updateConfiguration(using:)`, then the handler, all with the same state.
  func runConfigurationUpdate() {
    guard needsUpdateConfiguration else { return }
    needsUpdateConfiguration = false
    let state = configurationState
    if parts.automaticallyUpdatesContentConfiguration, let content = parts.contentConfiguration {
      let updated = content.updated(for: state)
      parts.contentConfiguration = updated
      if let view = parts.contentView as? any View & ContentView { view.configuration = updated }
      setNeedsDisplay()
    }
    if parts.automaticallyUpdatesBackgroundConfiguration,
      let background = parts.backgroundConfiguration
    {
      parts.backgroundConfiguration = background.updated(for: state)
      setNeedsDisplay()
    }
    updateConfiguration(using: state)
    parts.configurationUpdateHandler?(self, state)
  }

  /// The cell drawn from its parts: the background, then the content over it, on what the
  /// cell's own properties draw.
  func composeParts(onto own: Appearance) -> Appearance {
    var a = own
    if let background = parts.backgroundConfiguration {
      if let custom = background.customView {
        a.adoptBackground(of: custom.appearance)
      } else {
        a.fill = background.resolvedBackgroundColor() ?? a.fill
        a.outline = background.resolvedStrokeColor() ?? a.outline
      }
      a.cornerRadius = background.cornerRadius
      a.shadesEdges = false
    } else if let view = (isSelected || isHighlighted)
      ? parts.selectedBackgroundView ?? parts.backgroundView : parts.backgroundView
    {
      a.adoptBackground(of: view.appearance)
    }
    if let content = parts.contentView { a.adoptContent(of: content.appearance) }
    return a
  }

  /// Makes a view part of this cell: its changes redraw the cell, and it shares the traits.
  private func adopt(_ view: View) {
    view.container = self
    view.traitCollection = traitCollection
    view.bounds = bounds
  }

  /// The cell's views, for passing the traits on.
  var partViews: [View] {
    [
      parts.contentView, parts.backgroundView, parts.selectedBackgroundView,
      parts.backgroundConfiguration?.customView,
    ].compactMap { $0 }
  }
}
