import CollectionCore

extension CollectionView {
  /// The presented attributes of the cell at an index path (visible, not disappearing).
  public func presentedCell(_ indexPath: IndexPath) -> LayoutAttributes? {
    presentedElements().first {
      $0.attributes.representedElementCategory == .cell && $0.attributes.indexPath == indexPath
        && $0.view === cellForItem(at: indexPath)
    }?.attributes
  }

  /// The presented attributes of whatever a given view shows now.
  public func presented(view: CollectionReusableView) -> LayoutAttributes? {
    presentedElements().first { $0.view === view }?.attributes
  }

  /// Runs the clock past the end of every animation (and of any it starts) and settles.
  public func settle(_ clock: ManualClock) {
    for _ in 0..<100 where isAnimating {
      clock.advance(by: remainingAnimationTime + 0.001)
      tick()
    }
  }

  /// Plays animations out at 60 frames a second (every frame ticked), at most `limit` frames.
  public func playOut(_ clock: ManualClock, limit: Int = 100_000) {
    var frames = 0
    while isAnimating && frames < limit {
      clock.advance(by: 1.0 / 60)
      tick()
      frames += 1
    }
  }
}
