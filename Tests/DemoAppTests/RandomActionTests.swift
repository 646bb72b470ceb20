import CollectionCore
import DemoApp
import Foundation
import GlyphRaster
import PropertyBased
import TestSupport
import Testing

/// Random sequences of everything a user can do, on every layout of the catalog and every item
/// count class, checking the collection view's invariants and the frame's size after each step.
@Suite("Random actions")
struct RandomActionTests {
  /// How many sequences each case gets. Per layout that is 5 item-count classes and an eighth
  /// for a million items (building those apps is dear), 3 section shapes, and 4 × for batch
  /// updates and for section updates: 16⅛ × this. `make test` runs every case with the default
  /// 16 (about 260 random sequences a layout, so the loop stays short); the depth is `make fuzz`'s,
  /// which sets `TUICV_FUZZ_SEQUENCES` (1,000 by default: over 16,000 a layout; CI runs 250).
  static let sequences =
    ProcessInfo.processInfo.environment["TUICV_FUZZ_SEQUENCES"].flatMap { Int($0) } ?? 16

  /// One step of a sequence, decoded from numbers the generator draws.
  static func step(_ code: Int, _ argument: Int) -> (action: DemoAction?, time: Double) {
    let times = [0, 0, 1.0 / 60, 0.05, 0.2, 0.5]
    let time = times[argument % times.count]
    let x = argument % 83
    let y = (argument / 83) % 26
    switch code % 39 {
    case 0: return (.insertItem, time)
    case 1: return (.deleteItem, time)
    case 2: return (.nextLayout, time)
    case 3: return (.previousLayout, time)
    case 4: return (.scroll(dx: argument % 3 - 1, dy: (argument / 3) % 3 - 1), time)
    case 5: return (.wheel(dx: 0, dy: argument % 2 == 0 ? 3 : -3), time)
    case 6: return (.pageDown, time)
    case 7: return (.pageUp, time)
    case 8: return (argument % 2 == 0 ? .home : .end, time)
    case 9:
      // Mostly ordinary sizes, now and then a tiny or a huge one.
      let columns = argument % 7 == 0 ? 1 + argument % 300 : 20 + argument % 100
      let rows = argument % 5 == 0 ? 1 + (argument / 7) % 100 : 8 + (argument / 7) % 30
      return (.resize(columns: columns, rows: rows), time)
    case 10: return (.toggleSlowAnimations, time)
    case 11: return (.selectLayout(LayoutCatalog.names[argument % LayoutCatalog.names.count]), time)
    case 12: return (argument % 3 == 0 ? .toggleHelp : .dismiss, time)
    case 13: return (.insertSection, time)
    case 14: return (.deleteSection, time)
    case 15: return (.moveSectionDown, time)
    case 16: return (.reloadVisibleItems, time)
    case 17: return (.togglePinnedHeaders, time)
    case 18: return (.activate(nil), time)
    case 19:
      return (.activate(CollectionCore.IndexPath(item: argument % 3, section: argument % 5)), time)
    case 20: return (.shuffleItems, time)
    case 21: return (.filterItems, time)
    // Touch: focus, movement, the menu, paste, the circle's keys and the mouse (sometimes
    // outside the screen).
    case 22:
      return (.moveFocus(FocusHeading.allCases[argument % FocusHeading.allCases.count]), time)
    case 23: return (.beginMove, time)
    case 24: return (.showMenu, time)
    case 25: return (.paste, time)
    case 26: return (.insertItemAtStart, time)
    case 27: return (.deleteFocusedItem, time)
    case 28: return (.pointerDown(x: x, y: y), time)
    case 29: return (.pointerDragged(x: x, y: y), time)
    case 30: return (.pointerUp(x: x, y: y), time)
    case 31: return (.secondaryPointerDown(x: x, y: y), time)
    // The machinery: time controls, the inspector (and its scrolling), the overlay.
    case 32: return (.togglePause, time)
    case 33: return (.stepFrame(forward: argument % 3 != 0), time)
    case 34: return (.toggleInspector, time)
    case 35:
      return (argument % 2 == 0 ? .toggleOverlay : .scrollInspector(lines: argument % 7 - 3), time)
    case 36, 37: return (.scrubTransition(forward: argument % 3 != 0), time)
    default: return (nil, time * 4)
    }
  }

  @Test(arguments: LayoutCatalog.names, [0, 1, 2, 12, 1000, 1_000_000])
  func demoActionsKeepEveryInvariant(layout: String, items: Int) async {
    await checkRandomActions(layout: layout, items: items, sections: nil)
  }

  /// The deep run only (`make fuzz`): every layout at ten million items, each step held to a
  /// budget — the attributes its layout queries return (a few screens' worth) and its CPU time
  /// (a second: generous for a debug build, and a tenth of what one walk over ten million items
  /// costs in it) — so a step whose cost grows with the item count fails.
  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["TUICV_DEEP_TESTS"] != nil),
    arguments: LayoutCatalog.names)
  func demoActionsAtTenMillionItemsStayWithinAStepsBudget(layout: String) async {
    await checkRandomActions(
      layout: layout, items: 10_000_000, sections: nil,
      budget: StepBudget(elements: LayoutQueryBoundTests.bound, seconds: 1))
  }

  @Test(arguments: LayoutCatalog.names, [[6, 9, 3, 12], [0, 5, 0, 1], [40, 2]])
  func demoActionsWithSectionsKeepEveryInvariant(layout: String, sections: [Int]) async {
    await checkRandomActions(layout: layout, items: 0, sections: sections)
  }

  /// What one step may cost: the attributes the layout's queries return, and CPU seconds.
  struct StepBudget {
    var elements: Int
    var seconds: Double
  }

  /// The CPU time this thread has used, in seconds.
  static func threadSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  func checkRandomActions(
    layout: String, items: Int, sections: [Int]?, budget: StepBudget? = nil
  ) async {
    // A step costs about what is on screen whatever the count (an insert, delete or move in
    // the waterfall places the items after it again: about half a second near the start of a
    // million in a debug build, every action included); building a million-item app is dearer,
    // so that class gets fewer sequences.
    let count =
      items >= 10_000_000
      ? max(2, Self.sequences / 16)
      : items >= 1_000_000 ? max(2, Self.sequences / 8) : Self.sequences
    await propertyCheck(count: count, input: Gen.int(in: 0...1_000_000).array(of: 2...60)) {
      values in
      let clock = ManualClock()
      var options = DemoOptions()
      options.layout = layout
      options.items = items
      options.sections = sections
      options.minute = 7
      let app = DemoApp(
        options: options, columns: 80, rows: 24,
        renderOptions: RenderOptions(colorMode: .palette256),
        clock: clock)
      var trail: [String] = []
      for pair in stride(from: 0, to: values.count - 1, by: 2) {
        let (action, time) = Self.step(values[pair], values[pair + 1])
        let returned = app.collectionView.layoutEvents.elementsReturned
        let started = Self.threadSeconds()
        if let action {
          app.perform(action)
          trail.append("\(action)")
        }
        clock.advance(by: time)
        app.tick()
        trail.append("+\(time)")
        if let budget {
          let spent = Self.threadSeconds() - started
          let asked = app.collectionView.layoutEvents.elementsReturned - returned
          #expect(spent <= budget.seconds, "\(spent) s after \(trail.suffix(6))")
          #expect(asked <= budget.elements, "\(asked) attributes after \(trail.suffix(6))")
        }
        // Whatever the item count, a step touches only about what is on screen.
        // (A thousand items can all be on screen at once, twice mid-morph; a million cannot.)
        #expect(app.collectionView.onScreenViewCount <= 5_000, "after \(trail.suffix(6))")
        let problems = app.collectionView._invariantViolations()
        #expect(problems == [], "after \(trail.joined(separator: " "))")
        let frame = app.render()
        #expect(frame.width == app.columns && frame.height == app.rows)
        if !problems.isEmpty { return }
      }
      // Paused time stops every animation: let it run to the end.
      if app.isPaused { app.perform(.togglePause) }
      app.settle(clock)
      #expect(!app.isAnimating)
      #expect(!app.collectionView.animator.isAnimating)
      #expect(app.collectionView._invariantViolations() == [])
    }
  }

  @Test(arguments: LayoutCatalog.names)
  func sectionUpdatesKeepEveryInvariant(layout: String) async {
    let environment = LayoutEnvironment(minuteOfHour: { 3 })
    let entry = LayoutCatalog.entry(named: layout)!
    await propertyCheck(
      count: Self.sequences * 4, input: Gen.int(in: 0...1_000_000).array(of: 3...45)
    ) { values in
      let h = makeCollectionView(
        layout: entry.make(environment), counts: [values[0] % 7, values[0] % 13, 3],
        size: Size(width: 80, height: 44))
      var trail: [String] = []
      for i in stride(from: 1, to: values.count - 1, by: 2) {
        let v = values[i]
        let counts = h.dataSource.counts
        let s = v % counts.count
        do {
          switch v % 6 {
          case 0 where counts.count < 12:
            let at = v % (counts.count + 1)
            h.dataSource.counts.insert(v % 9, at: at)
            try h.cv.checkedPerformBatchUpdates { h.cv.insertSections([at]) }
            trail.append("insert section \(at)")
          case 1 where counts.count > 1:
            h.dataSource.counts.remove(at: s)
            try h.cv.checkedPerformBatchUpdates { h.cv.deleteSections([s]) }
            trail.append("delete section \(s)")
          case 2 where counts.count > 1:
            let to = (v / 7) % counts.count
            let moved = h.dataSource.counts.remove(at: s)
            h.dataSource.counts.insert(moved, at: to)
            try h.cv.checkedPerformBatchUpdates { h.cv.moveSection(s, toSection: to) }
            trail.append("move section \(s)→\(to)")
          case 3:
            try h.cv.checkedPerformBatchUpdates { h.cv.reloadSections([s]) }
            trail.append("reload section \(s)")
          case 4:
            // An item into one section and out of another, in one batch.
            let at = v % (counts[s] + 1)
            h.dataSource.counts[s] += 1
            let other = (s + 1) % counts.count
            var deleted: [CollectionCore.IndexPath] = []
            if counts[other] > 0 && other != s {
              h.dataSource.counts[other] -= 1
              deleted = [CollectionCore.IndexPath(item: (v / 3) % counts[other], section: other)]
            }
            try h.cv.checkedPerformBatchUpdates {
              h.cv.insertItems(at: [CollectionCore.IndexPath(item: at, section: s)])
              h.cv.deleteItems(at: deleted)
            }
            trail.append("insert \(s).\(at), delete \(deleted)")
          default:
            h.cv.scrollByUser(
              Point(x: Double(v % 40) - 20, y: Double(v % 60) - 30), animated: v % 2 == 0)
            trail.append("scroll")
          }
        } catch {
          Issue.record("a valid batch was refused: \(error) after \(trail)")
          return
        }
        h.clock.advance(by: [0, 0.02, 0.1, 0.4][values[i + 1] % 4])
        h.cv.tick()
        let problems = h.cv._invariantViolations()
        #expect(problems == [], "after \(trail.joined(separator: ", "))")
        if !problems.isEmpty { return }
      }
      h.settle()
      #expect(h.cv._invariantViolations() == [])
    }
  }

  @Test(arguments: LayoutCatalog.names)
  func batchUpdatesOfEveryKindKeepEveryInvariant(layout: String) async {
    let environment = LayoutEnvironment(minuteOfHour: { 3 })
    let entry = LayoutCatalog.entry(named: layout)!
    await propertyCheck(
      count: Self.sequences * 4, input: Gen.int(in: 0...1_000_000).array(of: 3...45)
    ) { values in
      let h = makeCollectionView(
        layout: entry.make(environment), counts: [values[0] % 30], size: Size(width: 80, height: 44)
      )
      var trail: [String] = []
      for i in stride(from: 1, to: values.count - 1, by: 2) {
        let v = values[i]
        let n = h.dataSource.counts[0]
        do {
          switch v % 5 {
          case 0:
            let at = v % (n + 1)
            h.dataSource.counts = [n + 1]
            try h.cv.checkedPerformBatchUpdates {
              h.cv.insertItems(at: [IndexPath(item: at, section: 0)])
            }
            trail.append("insert \(at)")
          case 1 where n > 0:
            let at = v % n
            h.dataSource.counts = [n - 1]
            try h.cv.checkedPerformBatchUpdates {
              h.cv.deleteItems(at: [IndexPath(item: at, section: 0)])
            }
            trail.append("delete \(at)")
          case 2 where n > 1:
            let from = v % n
            let to = (v / 7) % n
            try h.cv.checkedPerformBatchUpdates {
              h.cv.moveItem(
                at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
            }
            trail.append("move \(from)→\(to)")
          case 3 where n > 0:
            try h.cv.checkedPerformBatchUpdates {
              h.cv.reloadItems(at: [IndexPath(item: v % n, section: 0)])
            }
            trail.append("reload \(v % n)")
          default:
            h.cv.scrollByUser(
              Point(x: Double(v % 40) - 20, y: Double(v % 30) - 15), animated: v % 2 == 0)
            trail.append("scroll")
          }
        } catch {
          Issue.record("a valid batch was refused: \(error) after \(trail)")
          return
        }
        h.clock.advance(by: [0, 0.02, 0.1, 0.4][values[i + 1] % 4])
        h.cv.tick()
        let problems = h.cv._invariantViolations()
        #expect(problems == [], "after \(trail.joined(separator: ", "))")
        if !problems.isEmpty { return }
      }
      h.settle()
      #expect(h.cv._invariantViolations() == [])
      #expect(h.cv.visibleCells.count == h.cv.indexPathsForVisibleItems.count)
    }
  }
}
