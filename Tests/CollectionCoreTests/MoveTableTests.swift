import PropertyBased
import Testing

@testable import CollectionCore

/// The sorted move table answers as the dictionary it replaces, in every order it is given.
@Suite("Move table")
struct MoveTableTests {
  @Test func answersAsADictionaryOfTheSameMovesDoes() async {
    await propertyCheck(
      input: Gen.int(in: 0...5_000).array(of: 0...1_500), Gen.int(in: 0...2)
    ) { seeds, shape in
      // Few sections or many, and paths past the radix's reach (the standard sort then).
      let scale = [1, 1 << 20, 1 << 50][shape]
      let sources = seeds.map { IndexPath(item: ($0 % 997) * scale, section: $0 % 7) }
      let destinations = seeds.enumerated().map {
        IndexPath(item: $0.offset, section: $0.element % 3)
      }
      var dictionary: [IndexPath: IndexPath] = [:]
      for (s, d) in zip(sources, destinations) { dictionary[s] = d }
      let table = MoveTable(sources: sources, destinations: destinations)
      #expect(table.count == dictionary.count)
      #expect(table.sources == dictionary.keys.sorted())
      for (s, d) in dictionary { #expect(table[s] == d) }
      #expect(table[IndexPath(item: -1, section: 0)] == nil)
      #expect(table[IndexPath(item: 0, section: 8)] == nil)
    }
  }

  @Test func aSourceGivenTwiceKeepsItsLastDestination() {
    let a = IndexPath(item: 4, section: 0)
    let table = MoveTable(
      sources: [a, IndexPath(item: 1, section: 0), a],
      destinations: [IndexPath(item: 0, section: 1), a, IndexPath(item: 9, section: 2)])
    #expect(table.count == 2)
    #expect(table[a] == IndexPath(item: 9, section: 2))
    #expect(table.description == "[[0, 1]: [0, 4], [0, 4]: [2, 9]]")
  }

  @Test func theRadixOrderIsStable() async {
    await propertyCheck(input: Gen.int(in: 0...40).array(of: 0...2_000)) { keys in
      let order = SlotSort.order(of: keys)
      #expect(order == keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) })
    }
  }
}
