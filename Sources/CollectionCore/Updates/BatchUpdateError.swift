/// Why a batch update was refused; the collection view is left as it was.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, worded like UIKit's NSInternalInconsistencyException.
  public var message: String

  /// Creates an error with a message.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
