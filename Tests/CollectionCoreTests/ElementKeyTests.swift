import Testing

@testable import CollectionCore

/// Element keys as dictionary keys: the hash a dictionary places them by.
@Suite("Element keys")
struct ElementKeyTests {
  /// Equal keys hash alike under every seed; a cell's key and a supplementary view's at the same
  /// index path differ; a page of distinct cells' keys spreads over distinct hashes.
  @Test func keysHashAlikeWhenEqualAndApartWhenNot() {
    let seeds = [0, 1, -7, 0x5EED, Int.max]
    for seed in seeds {
      for key in [
        ElementKey.cell(IndexPath(item: 3, section: 1)),
        ElementKey(
          category: .supplementaryView, kind: "header", indexPath: IndexPath(item: 0, section: 2)),
      ] {
        let copy = ElementKey(category: key.category, kind: key.kind, indexPath: key.indexPath)
        #expect(copy._rawHashValue(seed: seed) == key._rawHashValue(seed: seed))
      }
      let cell = ElementKey.cell(IndexPath(item: 0, section: 0))
      let decoration = ElementKey(
        category: .decorationView, indexPath: IndexPath(item: 0, section: 0))
      #expect(cell._rawHashValue(seed: seed) != decoration._rawHashValue(seed: seed))
    }
    var hashes = Set<Int>()
    for section in 0..<10 {
      for item in 0..<1_000 {
        hashes.insert(
          ElementKey.cell(IndexPath(item: item, section: section))._rawHashValue(seed: 42))
      }
    }
    #expect(hashes.count == 10_000)
    // The low bits a dictionary's buckets use spread too: 10,000 keys over 16,384 buckets.
    #expect(Set(hashes.map { $0 & 16_383 }).count > 6_000)
    // Another seed places the keys elsewhere.
    let key = ElementKey.cell(IndexPath(item: 5, section: 0))
    #expect(key._rawHashValue(seed: 1) != key._rawHashValue(seed: 2))
  }
}
