extension CompositionalLayout {
  /// The sections that scroll sideways, in order.
  public var orthogonalSections: [Int] { sections.filter(\.isOrthogonal).map(\.index) }

  /// How a section scrolls sideways (`.none` for an unknown section).
  public func orthogonalScrollingBehavior(forSection section: Int) -> OrthogonalScrollingBehavior {
    sections.indices.contains(section) ? sections[section].behavior : .none
  }

  /// Where a sideways-scrolling section is scrolled now (0 for other sections): the x of its
  /// content shown at the collection view's left edge.
  public func orthogonalContentOffset(forSection section: Int) -> Double {
    guard sections.indices.contains(section), sections[section].isOrthogonal else { return 0 }
    let range = sections[section].offsetRange
    return (orthogonalOffsets[section] ?? range.lowerBound).clamped(to: range)
  }

  /// The offsets a section can be scrolled to.
  public func orthogonalContentOffsetRange(forSection section: Int) -> ClosedRange<Double> {
    sections.indices.contains(section) ? sections[section].offsetRange : 0...0
  }

  /// Where the section is heading: the end of its running scroll, or where it is.
  public func orthogonalScrollDestination(forSection section: Int) -> Double {
    orthogonalScrolls[section]?.to ?? orthogonalContentOffset(forSection: section)
  }

  /// The natural step of one key press: a page (the collection view's width) for a paging
  /// section, a group otherwise.
  public func orthogonalScrollStep(forSection section: Int) -> Double {
    guard sections.indices.contains(section) else { return 0 }
    let s = sections[section]
    return s.behavior == .paging ? s.viewportWidth : s.pitch
  }

  /// Scrolls a section sideways to an offset (clamped), optionally animated — its own scroll
  /// view's setContentOffset(_:animated:). Animated, the offset moves frame by frame and only
  /// what shows is asked for again at each step.
  public func setOrthogonalContentOffset(_ offset: Double, forSection section: Int, animated: Bool)
  {
    guard sections.indices.contains(section), sections[section].isOrthogonal else { return }
    let target = offset.clamped(to: sections[section].offsetRange)
    if let running = orthogonalScrolls.removeValue(forKey: section) {
      collectionView?.animator.cancel(running.animation)
    }
    let from = orthogonalContentOffset(forSection: section)
    guard target != from else { return }
    guard animated, let cv = collectionView else {
      orthogonalOffsets[section] = target
      invalidateOrthogonalScroll(of: section)
      return
    }
    var id: AnimationID?
    id = cv.animateFrames(
      withDuration: cv.animationDuration, timing: cv.animationTiming, label: "orthogonal scroll"
    ) { [weak self] t in
      guard let self else { return }
      self.orthogonalOffsets[section] = from + (target - from) * t
      if t >= 1, self.orthogonalScrolls[section]?.animation == id {
        self.orthogonalScrolls[section] = nil
      }
      self.invalidateOrthogonalScroll(of: section)
    }
    orthogonalScrolls[section] = OrthogonalScroll(from: from, to: target, animation: id!)
  }

  /// Where a section's sideways scroll comes to rest, as its behaviour says: anywhere
  /// (`.continuous`), at a group's leading edge, a page, or a centred group. A scroll with a
  /// velocity moves whole steps that way, at least one, as far as it was pushed.
  public func targetOrthogonalContentOffset(
    forProposedContentOffset proposed: Double, withScrollingVelocity velocity: Double,
    inSection section: Int
  ) -> Double {
    guard sections.indices.contains(section) else { return 0 }
    let s = sections[section]
    let range = s.offsetRange
    let base: Double
    let step: Double
    switch s.behavior {
    case .none, .continuous: return proposed.clamped(to: range)
    case .paging:
      base = 0
      step = s.viewportWidth
    case .groupPaging, .continuousGroupLeadingBoundary:
      base = 0
      step = s.pitch
    case .groupPagingCentered:
      base = range.lowerBound
      step = s.pitch
    }
    guard step > 0 else { return proposed.clamped(to: range) }
    // In steps from the base: where the scroll is heading now and how far it is pushed. A push
    // moves at least one step its way from the snap point at or behind where it is heading
    // (so from the clamped end of a last, partial page, back goes to that page's start).
    let current = (orthogonalScrollDestination(forSection: section) - base) / step
    let pushed = (proposed - base) / step - current
    let k: Double
    if velocity > 0 {
      k = (current + 1e-9).rounded(.down) + max(1, pushed.rounded())
    } else if velocity < 0 {
      k = (current - 1e-9).rounded(.up) - max(1, (-pushed).rounded())
    } else {
      k = ((proposed - base) / step).rounded()
    }
    return (base + k * step).clamped(to: range)
  }

  /// A user's sideways scroll of a section (a key press): proposes the destination moved by
  /// `delta`, lets the behaviour choose where to rest, and goes there. Returns the resting
  /// offset.
  @discardableResult
  public func scrollOrthogonalSection(_ section: Int, by delta: Double, animated: Bool = true)
    -> Double
  {
    let proposed = orthogonalScrollDestination(forSection: section) + delta
    let target = targetOrthogonalContentOffset(
      forProposedContentOffset: proposed, withScrollingVelocity: delta, inSection: section)
    collectionView?.log(
      .targetContentOffset(
        proposed: Point(x: proposed, y: 0), velocity: Point(x: delta, y: 0),
        result: Point(x: target, y: 0)))
    setOrthogonalContentOffset(target, forSection: section, animated: animated)
    return target
  }

  /// Tells the collection view a section moved sideways: what shows is asked for again.
  func invalidateOrthogonalScroll(of section: Int) {
    let context = CompositionalLayoutInvalidationContext()
    context.invalidatedOrthogonalSections = [section]
    invalidateLayout(with: context)
  }
}
