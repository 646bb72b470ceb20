/// The cell a layout pass keeps in place on screen while cells measure themselves round it.
struct SelfSizingAnchor {
  /// The cell's key (index paths do not change during a layout pass).
  let key: ElementKey
  /// Its frame's origin less the content offset, before the pass.
  let inViewport: Point
}
