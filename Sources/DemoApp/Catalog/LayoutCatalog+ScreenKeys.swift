import TUICollectionView

extension LayoutCatalog {
  /// What each screen's own keys do there, which its help lists first, under the screen's name
  /// (the keys every screen shares follow in their groups).
  static let screenKeys: [String: [HelpOverlay.Row]] = {
    let sections = HelpOverlay.Row(
      key: "s  d  J  r", summary: "insert / delete / move down the current section; reload")
    let sticky = HelpOverlay.Row(key: "P", summary: "sticky section headers on / off")
    let addDelete = HelpOverlay.Row(key: "+  -", summary: "add / delete the last item, animated")
    let centre = HelpOverlay.Row(
      key: "←  →", summary: "bring the previous / next item to the centre")
    return [
      "circle": [
        HelpOverlay.Row(key: "←  →", summary: "go round the ring"),
        HelpOverlay.Row(
          key: "click", summary: "delete the item, or insert one at 0 on empty space (seed 003)"),
        addDelete,
      ],
      "flow": [addDelete, sections],
      "flow-horizontal": [addDelete, sections],
      "line": [centre, addDelete],
      "rotary": [
        centre, HelpOverlay.Row(key: "Enter", summary: "zoom the centred cell; again to shrink"),
      ],
      "coverflow": [centre, addDelete],
      "scale-carousel": [centre, addDelete],
      "loop": [HelpOverlay.Row(key: "←  →", summary: "the previous / next page, endlessly")],
      "sections": [sections, sticky, addDelete],
      "waterfall": [addDelete, sections, sticky],
      "stacks": [
        HelpOverlay.Row(key: "Enter", summary: "open the focused pile as a grid"),
        HelpOverlay.Row(key: "Esc", summary: "close it"),
      ],
      "modern": [
        HelpOverlay.Row(key: "x", summary: "shuffle the apps (the moves animate)"),
        HelpOverlay.Row(key: "f", summary: "free apps only / every app"),
        HelpOverlay.Row(key: "←  →", summary: "along a sideways section (featured, top charts)"),
      ],
      "messages": [
        HelpOverlay.Row(key: "+", summary: "send a message"),
        HelpOverlay.Row(key: "End", summary: "the newest message"),
      ],
      "settings": [
        HelpOverlay.Row(
          key: "Enter  Space", summary: "turn a switch, choose, open a page (›) or a folder"),
        HelpOverlay.Row(key: "Esc  ←", summary: "back from a page"),
        HelpOverlay.Row(key: "w  W", summary: "a favourite's swipe actions: Delete, Flag / Pin"),
        HelpOverlay.Row(key: "e", summary: "edit the favourites: ⊖ deletes, ≡ moves"),
        HelpOverlay.Row(key: "Del", summary: "delete the favourite (the red Delete asks first)"),
      ],
    ]
  }()
}
