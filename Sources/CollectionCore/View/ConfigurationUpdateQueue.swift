/// The cells on screen that asked for a configuration update, which the collection view runs
/// before it next lays out or draws (UIKit runs them in the layout pass).
final class ConfigurationUpdateQueue {
  /// The cells that asked, in order.
  private var pending: [CollectionViewCell] = []
  /// Whether updates are running (a handler that asks for another update is heard once).
  private var isRunning = false

  /// Whether nothing is waiting.
  var isEmpty: Bool { pending.isEmpty }

  /// Adds a cell that asked.
  func enqueue(_ cell: CollectionViewCell) { pending.append(cell) }

  /// Runs every waiting update, those asked for meanwhile included; returns the cells updated.
  @discardableResult
  func run() -> [CollectionViewCell] {
    guard !isRunning else { return [] }
    isRunning = true
    defer { isRunning = false }
    var updated: [CollectionViewCell] = []
    while !pending.isEmpty {
      let cells = pending
      pending = []
      for cell in cells where cell.needsUpdateConfiguration {
        cell.updateConfigurationIfNeeded()
        updated.append(cell)
      }
    }
    return updated
  }
}
