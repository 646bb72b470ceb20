/// Hears what a scroll view's content does (UIScrollViewDelegate), with UIKit's names and units;
/// every method is optional. `CollectionViewDelegate` refines it, so a collection view's delegate
/// hears these too.
///
/// A drag runs, as UIKit's does: `scrollViewWillBeginDragging` → `scrollViewDidScroll` for every
/// step → `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` →
/// `scrollViewDidEndDragging(_:willDecelerate:)` → (when it coasts)
/// `scrollViewWillBeginDecelerating` → `scrollViewDidScroll`… → `scrollViewDidEndDecelerating`.
/// An animated `setContentOffset` or `scrollToItem` ends with
/// `scrollViewDidEndScrollingAnimation`.
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed, by the user, an animation or code (scrollViewDidScroll:).
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// The user is about to scroll the content: a drag or a burst of wheel steps began
  /// (scrollViewWillBeginDragging:).
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The user let go: `velocity` is in points per millisecond, as UIKit gives it, and
  /// `targetContentOffset` is where the content will come to rest, which the delegate may change
  /// (scrollViewWillEndDragging:withVelocity:targetContentOffset:).
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
  /// UIKit's spelling of `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, with
  /// the target behind a pointer (`targetContentOffset.pointee = …`): implement either one.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point,
    targetContentOffset: UnsafeMutablePointer<Point>)
  /// The drag ended; `decelerate` when the content moves on to rest somewhere else
  /// (scrollViewDidEndDragging:willDecelerate:).
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The content starts to coast after a drag (scrollViewWillBeginDecelerating:).
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// The coast (or the bounce back from past an edge) came to rest
  /// (scrollViewDidEndDecelerating:).
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animated scroll made in code came to rest (scrollViewDidEndScrollingAnimation:).
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  /// `adjustedContentInset` changed (scrollViewDidChangeAdjustedContentInset:).
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Calls the pointer spelling, so a delegate that implements only that one hears it.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {
    withUnsafeMutablePointer(to: &targetContentOffset) { pointer in
      scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: pointer)
    }
  }
  /// Keeps the target.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point,
    targetContentOffset: UnsafeMutablePointer<Point>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
  }
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
