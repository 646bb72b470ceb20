/// The repetitions of a section's group whose cells measured themselves, each resolved again with
/// its cells' sizes, and how much each grew along the groups' axis (summed, so where a group
/// begins is a search, not a walk). Sparse: a section of a million estimated items keeps only
/// the groups that came on screen.
struct MeasuredGroups {
  /// The groups, in order.
  private var indices: [Int] = []
  /// Their templates, in the same order.
  private var templates: [GroupTemplate] = []
  /// The growth along the axis of the groups up to and including each.
  private var runningGrowth: [Double] = []
  /// The tallest measured group (for a row of groups that scrolls sideways).
  private(set) var tallest = 0.0

  /// No group measured.
  init() {}

  /// Resolves each group that holds a measured item again with its items' sizes.
  init(
    group: LayoutGroup, template: GroupTemplate, perGroup: Int, count: Int,
    measured: [Int: Size], container: Size, environment: CollectionLayoutEnvironment,
    horizontal: Bool
  ) {
    var byGroup: [Int: [Int: Size]] = [:]
    for (item, size) in measured where item < count {
      byGroup[item / perGroup, default: [:]][item % perGroup] = size
    }
    var total = 0.0
    for g in byGroup.keys.sorted() {
      let resolved = GroupTemplate.resolve(
        group, in: container, environment: environment, measured: byGroup[g]!)
      // A group resolved otherwise (an item limit reached) cannot stand in for the template.
      guard resolved.frames.count == perGroup else { continue }
      total +=
        horizontal
        ? resolved.size.width - template.size.width : resolved.size.height - template.size.height
      indices.append(g)
      templates.append(resolved)
      runningGrowth.append(total)
      tallest = max(tallest, resolved.size.height)
    }
  }

  /// Whether no group measured.
  var isEmpty: Bool { indices.isEmpty }

  /// How much all the measured groups grew (negative when they shrank).
  var totalGrowth: Double { runningGrowth.last ?? 0 }

  /// How much the groups before one grew.
  func growth(before group: Int) -> Double {
    guard !indices.isEmpty else { return 0 }
    let k = firstIndex(notBelow: group)
    return k > 0 ? runningGrowth[k - 1] : 0
  }

  /// A measured group's template.
  func template(ofGroup group: Int) -> GroupTemplate? {
    guard !indices.isEmpty else { return nil }
    let k = firstIndex(notBelow: group)
    return k < indices.count && indices[k] == group ? templates[k] : nil
  }

  /// Where the first measured group at or after one is in `indices`.
  private func firstIndex(notBelow group: Int) -> Int {
    var low = 0
    var high = indices.count
    while low < high {
      let mid = (low + high) / 2
      if indices[mid] < group { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
