/// The repetitions of a section's group whose cells measured themselves, each resolved again with
/// its cells' sizes, and how much each grew along the groups' axis (summed, so where a group
/// begins is a search, not a walk). Sparse: a section of a million estimated items keeps only
/// the groups that came on screen.
///
/// A layout resolves its sections again after every measurement. When the group, the container
/// and the environment are as before, the groups measured before are kept and only those whose
/// items measured since are resolved again, so scrolling on through a long list of rows that
/// size themselves costs the same at the ten-thousandth row as at the first.
struct MeasuredGroups {
  /// What groups are resolved for: the same basis resolves them the same way.
  struct Basis {
    /// The section's group.
    var group: LayoutGroup
    /// The group resolved without measurements.
    var template: GroupTemplate
    /// The items one group holds.
    var perGroup: Int
    /// The section's item count.
    var count: Int
    /// The space the group is resolved in.
    var container: Size
    /// The layout's environment.
    var environment: CollectionLayoutEnvironment
    /// Whether the groups follow one another left to right.
    var horizontal: Bool

    /// Whether groups resolved on another basis are resolved the same way on this one.
    func resolves(like other: Basis) -> Bool {
      perGroup == other.perGroup && count == other.count && container == other.container
        && environment == other.environment && horizontal == other.horizontal
        && (group === other.group || group.resolvesLike(other.group))
    }

    /// How far a resolved group reaches along the groups' axis beyond the template.
    func growth(of resolved: GroupTemplate) -> Double {
      horizontal
        ? resolved.size.width - template.size.width : resolved.size.height - template.size.height
    }
  }

  /// What the groups were resolved for (`nil` while none is measured).
  private var basis: Basis?
  /// The groups, in order.
  private var indices: [Int] = []
  /// Their templates, in the same order.
  private var templates: [GroupTemplate] = []
  /// How much each grew along the axis.
  private var growths: [Double] = []
  /// The growth along the axis of the groups up to and including each.
  private var runningGrowth: [Double] = []
  /// The tallest measured group (for a row of groups that scrolls sideways).
  private(set) var tallest = 0.0

  /// No group measured.
  init() {}

  /// Resolves each group that holds a measured item again with its items' sizes.
  init(basis: Basis, measured: [Int: Size]) {
    self.basis = basis
    let groups = Set(measured.keys.lazy.filter { $0 < basis.count }.map { $0 / basis.perGroup })
    for g in groups.sorted() {
      guard let resolved = Self.resolve(g, on: basis, measured: measured) else { continue }
      indices.append(g)
      templates.append(resolved)
      growths.append(basis.growth(of: resolved))
    }
    sumGrowth(from: 0)
    findTallest()
  }

  /// The groups resolved on `previous`'s basis, brought up to date for this one: when it
  /// resolves alike, only the groups holding `changedItems` (the items measured since) are
  /// resolved again; otherwise every measured group is. `previous` is consumed, so its arrays
  /// are changed in place rather than copied (when nothing else holds them).
  init(
    basis: Basis, measured: [Int: Size], previous: consuming MeasuredGroups,
    changedItems: Set<Int>
  ) {
    guard let old = previous.basis, basis.resolves(like: old) else {
      self.init(basis: basis, measured: measured)
      return
    }
    self = consume previous
    self.basis = basis
    let groups = Set(changedItems.lazy.filter { $0 < basis.count }.map { $0 / basis.perGroup })
    guard let first = groups.min() else { return }
    var tallestMayShrink = false
    for g in groups.sorted() {
      tallestMayShrink =
        place(g, Self.resolve(g, on: basis, measured: measured)) || tallestMayShrink
    }
    sumGrowth(from: firstIndex(notBelow: first))
    if tallestMayShrink { findTallest() }
  }

  /// A group resolved with its items' measured sizes; `nil` when it is resolved otherwise than
  /// the template (an item limit reached), so it cannot stand in for it.
  private static func resolve(_ group: Int, on basis: Basis, measured: [Int: Size])
    -> GroupTemplate?
  {
    var sizes: [Int: Size] = [:]
    let first = group * basis.perGroup
    for place in 0..<basis.perGroup {
      if let size = measured[first + place] { sizes[place] = size }
    }
    let resolved = GroupTemplate.resolve(
      basis.group, in: basis.container, environment: basis.environment, measured: sizes)
    return resolved.frames.count == basis.perGroup ? resolved : nil
  }

  /// Puts a group's new resolution in its place (or takes it out, for `nil`); the running
  /// growth is summed again afterwards. Returns whether the tallest group may have shrunk (or
  /// gone), so that it must be found again.
  private mutating func place(_ group: Int, _ resolved: GroupTemplate?) -> Bool {
    let k = firstIndex(notBelow: group)
    let present = k < indices.count && indices[k] == group
    let shrinks =
      present && templates[k].size.height == tallest
      && (resolved?.size.height ?? -.infinity) < tallest
    if let resolved { tallest = max(tallest, resolved.size.height) }
    switch (resolved, present) {
    case (let resolved?, true):
      templates[k] = resolved
      growths[k] = basis!.growth(of: resolved)
    case (let resolved?, false):
      indices.insert(group, at: k)
      templates.insert(resolved, at: k)
      growths.insert(basis!.growth(of: resolved), at: k)
      runningGrowth.insert(0, at: k)
    case (nil, true):
      indices.remove(at: k)
      templates.remove(at: k)
      growths.remove(at: k)
      runningGrowth.remove(at: k)
    case (nil, false): break
    }
    return shrinks
  }

  /// Sums the growths again from a position on (in order, as a sum from the start would).
  private mutating func sumGrowth(from start: Int) {
    if runningGrowth.count != growths.count {
      runningGrowth = [Double](repeating: 0, count: growths.count)
    }
    var total = start > 0 ? runningGrowth[start - 1] : 0
    for k in start..<growths.count {
      total += growths[k]
      runningGrowth[k] = total
    }
  }

  /// Finds the tallest group among all.
  private mutating func findTallest() {
    tallest = 0
    for k in templates.indices { tallest = max(tallest, templates[k].size.height) }
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
