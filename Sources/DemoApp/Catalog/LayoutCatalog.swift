import TUICollectionView

/// The demo's layouts, in Tab order. Adding a layout is one file in CollectionCore's `Layouts/`
/// plus one entry here (and its tests): the command line, the title bar, the help, the README's
/// layout table and the Tab cycle all read this list.
public enum LayoutCatalog {
  /// Every layout, in Tab order.
  public static let entries: [LayoutCatalogEntry] = [
    LayoutCatalogEntry(
      name: "circle", title: "Circle",
      summary:
        "items on a ring, each turned to the centre, a clock hand behind them; a click deletes an item, on empty space inserts one (seed 003)",
      seed: "000, 003", tapDeletesAndInserts: true
    ) { environment in
      let circle = CircleLayout()
      circle.minuteOfHour = environment.minuteOfHour
      return circle
    },
    LayoutCatalogEntry(
      name: "flow", title: "Flow",
      summary: "the book's flow layout: inserts spin in, deletes spin out", seed: "000"
    ) { _ in AnimatedFlowLayout() },
    LayoutCatalogEntry(
      name: "flow-horizontal", title: "Flow ↔",
      summary: "the same flow layout scrolling sideways", seed: "000"
    ) { _ in
      let flow = AnimatedFlowLayout()
      flow.scrollDirection = .horizontal
      return flow
    },
    LayoutCatalogEntry(
      name: "line", title: "Line",
      summary: "WWDC 2012's LineLayout: one row, the centre item zoomed, snapping to an item",
      seed: "003", keyScrolling: .items
    ) { _ in LineLayout() },
    LayoutCatalogEntry(
      name: "rotary", title: "Rotary",
      summary:
        "seed 001's carousel: every cell turns a full circle per item of travel; Enter zooms",
      seed: "001", keyScrolling: .items, primaryAction: .zoomCentredItem,
      contentInset: DemoRotaryMetrics.contentInset(for:)
    ) { _ in
      let rotary = RotaryLayout()
      rotary.layoutDelegate = DemoRotaryMetrics.shared
      return rotary
    },
    LayoutCatalogEntry(
      name: "coverflow", title: "Cover Flow",
      summary: "the centre cover flat, the others turned 70° in perspective, stacked", seed: "002",
      keyScrolling: .itemsEvery(12)
    ) { _ in CoverFlowLayout() },
    LayoutCatalogEntry(
      name: "scale-carousel", title: "Carousel",
      summary: "seed 004's carousel: items grow towards the centre, 1.5 − distance / width",
      seed: "004", keyScrolling: .items
    ) { _ in ScaleCarouselLayout() },
    LayoutCatalogEntry(
      name: "loop", title: "Loop",
      summary: "seed 004's endless banner: full-width pages, the items a hundred times over",
      seed: "004", keyScrolling: .items, isPagingEnabled: true, itemRepeat: 100
    ) { _ in LoopViewLayout() },
    LayoutCatalogEntry(
      name: "sections", title: "Sections",
      summary:
        "seed 004's flow subclass: headers, footers, a background behind each section, an item and a header turned",
      seed: "004", sampleSections: [6, 9, 3, 12]
    ) { _ in SectionsLayout() },
    LayoutCatalogEntry(
      name: "waterfall", title: "Waterfall",
      summary:
        "the Pinterest layout: columns of items of different heights, each under the shortest column",
      seed: "002, 004", sampleSections: [40, 30]
    ) { _ in
      let waterfall = WaterfallLayout()
      waterfall.minimumColumnWidth = 14
      waterfall.headerHeight = 6
      waterfall.footerHeight = 4
      return waterfall
    },
    LayoutCatalogEntry(
      name: "stacks", title: "Stacks",
      summary:
        "photo stacks, one a section; the arrows go from pile to pile, Enter opens the focused one into a grid, Esc closes it",
      seed: "000, 002", sampleSections: [6, 9, 3, 12],
      detailLayout: { section in StacksLayout(openSection: section) },
      make: { _ in StacksLayout() }),
    LayoutCatalogEntry(
      name: "modern", title: "Modern",
      summary:
        "UIKit's modern API: a diffable data source and a compositional layout make an App-Store-like screen (a paging banner, sideways top charts, a grid, a list under a pinned header)",
      seed: "—", keyScrolling: .sidewaysSections, content: .appStore
    ) { environment in AppStoreLayout.make(rowHeight: environment.rowHeight) },
    LayoutCatalogEntry(
      name: "messages", title: "Messages",
      summary:
        "modern cells: a conversation in bubbles that size themselves (registrations, list content and background configurations, an estimated flow), a pinned header a day, an unread badge, kept at the bottom; + sends a message",
      seed: "—", content: .messages
    ) { environment in MessagesLayout(rowHeight: environment.rowHeight) },
    LayoutCatalogEntry(
      name: "settings", title: "Settings",
      summary:
        "lists: an inset grouped settings list of list cells with symbols, values, disclosure indicators, a switch, a checkmark group, an outline that → ← expand and collapse, and favourites that e edits",
      seed: "—", content: .settings
    ) { _ in SettingsLayout() },
  ]

  /// The entry with a `--layout` name.
  public static func entry(named name: String) -> LayoutCatalogEntry? {
    entries.first { $0.name == name }
  }

  /// The `--layout` names, in Tab order.
  public static var names: [String] { entries.map(\.name) }

  /// The entry after one, wrapping round (Tab).
  public static func entry(after entry: LayoutCatalogEntry) -> LayoutCatalogEntry {
    let i = entries.firstIndex(of: entry) ?? 0
    return entries[(i + 1) % entries.count]
  }

  /// The entry before one, wrapping round (Shift-Tab).
  public static func entry(before entry: LayoutCatalogEntry) -> LayoutCatalogEntry {
    let i = entries.firstIndex(of: entry) ?? 0
    return entries[(i + entries.count - 1) % entries.count]
  }

  /// The README's layout table, in Markdown.
  public static var markdownTable: String {
    var lines = ["| `--layout` | tab | seed | what it shows |", "|---|---|---|---|"]
    for entry in entries {
      lines.append("| `\(entry.name)` | \(entry.title) | \(entry.seed) | \(entry.summary) |")
    }
    return lines.joined(separator: "\n")
  }
}
