extension CompositionalLayout {
  /// The appearance of a section made by `LayoutSection.list(using:layoutEnvironment:)`; `nil`
  /// for any other section.
  func listAppearance(ofSection section: Int) -> ListConfiguration.Appearance? {
    guard sections.indices.contains(section) else { return nil }
    return sections[section].definition?.list?.appearance
  }

  /// The background of a list layout, as UIKit's list layout gives the collection view: the
  /// first section's list configuration's (`resolvedBackgroundColor`), when it has one.
  var listBackgroundColor: Color? {
    sections.first?.definition?.list?.resolvedBackgroundColor
  }

  /// The list configuration of a section made by `LayoutSection.list(using:layoutEnvironment:)`.
  func listConfiguration(ofSection section: Int) -> ListConfiguration? {
    guard sections.indices.contains(section) else { return nil }
    return sections[section].definition?.list
  }

  /// A list section's card (grouped and inset grouped) and the separators in `rect`: a
  /// separator in the gap under each row but the last whose separator shows.
  func appendListDecorations(
    of section: CompositionalSection, in rect: Rect, to result: inout [LayoutAttributes]
  ) {
    guard let list = section.definition?.list, section.count > 0, section.perGroup > 0 else {
      return
    }
    if let card = cardAttributes(of: section, list: list), card.frame.intersects(rect) {
      result.append(card)
    }
    guard list.showsSeparators else { return }
    // A separator lies under its row: a row above the rect may own one inside it.
    let reach = rect.inset(by: EdgeInsets(top: -rect.height / 2 - 4, left: 0, bottom: 0, right: 0))
    for item in section.items(in: reach, offset: 0) where item + 1 < section.count {
      if let a = separatorAttributes(below: item, in: section, list: list),
        a.frame.intersects(rect)
      {
        result.append(a)
      }
    }
  }

  /// The attributes of a list decoration the collection view asks for by kind.
  func listDecorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard let list = section.definition?.list, section.count > 0, section.perGroup > 0 else {
      return nil
    }
    switch kind {
    case ListBackgroundView.elementKind:
      return indexPath.item == 0 ? cardAttributes(of: section, list: list) : nil
    case ListSeparatorView.elementKind:
      guard list.showsSeparators, indexPath.item >= 0, indexPath.item + 1 < section.count else {
        return nil
      }
      return separatorAttributes(below: indexPath.item, in: section, list: list)
    default: return nil
    }
  }

  /// The card behind a grouped section's rows, rounded when inset.
  private func cardAttributes(of section: CompositionalSection, list: ListConfiguration)
    -> LayoutAttributes?
  {
    guard list.appearance == .grouped || list.appearance == .insetGrouped else { return nil }
    let first = section.itemFrame(0, offset: 0)
    let last = section.itemFrame(section.count - 1, offset: 0)
    var a = LayoutAttributes(
      forDecorationViewOfKind: ListBackgroundView.elementKind,
      with: IndexPath(item: 0, section: section.index))
    a.frame = Rect(
      x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
    a.zIndex = -2
    a.customValue = list.appearance == .insetGrouped ? 2.0 : 0.0
    return a
  }

  /// The separator in the gap under a row, if it shows: the row's bottom separator and the
  /// next row's top one are that gap; an explicit `.visible` of either shows it, an explicit
  /// `.hidden` hides it, and two automatic ones show it.
  private func separatorAttributes(
    below item: Int, in section: CompositionalSection, list: ListConfiguration
  ) -> LayoutAttributes? {
    let path = IndexPath(item: item, section: section.index)
    let base = list.separatorConfiguration
    let upper = list.itemSeparatorHandler?(path, base) ?? base
    let lower =
      list.itemSeparatorHandler?(IndexPath(item: item + 1, section: section.index), base) ?? base
    let bottom = upper.bottomSeparatorVisibility
    let top = lower.topSeparatorVisibility
    let shows =
      bottom == .visible || top == .visible || (bottom == .automatic && top == .automatic)
    guard shows else { return nil }
    let owner = bottom == .visible || top != .visible ? upper : lower
    let insets =
      bottom == .visible || top != .visible ? owner.bottomSeparatorInsets : owner.topSeparatorInsets
    let frame = section.itemFrame(item, offset: 0)
    let next = section.itemFrame(item + 1, offset: 0)
    let gap = next.minY - frame.maxY
    guard gap > 0 else { return nil }
    let leading = ListSeparatorConfiguration.resolved(
      insets.leading, automatic: ListSeparatorConfiguration.automaticLeadingInset)
    let trailing = ListSeparatorConfiguration.resolved(insets.trailing, automatic: 0)
    var a = LayoutAttributes(forDecorationViewOfKind: ListSeparatorView.elementKind, with: path)
    a.frame = Rect(
      x: frame.minX + leading, y: frame.maxY, width: max(0, frame.width - leading - trailing),
      height: gap)
    a.zIndex = -1
    a.customValue = owner.color
    return a
  }
}
