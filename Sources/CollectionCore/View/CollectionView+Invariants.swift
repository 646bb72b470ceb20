extension CollectionView {
  /// The ways the collection view's state is inconsistent right now (empty when it is sound):
  /// after a layout pass the visible elements are exactly those the layout puts in the bounds;
  /// keys agree and are unique; no view is both on screen and queued (or on screen twice); every
  /// view the pool created is on screen, queued or discarded; disappearing views are animating;
  /// no presented attribute or offset is NaN; every selected, highlighted, focused, touched or
  /// moving index path names an item and the cells show the state of theirs; so does every item
  /// handed to the prefetch data source and not yet displayed or cancelled; the pool's own
  /// invariants hold.
  ///
  /// It only reads (the swift-collections habit): nothing is laid out, logged or changed. In
  /// debug builds it runs at the end of every layout pass, tick and batch update
  /// (`_checkInvariants()`); release builds never call it.
  public func _invariantViolations() -> [String] {
    var problems: [String] = []
    let laidOut = !needsReload && !needsLayout && !collectionViewLayout.needsPrepare
    if laidOut {
      let expected = Set(attributesForElements(in: bounds, logged: false).map(\.key))
      let actual = Set(visible.keys)
      if expected != actual {
        let missing = expected.subtracting(actual).sorted { $0.description < $1.description }
        let extra = actual.subtracting(expected).sorted { $0.description < $1.description }
        problems.append(
          "visible elements differ from the layout's in \(bounds): missing \(missing.prefix(5)), extra \(extra.prefix(5))"
        )
      }
    }
    var seen: Set<ObjectIdentifier> = []
    for (key, element) in visible {
      if element.key != key {
        problems.append("\(key) is stored under another key, \(element.key)")
      }
      if element.attributes.key != key {
        problems.append("\(key) has the attributes of \(element.attributes.key)")
      }
      if !seen.insert(ObjectIdentifier(element.view)).inserted {
        problems.append("the view of \(key) is on screen twice")
      }
      if reusePool.contains(element.view) { problems.append("the view of \(key) is also queued") }
    }
    for element in disappearing {
      if !seen.insert(ObjectIdentifier(element.view)).inserted {
        problems.append("the disappearing view of \(element.key) is on screen twice")
      }
      if reusePool.contains(element.view) {
        problems.append("the disappearing view of \(element.key) is also queued")
      }
      if element.track == nil {
        problems.append("\(element.key) is disappearing without animating")
      }
    }
    let pooledOnScreen =
      visible.values.lazy.filter { $0.view.reuseIdentifier != nil }.count
      + disappearing.lazy.filter { $0.view.reuseIdentifier != nil }.count
    let totals = [ElementCategory.cell, .supplementaryView, .decorationView].map {
      reusePool.totals(for: $0)
    }
    let created = totals.reduce(0) { $0 + $1.created }
    let discarded = totals.reduce(0) { $0 + $1.discarded }
    let queued = totals.reduce(0) { $0 + $1.queued }
    if created - discarded - queued != pooledOnScreen {
      problems.append(
        "created \(created) − discarded \(discarded) − queued \(queued) ≠ \(pooledOnScreen) on screen"
      )
    }
    problems += reusePool._invariantViolations()
    for element in visible.values {
      appendNaNProblem(of: presented(element), to: &problems)
    }
    for element in disappearing {
      appendNaNProblem(of: presented(element), to: &problems)
    }
    for path in itemStates.allIndexPaths + [movement?.current].compactMap({ $0 })
    where !isValidItem(path) {
      problems.append(
        "\(path) is selected, highlighted, focused, touched or moving but does not exist")
    }
    for path in upkeep.prefetcher.outstanding.sorted() where !isValidItem(path) {
      problems.append("\(path) was asked for ahead of the scroll but does not exist")
    }
    for (key, element) in visible where key.category == .cell {
      guard let cell = element.view as? CollectionViewCell else { continue }
      let path = key.indexPath
      if cell.isSelected != itemStates.selected.contains(path)
        || cell.isHighlighted != (itemStates.highlighted == path)
        || cell.isFocused != (itemStates.focused == path)
      {
        problems.append(
          "the cell of \(path) shows selected \(cell.isSelected), highlighted \(cell.isHighlighted), focused \(cell.isFocused) against the collection view's state"
        )
      }
    }
    if let movement, movement.dataSourceCounts.reduce(0, +) != counts.reduce(0, +) {
      problems.append("an interactive movement changed the number of items")
    }
    let offset = presentedContentOffset
    if offset.x.isNaN || offset.y.isNaN { problems.append("the presented offset is NaN") }
    return problems
  }

  /// Notes presented attributes with a NaN in them.
  private func appendNaNProblem(of a: LayoutAttributes, to problems: inout [String]) {
    let values =
      [a.center.x, a.center.y, a.size.width, a.size.height, a.alpha] + a.transform3D.entries
    if values.contains(where: { $0.isNaN }) { problems.append("\(a.key) presents NaN: \(a)") }
  }

  /// Stops the program if the state is inconsistent (see `_invariantViolations()`); it reads
  /// only. Debug builds call it at the end of every layout pass, tick and batch update.
  public func _checkInvariants() {
    let problems = _invariantViolations()
    precondition(
      problems.isEmpty, "CollectionView invariants broken:\n" + problems.joined(separator: "\n"))
  }

  /// Holds the debug builds' invariant checks until the matching
  /// `endDeferringInvariantChecks()`: an operation the delegate or the data source may call back
  /// into while it is half done.
  func beginDeferringInvariantChecks() { invariantChecksDeferred += 1 }

  /// Ends an operation begun with `beginDeferringInvariantChecks()`; the outermost one checks the
  /// invariants (debug builds only).
  func endDeferringInvariantChecks() {
    invariantChecksDeferred -= 1
    if invariantChecksDeferred == 0 { checkInvariantsInDebugBuilds() }
  }
}
