import CollectionCore

/// Items rasterized on their own, kept between frames by their look: a flow's cells are a few
/// looks (a fill, a size, a place against the glyph grid) repeated, so a page that brings sixty
/// new cells asks the rasterizer for one or two and copies the rest.
///
/// A sprite is what rasterizing one item alone gives: the glyphs its pixels reach and, for
/// each, the colour a label drawn there sits on. The rasterizer takes a sprite instead of
/// painting an item only when that is exactly what painting it would give: the item is upright
/// and opaque, no other item (nor another item's label) reaches the glyphs it paints, and the
/// frame's offset lies on the glyph grid, so the item's pixels are sampled where they were when
/// the sprite was made (`RasterGeometry`) — its place against the grid is part of the key.
final class SpriteCache {
  /// What a sprite depends on: the look (fill, outline, state, shading), the size, the opacity,
  /// and where the item's top-left corner lies within its glyph (in columns and rows, 0 to 1).
  struct Key: Hashable {
    var fill: Color?
    var outline: Color?
    var state: ElementState
    var shadesEdges: Bool
    var size: Size
    var phaseX: Double
    var phaseY: Double
    var alpha: Double
  }

  /// One item's glyphs: the rectangle of glyphs it paints, placed from the glyph rectangle its
  /// pixels may reach (a pixel beyond its box on each side).
  final class Sprite {
    /// Where the painted glyphs start in that rectangle.
    let column: Int
    /// Where the painted glyphs start down that rectangle.
    let row: Int
    /// Painted glyphs across (0 when the item paints none).
    let columns: Int
    /// Painted glyphs down.
    let rows: Int
    /// The glyphs, row by row.
    let glyphs: [Glyph]
    /// The colour a label on each glyph sits on (`PixelBlock.labelBackground`), row by row.
    let labelBackgrounds: [Color?]

    init(
      column: Int, row: Int, columns: Int, rows: Int, glyphs: [Glyph], labelBackgrounds: [Color?]
    ) {
      self.column = column
      self.row = row
      self.columns = columns
      self.rows = rows
      self.glyphs = glyphs
      self.labelBackgrounds = labelBackgrounds
    }
  }

  /// The part of a sprite inside a rasterized region, at its place there.
  struct Placement {
    let sprite: Sprite
    /// The region column and row of the part's first glyph.
    let column: Int
    let row: Int
    /// The sprite's column and row that glyph is.
    let spriteColumn: Int
    let spriteRow: Int
    /// Glyphs across and down in the part.
    let columns: Int
    let rows: Int
  }

  /// At most this many looks are kept; past it the cache starts again.
  static let limit = 1_024
  /// The most glyphs an item's sprite may span (with the pixel beyond each side): a cell of a
  /// page, not a section's background drawn whole however little of it shows.
  static let largestSprite = 4_096

  private var sprites: [Key: Sprite] = [:]
  private var options: RenderOptions?
  /// Sprites made (misses) and taken (hits) so far.
  private(set) var made = 0
  private(set) var taken = 0

  /// Keeps the sprites only while the options they were drawn with hold.
  func prepare(for options: RenderOptions) {
    guard options != self.options else { return }
    sprites.removeAll()
    self.options = options
  }

  /// The sprite of a look, made by `make` the first time.
  func sprite(for key: Key, make: () -> Sprite) -> Sprite {
    if let sprite = sprites[key] {
      taken += 1
      return sprite
    }
    if sprites.count >= Self.limit { sprites.removeAll(keepingCapacity: true) }
    let sprite = make()
    sprites[key] = sprite
    made += 1
    return sprite
  }

  /// How many looks are kept.
  var count: Int { sprites.count }
}
