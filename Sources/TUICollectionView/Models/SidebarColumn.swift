import CollectionCore
import GlyphRaster

/// A split view's primary column: a second collection view left of the app's, its width, its
/// own renderer (a raster cache of its own, so each pane reuses its last frame) and which pane
/// the keys go to.
final class SidebarColumn {
  /// The sidebar's collection view.
  let collectionView: CollectionView
  /// The width the app asked for, in columns (the sidebar never takes more than half the
  /// terminal).
  var preferredWidth: Int
  /// Draws the sidebar's frames.
  let renderer: CollectionViewRenderer
  /// Whether the keys go to the sidebar.
  var isFocused = false
  /// The focused item of the pane the keys left, given back when they return (UIKit's
  /// `remembersLastFocusedIndexPath`): one pane shows a focus ring at a time.
  var rememberedFocus: IndexPath?

  /// A sidebar of a collection view, `preferredWidth` columns wide, drawn with `options`.
  init(collectionView: CollectionView, preferredWidth: Int, options: RenderOptions) {
    self.collectionView = collectionView
    self.preferredWidth = preferredWidth
    renderer = CollectionViewRenderer(options: options)
  }

  /// Draws with new options from the next frame on.
  func setOptions(_ options: RenderOptions) {
    renderer.setOptions(options)
    collectionView.traitCollection = options.traitCollection
  }

  /// The width it takes in a terminal of `columns`: what the app asked for, at most half.
  func width(inColumns columns: Int) -> Int {
    max(0, min(preferredWidth, columns / 2))
  }
}
