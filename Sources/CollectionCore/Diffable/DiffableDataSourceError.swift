/// Why a snapshot operation was refused (the exceptions NSDiffableDataSourceSnapshot raises), in
/// UIKit's words: what a `checked…` mutation throws, leaving the snapshot exactly as it was,
/// and the message a mutation with UIKit's name stops the program with.
public struct DiffableDataSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, for code that handles the cases differently.
  public enum Reason: Hashable, Sendable {
    /// An item identifier would appear twice (in the arguments or already in the snapshot).
    case duplicateItems
    /// A section identifier would appear twice.
    case duplicateSections
    /// An item identifier the operation names is not in the snapshot.
    case unknownItem
    /// A section identifier the operation names is not in the snapshot.
    case unknownSection
    /// Items were appended to a snapshot that has no section.
    case noSection
    /// An item or section was moved relative to itself.
    case moveRelativeToItself
  }

  /// What went wrong.
  public var reason: Reason
  /// The message, worded like UIKit's, naming the identifiers.
  public var message: String

  /// Creates an error.
  public init(_ reason: Reason, _ message: String) {
    self.reason = reason
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// A short list of identifiers for messages (at most five, then "…").
  @usableFromInline static func list<T>(_ values: some Sequence<T>) -> String {
    let all = Array(values)
    let shown = all.prefix(5).map { String(describing: $0) }.joined(separator: ", ")
    return all.count > 5 ? shown + ", … (\(all.count) in all)" : shown
  }

  /// Identifiers as UIKit prints a set of them in its messages: `{(a, b)}`.
  @usableFromInline static func set<T>(_ values: some Sequence<T>) -> String {
    "{(\(list(values)))}"
  }

  /// Stops the program with the message, as UIKit raises an NSInternalInconsistencyException
  /// on a programmer's error.
  @usableFromInline func raise() -> Never { fatalError(message) }
}
