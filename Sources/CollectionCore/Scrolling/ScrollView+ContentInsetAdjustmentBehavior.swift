extension ScrollView {
  /// How a scroll view adds the safe area to its content inset
  /// (UIScrollView.ContentInsetAdjustmentBehavior).
  public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
    /// The top and bottom always, the sides when the content scrolls sideways (UIKit adjusts
    /// the vertical insets of a view controller's scroll view whether it scrolls or not).
    case automatic
    /// Each axis along which the content scrolls: larger than the view, or always bouncing.
    case scrollableAxes
    /// No adjustment: the content inset alone.
    case never
    /// Every edge, always.
    case always
  }

}
