import DemoApp
import PropertyBased
import Testing

/// The demo's item order as runs: against a plain array under random inserts, removals and
/// moves, and a section of ten million items that stays small.
@Suite("Item order")
struct ItemOrderTests {
  @Test func randomEditsMatchAnArray() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 1...60)) { values in
      var order = ItemOrder(count: values[0] % 9, origin: 3)
      var model = (0..<values[0] % 9).map { DemoItem(origin: 3, number: $0) }
      for v in values.dropFirst() {
        switch v % 3 {
        case 0:
          let item = DemoItem(origin: v % 2 == 0 ? 3 : 5, number: order.nextNumber)
          let at = (v / 3) % (model.count + 1)
          order.insert(item, at: at)
          model.insert(item, at: at)
        case 1 where !model.isEmpty:
          let at = (v / 3) % model.count
          #expect(order.remove(at: at) == model.remove(at: at))
        default:
          guard !model.isEmpty else { continue }
          let from = (v / 3) % model.count
          let to = (v / 7) % model.count
          let item = order.remove(at: from)
          order.insert(item, at: to)
          model.insert(model.remove(at: from), at: to)
        }
        #expect(order.count == model.count)
        #expect(order.items == model)
        for (i, item) in model.enumerated() { #expect(order.item(at: i) == item) }
        // A run of them, run by run, as the waterfall's delegate reads them.
        let lower = model.isEmpty ? 0 : (v / 11) % model.count
        let range = lower..<min(model.count, lower + (v / 13) % 7)
        var seen: [DemoItem] = []
        order.forEach(in: range) { seen.append($0) }
        #expect(seen == Array(model[range]))
      }
    }
  }

  @Test func aHugeSectionEditedInTheMiddleStaysAFewRuns() {
    var order = ItemOrder(count: 10_000_000, origin: 0)
    order.insert(DemoItem(origin: 0, number: order.nextNumber), at: 0)
    let moved = order.remove(at: 5_000_000)
    order.insert(moved, at: 1)
    #expect(order.count == 10_000_001)
    #expect(order.item(at: 0).number == 10_000_000)
    #expect(order.item(at: 1).number == 4_999_999)
    #expect(order.item(at: 2).number == 0)
    #expect(order.item(at: 10_000_000).number == 9_999_999)
    #expect(order.nextNumber == 10_000_001)
  }
}
