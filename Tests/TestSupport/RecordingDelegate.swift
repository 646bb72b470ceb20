import CollectionCore

/// A delegate that records display events and scrolls.
public final class RecordingDelegate: CollectionViewDelegate {
  /// `scrollViewDidScroll` calls.
  public var didScrollCount = 0
  /// `scrollViewDidEndScrollingAnimation` calls.
  public var didEndScrollingAnimationCount = 0
  /// The items whose cells were about to be shown, in order.
  public var willDisplay: [IndexPath] = []
  /// The items whose cells left the screen, in order.
  public var didEndDisplaying: [IndexPath] = []

  /// Creates a delegate with empty records.
  public init() {}

  /// Counts.
  public func scrollViewDidScroll(_ scrollView: ScrollView) { didScrollCount += 1 }

  /// Counts.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    didEndScrollingAnimationCount += 1
  }

  /// Records.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { willDisplay.append(indexPath) }

  /// Records.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { didEndDisplaying.append(indexPath) }
}
