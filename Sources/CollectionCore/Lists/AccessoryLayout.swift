/// A list cell's accessories placed across its width: which show, in UIKit's order on each side,
/// where each goes, and the room left between them for the content.
///
/// Leading, from the edge in: delete, insert, multiselect, a cell's outline disclosure, then
/// leading custom views; trailing, from the edge in: reorder, a header's outline disclosure,
/// disclosure indicator, checkmark, detail, label, then trailing custom views. A standard
/// accessory takes two columns (its symbol and a gap), a label its text and a gap.
struct AccessoryLayout {
  /// The cell's state the accessories draw.
  struct CellState {
    /// Whether the cell is selected (a multiselect circle is filled).
    var isSelected: Bool
    /// Whether the item is expanded (an outline disclosure points down).
    var isExpanded: Bool
    /// Whether the cell is its section's header (an automatic outline disclosure trails).
    var isHeader: Bool
    /// Whether the cell is a selected sidebar row, on a bar of the tint colour: accessories
    /// without a tint of their own turn white, as its text and image do.
    var isOnTint = false
  }

  /// An accessory with its place.
  struct Placed {
    /// The accessory.
    var accessory: CellAccessory
    /// Where its symbol or text starts, in points from the cell's leading edge.
    var x: Double
    /// Its symbol's or text's width.
    var width: Double
  }

  /// The accessories that show, with their places.
  private(set) var placed: [Placed] = []
  /// Where the content starts.
  private(set) var contentStart = 0.0
  /// The content's width.
  private(set) var contentWidth = 0.0
  /// The cell's state.
  private let state: CellState
  /// The width placed in.
  private let width: Double

  /// Places the accessories that show at a width.
  init(
    accessories: [CellAccessory], width: Double, isEditing: Bool, state: CellState,
    indentation: Double, indentsAccessories: Bool
  ) {
    self.state = state
    self.width = width
    let shown = accessories.filter { $0.displayedState.isDisplayed(editing: isEditing) }
    var leading: [CellAccessory] = []
    var trailing: [CellAccessory] = []
    for accessory in shown {
      if isLeading(accessory) { leading.append(accessory) } else { trailing.append(accessory) }
    }
    leading = Self.ordered(leading, rank: Self.leadingRank)
    trailing = Self.ordered(trailing, rank: Self.trailingRank)
    var x = indentsAccessories ? indentation : 0
    for accessory in leading {
      let w = symbolWidth(accessory)
      let reserved = reservedWidth(accessory, symbol: w)
      if !accessory.isHidden { placed.append(Placed(accessory: accessory, x: x + 1, width: w)) }
      x += reserved + 1
    }
    if !indentsAccessories { x += indentation }
    contentStart = x
    var end = width
    for accessory in trailing {
      let w = symbolWidth(accessory)
      let reserved = reservedWidth(accessory, symbol: w)
      end -= reserved + 1
      if !accessory.isHidden {
        placed.append(Placed(accessory: accessory, x: end + (reserved - w), width: w))
      }
    }
    contentWidth = max(0, end - contentStart)
  }

  /// Part of the way from another arrangement to this one (an animated change of editing): the
  /// content's edges move in whole columns, and this arrangement's accessories come in with them
  /// from the sides (those not yet in the width are left out).
  mutating func slide(from old: AccessoryLayout, progress: Double) {
    let oldEnd = old.contentStart + old.contentWidth
    let end = contentStart + contentWidth
    let start = (old.contentStart + (contentStart - old.contentStart) * progress).rounded()
    let nowEnd = (oldEnd + (end - oldEnd) * progress).rounded()
    let leadingShift = start - contentStart
    let trailingShift = nowEnd - end
    placed = placed.compactMap { p in
      var moved = p
      moved.x += p.x < contentStart ? leadingShift : trailingShift
      return moved.x >= 0 && moved.x + moved.width <= width ? moved : nil
    }
    contentStart = start
    contentWidth = max(0, nowEnd - start)
  }

  /// The runs that draw the accessories on a text row.
  func runs(row: Int, traits: TraitCollection) -> [PlacedText] {
    placed.map { p in
      let (text, ascii, color) = look(of: p.accessory)
      return PlacedText(
        x: p.x, row: row, text: text, color: color.resolvedColor(with: traits),
        isBold: p.accessory.isBoldSymbol, asciiText: ascii)
    }
  }

  /// Whether an accessory goes before the content.
  private func isLeading(_ accessory: CellAccessory) -> Bool {
    switch accessory.kind {
    case .delete, .insert, .multiselect: true
    case .outlineDisclosure: outlineStyle(accessory) == .cell
    case .customView(let c):
      if case .leading = c.placement { true } else { false }
    default: false
    }
  }

  /// An outline disclosure's style, `.automatic` resolved.
  private func outlineStyle(_ accessory: CellAccessory) -> CellAccessory.OutlineDisclosureStyle {
    switch accessory.options.style {
    case .automatic: state.isHeader ? .header : .cell
    case let style: style
    }
  }

  /// The order from the leading edge in.
  private static func leadingRank(_ a: CellAccessory) -> Int {
    switch a.kind {
    case .delete: 0
    case .insert: 1
    case .multiselect: 2
    case .outlineDisclosure: 3
    default: 4
    }
  }

  /// The order from the trailing edge in.
  private static func trailingRank(_ a: CellAccessory) -> Int {
    switch a.kind {
    case .reorder: 0
    case .outlineDisclosure: 1
    case .disclosureIndicator: 2
    case .checkmark: 3
    case .detail: 4
    case .label: 5
    default: 6
    }
  }

  /// System accessories in their order, custom views where their placement puts them.
  private static func ordered(_ list: [CellAccessory], rank: (CellAccessory) -> Int)
    -> [CellAccessory]
  {
    var system = list.enumerated().filter {
      if case .customView = $0.element.kind { false } else { true }
    }
    system.sort { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
    var result = system.map(\.element)
    for accessory in list {
      guard case .customView(let c) = accessory.kind else { continue }
      let position: CellAccessory.PlacementPosition?
      switch c.placement {
      case .leading(_, let at), .trailing(_, let at): position = at
      }
      let i = position.map { min(max(0, $0(result)), result.count) } ?? result.count
      result.insert(accessory, at: i)
    }
    return result
  }

  /// The width of what an accessory draws.
  private func symbolWidth(_ accessory: CellAccessory) -> Double {
    switch accessory.kind {
    case .label(let text): Double(text.unicodeScalars.count)
    case .customView(let c): Self.customWidth(c.customView)
    default: 1
    }
  }

  /// The width an accessory keeps.
  private func reservedWidth(_ accessory: CellAccessory, symbol: Double) -> Double {
    switch accessory.options.reservedLayoutWidth {
    case .custom(let w)?: max(0, w)
    case .actual?, .standard?, nil: symbol
    }
  }

  /// A custom view's width: what it says it needs, else its widest line of text.
  private static func customWidth(_ view: View) -> Double {
    let proposal = Size(width: 1000, height: 2)
    let fitted = view.sizeThatFits(proposal)
    if fitted.width < proposal.width { return fitted.width }
    return Double(view.text.split(separator: "\n").map(\.unicodeScalars.count).max() ?? 1)
  }

  /// What an accessory draws: its text, its ASCII stand-in and its colour.
  private func look(of a: CellAccessory) -> (String, String?, Color) {
    let tint = a.tintColor ?? (state.isOnTint ? .white : nil)
    switch a.kind {
    // The chevron in secondary grey, not UIKit's tertiary: a terminal's tertiary grey falls
    // under the 3:1 a mark needs against a cell.
    case .disclosureIndicator: return ("›", ">", tint ?? .secondaryLabel)
    case .checkmark: return ("✓", "v", tint ?? .tintColor)
    case .delete: return ("⊖", "-", tint ?? .systemRed)
    case .insert: return ("⊕", "+", tint ?? .systemGreen)
    case .reorder: return ("≡", "=", tint ?? .secondaryLabel)
    case .outlineDisclosure:
      return state.isExpanded ? ("▾", "v", tint ?? .tintColor) : ("▸", ">", tint ?? .tintColor)
    case .multiselect:
      return state.isSelected
        ? ("●", "*", tint ?? .tintColor) : ("○", "o", tint ?? .tertiaryLabel)
    case .label(let text): return (text, nil, tint ?? .secondaryLabel)
    case .detail: return ("◎", "i", tint ?? .tintColor)
    case .customView(let c):
      return (c.customView.text, nil, tint ?? c.customView.textColor)
    }
  }
}

extension CellAccessory {
  /// Whether the accessory's symbol is drawn bold (the buttons and the outline's triangle).
  var isBoldSymbol: Bool {
    switch kind {
    case .delete, .insert, .outlineDisclosure: true
    case .customView(let c): c.customView.isBold
    default: false
    }
  }
}
