import PropertyBased
import TestSupport
import Testing

@testable import CollectionCore

private func ip(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// Highlight and selection: UIKit's delegate order for a tap, a tap that slides off, a
/// cancelled touch and the keyboard; single and multiple selection; selection in code; the
/// cells' states; and selection carried through batch updates.
@Suite("Selection and highlight")
struct SelectionTests {
  func harness(counts: [Int] = [12]) -> MovableHarness {
    MovableHarness(layout: makeFlowLayout(), counts: counts)
  }

  @Test func aTapHighlightsOnPressAndSelectsOnReleaseInUIKitsOrder() throws {
    let h = harness()
    let point = h.center(4)
    h.cv.touchesBegan(at: point)
    #expect(h.delegate.calls == ["shouldHighlight [0, 4]", "didHighlight [0, 4]"])
    #expect(h.cv.indexPathForHighlightedItem == ip(4))
    #expect(try #require(h.cv.cellForItem(at: ip(4))).isHighlighted)
    #expect(h.cv.indexPathsForSelectedItems.isEmpty)
    h.cv.touchesEnded(at: point)
    #expect(
      h.delegate.calls == [
        "shouldHighlight [0, 4]", "didHighlight [0, 4]", "shouldSelect [0, 4]",
        "didUnhighlight [0, 4]", "didSelect [0, 4]",
      ])
    let cell = try #require(h.cv.cellForItem(at: ip(4)))
    #expect(cell.isSelected && !cell.isHighlighted)
    #expect(h.cv.indexPathsForSelectedItems == [ip(4)])
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func aTouchThatEndsElsewhereOrIsCancelledOnlyUnhighlights() {
    let h = harness()
    h.cv.touchesBegan(at: h.center(1))
    h.cv.touchesEnded(at: h.center(2))
    #expect(
      h.delegate.calls == [
        "shouldHighlight [0, 1]", "didHighlight [0, 1]", "didUnhighlight [0, 1]",
      ])
    h.delegate.calls = []
    h.cv.touchesBegan(at: h.center(3))
    h.cv.touchesCancelled()
    h.cv.touchesEnded(at: h.center(3))
    #expect(
      h.delegate.calls == [
        "shouldHighlight [0, 3]", "didHighlight [0, 3]", "didUnhighlight [0, 3]",
      ])
    #expect(h.cv.indexPathsForSelectedItems.isEmpty)
    #expect(h.cv.indexPathForHighlightedItem == nil)
  }

  @Test func refusedHighlightSkipsSelectionAndRefusedSelectionStillUnhighlights() {
    let h = harness()
    h.delegate.shouldHighlight = { $0 != ip(0) }
    h.delegate.shouldSelect = { $0 != ip(1) }
    h.cv.touchesBegan(at: h.center(0))
    h.cv.touchesEnded(at: h.center(0))
    #expect(h.delegate.calls == ["shouldHighlight [0, 0]"])
    h.delegate.calls = []
    h.cv.touchesBegan(at: h.center(1))
    h.cv.touchesEnded(at: h.center(1))
    #expect(
      h.delegate.calls == [
        "shouldHighlight [0, 1]", "didHighlight [0, 1]", "shouldSelect [0, 1]",
        "didUnhighlight [0, 1]",
      ])
    #expect(h.cv.indexPathsForSelectedItems.isEmpty)
  }

  @Test func aSelectionWithoutATouchAsksForTheHighlightFirst() {
    let h = harness()
    h.delegate.shouldHighlight = { $0 != ip(0) }
    #expect(!h.cv.selectItemAsUser(at: ip(0)))
    #expect(h.delegate.calls == ["shouldHighlight [0, 0]"])
    #expect(h.cv.indexPathsForSelectedItems.isEmpty)
    h.delegate.calls = []
    h.delegate.shouldSelect = { $0 != ip(1) }
    #expect(!h.cv.selectItemAsUser(at: ip(1)))
    #expect(
      h.delegate.calls == [
        "shouldHighlight [0, 1]", "didHighlight [0, 1]", "shouldSelect [0, 1]",
        "didUnhighlight [0, 1]",
      ])
    #expect(h.cv.indexPathForHighlightedItem == nil)
    #expect(h.cv.cellForItem(at: ip(1))?.isHighlighted == false)
  }

  @Test func aTapOnEmptySpaceDoesNothing() {
    let h = harness()
    h.cv.touchesBegan(at: Point(x: 1, y: 1))
    h.cv.touchesEnded(at: Point(x: 1, y: 1))
    #expect(h.delegate.calls.isEmpty)
  }

  @Test func singleSelectionReplacesAndMultipleSelectionToggles() {
    let h = harness()
    h.cv.selectItemAsUser(at: ip(2))
    h.cv.selectItemAsUser(at: ip(5))
    #expect(h.cv.indexPathsForSelectedItems == [ip(5)])
    #expect(
      h.delegate.calls == [
        "shouldHighlight [0, 2]", "didHighlight [0, 2]", "shouldSelect [0, 2]",
        "didUnhighlight [0, 2]", "didSelect [0, 2]",
        "shouldHighlight [0, 5]", "didHighlight [0, 5]", "shouldSelect [0, 5]",
        "didUnhighlight [0, 5]", "didDeselect [0, 2]", "didSelect [0, 5]",
      ])
    #expect(h.cv.indexPathForHighlightedItem == nil)
    h.cv.allowsMultipleSelection = true
    h.delegate.calls = []
    h.cv.touchesBegan(at: h.center(7))
    h.cv.touchesEnded(at: h.center(7))
    h.cv.touchesBegan(at: h.center(5))
    h.cv.touchesEnded(at: h.center(5))
    #expect(h.cv.indexPathsForSelectedItems == [ip(7)])
    #expect(
      h.delegate.calls.suffix(3) == [
        "shouldDeselect [0, 5]", "didUnhighlight [0, 5]", "didDeselect [0, 5]",
      ])
    h.cv.selectItem(at: ip(1), animated: false, scrollPosition: [])
    #expect(h.cv.indexPathsForSelectedItems == [ip(1), ip(7)])
    h.cv.allowsMultipleSelection = false
    #expect(h.cv.indexPathsForSelectedItems == [ip(1)])
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func selectionInCodeTellsTheDelegateNothing() {
    let h = harness(counts: [200])
    h.cv.selectItem(at: ip(150), animated: false, scrollPosition: .top)
    #expect(h.cv.indexPathsForSelectedItems == [ip(150)])
    #expect(h.cv.cellForItem(at: ip(150))?.isSelected == true)
    h.cv.deselectItem(at: ip(150), animated: false)
    h.cv.selectItem(at: ip(3), animated: false, scrollPosition: [])
    h.cv.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(h.cv.indexPathsForSelectedItems.isEmpty)
    #expect(h.delegate.calls.isEmpty)
    h.cv.allowsSelection = false
    h.cv.touchesBegan(at: h.center(3))
    #expect(!h.cv.selectItemAsUser(at: ip(3)))
    #expect(h.delegate.calls.isEmpty)
  }

  @Test func cellsScrolledIntoViewShowTheirSelection() {
    let h = harness(counts: [200])
    h.cv.selectItem(at: ip(190), animated: false, scrollPosition: [])
    #expect(h.cv.cellForItem(at: ip(190)) == nil)
    h.cv.scrollToItem(at: ip(190), at: .bottom, animated: false)
    #expect(h.cv.cellForItem(at: ip(190))?.isSelected == true)
    #expect(h.cv._invariantViolations() == [])
  }

  @Test func aMenuOffersWhatTheDelegateAllows() {
    let h = harness()
    #expect(h.cv.menuActions(forItemAt: ip(0), candidates: [.copy, .delete, .move]).isEmpty)
    h.delegate.menuActions = [.copy, .move]
    #expect(
      h.cv.menuActions(forItemAt: ip(0), candidates: [.copy, .delete, .move]) == [.copy, .move])
    h.cv.performMenuAction(.delete, forItemAt: ip(0))
    h.cv.performMenuAction(.copy, forItemAt: ip(0))
    #expect(h.delegate.calls == ["perform copy: [0, 0]"])
    #expect(EditAction.copy.title == "Copy")
  }

  /// Random batch updates against a model of named items: the selection, the focus and a held
  /// highlight stay on the same named items (a deleted focused item passes focus to a
  /// neighbour in its section, or the nearest section with items).
  @Test func selectionFocusAndHighlightFollowTheirItemsThroughRandomBatchUpdates() async {
    await propertyCheck(count: 60, input: Gen.int(in: 0...1_000_000).array(of: 4...40)) { values in
      let h = MovableHarness(
        layout: makeFlowLayout(
          itemSize: Size(width: 4, height: 2), inset: .zero, interitem: 1, line: 1),
        counts: [6, 5, 7], size: Size(width: 100, height: 200))
      h.cv.allowsMultipleSelection = true
      var model = h.dataSource.sections
      var selected: Set<String> = []
      for (s, items) in model.enumerated() {
        for (i, name) in items.enumerated() where (values[0] >> (s * 7 + i)) & 1 == 1 {
          h.cv.selectItem(at: ip(i, s), animated: false, scrollPosition: [])
          selected.insert(name)
        }
      }
      h.cv.focusItem(at: ip(2, 1))
      var focused: String? = model[1][2]
      var trail: [String] = []
      func name(_ p: IndexPath) -> String { model[p.section][p.item] }
      for v in values.dropFirst() {
        let s = v % model.count
        let n = model[s].count
        do {
          switch v % 4 {
          case 0:
            let at = (v / 4) % (n + 1)
            let new = "new\(trail.count)"
            model[s].insert(new, at: at)
            h.dataSource.sections = model
            try h.cv.checkedPerformBatchUpdates { h.cv.insertItems(at: [ip(at, s)]) }
            trail.append("insert \(s).\(at)")
          case 1 where n > 0:
            let at = (v / 4) % n
            let gone = model[s].remove(at: at)
            h.dataSource.sections = model
            try h.cv.checkedPerformBatchUpdates { h.cv.deleteItems(at: [ip(at, s)]) }
            selected.remove(gone)
            if gone == focused {
              // The neighbour: the next item of the section, else the previous one.
              focused = at < model[s].count ? model[s][at] : (at > 0 ? model[s][at - 1] : nil)
              if focused == nil {
                focused = model.indices.sorted {
                  abs($0 - s) < abs($1 - s) || (abs($0 - s) == abs($1 - s) && $0 > $1)
                }
                .first { !model[$0].isEmpty }.map { model[$0][0] }
              }
            }
            trail.append("delete \(s).\(at)")
          case 2 where n > 1:
            let from = (v / 4) % n
            let to = (v / 64) % n
            let item = model[s].remove(at: from)
            model[s].insert(item, at: to)
            h.dataSource.sections = model
            try h.cv.checkedPerformBatchUpdates { h.cv.moveItem(at: ip(from, s), to: ip(to, s)) }
            trail.append("move \(s).\(from)→\(to)")
          default:
            h.clock.advance(by: 0.1)
            h.cv.tick()
          }
        } catch {
          Issue.record("a valid batch was refused: \(error) after \(trail)")
          return
        }
        let shownSelected = Set(h.cv.indexPathsForSelectedItems.map(name))
        #expect(shownSelected == selected, "after \(trail)")
        #expect(h.cv.focusedIndexPath.map(name) == focused, "after \(trail)")
        #expect(h.cv._invariantViolations() == [], "after \(trail)")
      }
    }
  }
}
