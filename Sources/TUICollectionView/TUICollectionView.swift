// The one module an app imports: the collection view and its layouts (CollectionCore), the
// renderer and its widgets (GlyphRaster), the ncurses terminal (NcursesScreen), and the run loop
// and application types of this module that tie them together.
@_exported import CollectionCore
@_exported import GlyphRaster
@_exported import NcursesScreen
