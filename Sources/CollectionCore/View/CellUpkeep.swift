/// What a collection view keeps to look after its cells between layout passes: before they come
/// on screen (prefetching) and while they are there (configuration updates, self-sizing).
struct CellUpkeep {
  /// The cells on screen waiting for a configuration update.
  let configurationQueue = ConfigurationUpdateQueue()
  /// Whether cells are measured again when their configuration changes.
  var selfSizingInvalidation = SelfSizingInvalidation.enabled
  /// How many times a cell measured itself into a new size (a layout pass compares).
  var measurements = 0
  /// The items handed to the prefetch data source ahead of the scroll.
  var prefetcher = Prefetcher()
  /// The row swiped open, if any.
  var swipe: SwipeState?
}
