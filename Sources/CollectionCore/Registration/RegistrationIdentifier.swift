import Synchronization

/// The reuse identifiers registrations make for themselves, and whether a collection view is
/// asking its data source for a view right now (a registration made then is a mistake UIKit
/// refuses, and so does this one).
enum RegistrationIdentifier {
  /// Registrations made so far, in every collection view.
  private static let made = Atomic<Int>(0)
  /// Whether the code running now is a data source's call for a view: a task-local value, so a
  /// collection view on another thread or task never makes this one's registrations look wrong.
  @TaskLocal private static var providing = false

  /// A new identifier, never handed out before: the class's name and a serial number.
  static func next(for viewClass: AnyClass) -> String {
    let n = made.wrappingAdd(1, ordering: .relaxed).newValue
    return "\(viewClass) registration \(n)"
  }

  /// Whether a collection view is inside its data source's call for a cell or supplementary view.
  static var isInsideProvider: Bool { providing }

  /// Runs `body` marked as a data-source call for a view.
  static func insideProvider<T>(_ body: () -> T) -> T {
    $providing.withValue(true, operation: body)
  }
}
