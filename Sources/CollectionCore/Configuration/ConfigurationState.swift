/// The state a configuration is updated for (UIConfigurationState): the traits, and custom
/// states an app adds under keys of its own.
public protocol ConfigurationState {
  /// The traits of where the view is shown.
  var traitCollection: TraitCollection { get set }
  /// A custom state, by key; `nil` when it was never set.
  subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom configuration state (UIConfigurationStateCustomKey).
public struct ConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  /// The key's name; choose one unlikely to clash (a reverse-DNS name).
  public var rawValue: String
  /// Creates a key from a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a key from a name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
