import CollectionCore
import TestSupport
import Testing

/// Interactive layout transitions (startInteractiveTransition(to:completion:)): the transition
/// layout at a progress shows exactly what the animated switch shows at that progress; finish
/// and cancel end exactly on the new or the old layout.
@Suite("Interactive transition")
struct InteractiveTransitionTests {
  /// A collection view of the circle's twelve items, settled, with linear timing so an
  /// animation's progress is its fraction of time.
  func circle(items: Int = 12) -> Harness {
    let h = makeCollectionView(layout: makeCircleLayout(), counts: [items])
    h.cv.animationTiming = .linear
    h.cv.layoutIfNeeded()
    return h
  }

  /// What shows: the presented elements that meet the presented bounds, by key.
  func shown(_ cv: CollectionView) -> [ElementKey: LayoutAttributes] {
    let bounds = Rect(origin: cv.presentedContentOffset, size: cv.frameSize)
    var result: [ElementKey: LayoutAttributes] = [:]
    for element in cv.presentedElements() {
      let a = element.attributes
      guard a.alpha > 0, let quad = a.quad, quad.boundingBox.intersects(bounds) else { continue }
      result[a.key] = a
    }
    return result
  }

  func expectSame(
    _ a: [ElementKey: LayoutAttributes], _ b: [ElementKey: LayoutAttributes],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(Set(a.keys) == Set(b.keys), sourceLocation: sourceLocation)
    for (key, x) in a {
      guard let y = b[key] else { continue }
      #expect(isClose(x.center, y.center, 1e-6), "\(key)", sourceLocation: sourceLocation)
      #expect(isClose(x.size, y.size, 1e-6), "\(key)", sourceLocation: sourceLocation)
      #expect(isClose(x.alpha, y.alpha, 1e-6), "\(key)", sourceLocation: sourceLocation)
      #expect(isClose(x.transform3D, y.transform3D, 1e-6), "\(key)", sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [0.0, 0.5, 1.0])
  func atAProgressItShowsWhatTheAnimatedSwitchShows(progress: Double) {
    let animated = circle()
    animated.cv.setCollectionViewLayout(FlowLayout(), animated: true)
    animated.clock.advance(by: animated.cv.animationDuration * progress)
    animated.cv.tick()

    let interactive = circle()
    let transition = interactive.cv.startInteractiveTransition(to: FlowLayout())
    transition.transitionProgress = progress
    interactive.cv.layoutIfNeeded()

    #expect(
      isClose(interactive.cv.presentedContentOffset, animated.cv.presentedContentOffset, 1e-9))
    #expect(shown(animated.cv).count >= 12)
    expectSame(shown(interactive.cv), shown(animated.cv))
    #expect(interactive.cv._invariantViolations() == [])
    if progress == 0.5 {
      // And not what it shows at another moment.
      transition.transitionProgress = 0.45
      interactive.cv.layoutIfNeeded()
      #expect(shown(interactive.cv) != shown(animated.cv))
    }
  }

  @Test func cancelReturnsExactlyToTheOldLayout() {
    let h = circle(items: 40)
    let layout = h.layout
    h.cv.scrollByUser(Point(x: 0, y: 8), animated: false)
    h.cv.layoutIfNeeded()
    let before = shown(h.cv)
    let offset = h.cv.contentOffset
    var result: (Bool, Bool)?
    let transition = h.cv.startInteractiveTransition(to: FlowLayout()) { result = ($0, $1) }
    #expect(h.cv.collectionViewLayout === transition)
    transition.transitionProgress = 0.4
    h.cv.layoutIfNeeded()
    #expect(shown(h.cv) != before)
    h.cv.cancelInteractiveTransition()
    #expect(result == nil)
    h.settle()
    #expect(result.map { [$0.0, $0.1] } == [false, true])
    #expect(h.cv.collectionViewLayout === layout)
    #expect(h.cv.contentOffset == offset)
    expectSame(shown(h.cv), before)
    #expect(h.cv.transitionLayout == nil)
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func finishEndsOnWhatTheNonAnimatedSwitchGives() {
    let reference = circle()
    let flow = FlowLayout()
    reference.cv.setCollectionViewLayout(flow, animated: false)
    let h = circle()
    let next = FlowLayout()
    var result: (Bool, Bool)?
    let transition = h.cv.startInteractiveTransition(to: next) { result = ($0, $1) }
    transition.transitionProgress = 0.3
    h.cv.finishInteractiveTransition()
    // The rest of the way animates: a moment later it is further on, not there yet.
    h.clock.advance(by: 0.05)
    h.cv.tick()
    #expect(transition.transitionProgress > 0.3 && transition.transitionProgress < 1)
    #expect(result == nil)
    h.settle()
    #expect(result.map { [$0.0, $0.1] } == [true, true])
    #expect(h.cv.collectionViewLayout === next)
    #expect(h.cv.contentOffset == reference.cv.contentOffset)
    expectSame(shown(h.cv), shown(reference.cv))
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func anUpdateOrAnotherSwitchCompletesItAtOnce() throws {
    let h = circle()
    var result: (Bool, Bool)?
    let next = FlowLayout()
    let transition = h.cv.startInteractiveTransition(to: next) { result = ($0, $1) }
    transition.transitionProgress = 0.5
    h.dataSource.counts = [13]
    h.cv.performBatchUpdates { h.cv.insertItems(at: [IndexPath(item: 12, section: 0)]) }
    #expect(result.map { [$0.0, $0.1] } == [true, false])
    #expect(h.cv.collectionViewLayout === next)
    h.settle()
    #expect(h.cv.numberOfItems(inSection: 0) == 13)
    #expect(h.cv._invariantViolations() == [])
    // A layout switch during one completes it first, too.
    let again = h.cv.startInteractiveTransition(to: makeCircleLayout())
    again.transitionProgress = 0.2
    let other = FlowLayout()
    h.cv.setCollectionViewLayout(other, animated: true)
    #expect(h.cv.collectionViewLayout === other)
    h.settle()
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func theLifecycleIsLoggedAndValuesTravelWithTheTransition() {
    let h = circle()
    let before = Array(h.cv.layoutEvents).count
    let transition = h.cv.startInteractiveTransition(to: FlowLayout())
    transition.updateValue(0.75, forAnimatedKey: "fade")
    #expect(transition.value(forAnimatedKey: "fade") == 0.75)
    #expect(transition.value(forAnimatedKey: "other") == 0)
    transition.transitionProgress = 7
    #expect(transition.transitionProgress == 1)
    h.cv.finishInteractiveTransition()
    let kinds = Array(h.cv.layoutEvents).dropFirst(before).map(\.kind)
    #expect(kinds.first == .prepareTransition)
    #expect(kinds.last == .finalizeTransition)
    #expect(h.cv.layoutEvents.count(of: .finalizeTransition) == 1)
  }
}
