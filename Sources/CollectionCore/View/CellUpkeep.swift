/// What a collection view keeps to look after its cells between layout passes.
struct CellUpkeep {
  /// The cells on screen waiting for a configuration update.
  let configurationQueue = ConfigurationUpdateQueue()
  /// Whether cells are measured again when their configuration changes.
  var selfSizingInvalidation = SelfSizingInvalidation.enabled
  /// How many times a cell measured itself into a new size (a layout pass compares).
  var measurements = 0
}
