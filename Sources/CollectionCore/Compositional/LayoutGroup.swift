/// A row, a column or a free arrangement of items and groups (NSCollectionLayoutGroup); a
/// section repeats its group until every item is placed.
///
/// A horizontal or vertical group made with `subitems` places them in order along its axis and
/// repeats them while the next one still fits (at least one always goes in); one made with
/// `repeatingSubitem:count:` places exactly `count`, sharing the axis out between them. A
/// custom group asks its item provider for frames.
public final class LayoutGroup: LayoutItem {
  /// How a group arranges its items.
  public enum Arrangement {
    /// Side by side, left to right.
    case horizontal
    /// One above another, top to bottom.
    case vertical
    /// Frames from an item provider, given the environment with the group's size as container.
    case custom((CollectionLayoutEnvironment) -> [LayoutGroupCustomItem])
  }

  /// How the group arranges its items.
  public let arrangement: Arrangement
  /// The items and groups it holds.
  public let subitems: [LayoutItem]
  /// The exact number of items, for groups made with `repeatingSubitem:count:`.
  public let count: Int?
  /// The space between neighbouring items along the group's axis.
  public var interItemSpacing: LayoutSpacing?

  init(layoutSize: LayoutSize, arrangement: Arrangement, subitems: [LayoutItem], count: Int?) {
    self.arrangement = arrangement
    self.subitems = subitems
    self.count = count.map { max(1, $0) }
    super.init(layoutSize: layoutSize)
  }

  /// A row of items, repeated while they fit.
  public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
  }

  /// A row of exactly `count` copies of an item, sharing the group's width.
  public static func horizontal(
    layoutSize: LayoutSize, repeatingSubitem subitem: LayoutItem, count: Int
  )
    -> LayoutGroup
  {
    LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
  }

  /// A column of items, repeated while they fit.
  public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
  }

  /// A column of exactly `count` copies of an item, sharing the group's height.
  public static func vertical(
    layoutSize: LayoutSize, repeatingSubitem subitem: LayoutItem, count: Int
  )
    -> LayoutGroup
  {
    LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
  }

  /// A group whose item frames come from a closure.
  public static func custom(
    layoutSize: LayoutSize,
    itemProvider: @escaping (CollectionLayoutEnvironment) -> [LayoutGroupCustomItem]
  ) -> LayoutGroup {
    LayoutGroup(
      layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
  }
}
