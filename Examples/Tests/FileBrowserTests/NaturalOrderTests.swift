import FileBrowserCore
import Testing

/// File names sort as Finder sorts them.
@Suite("Natural order")
struct NaturalOrderTests {
  @Test func numbersSortByValueAndLettersWithoutCase() {
    let names = ["photo-10.jpg", "Zebra", "photo-2.jpg", "apple", "Photo-1.jpg", "photo-02.jpg"]
    #expect(
      names.sorted(by: NaturalOrder.precedes)
        == ["apple", "Photo-1.jpg", "photo-2.jpg", "photo-02.jpg", "photo-10.jpg", "Zebra"])
  }

  @Test func aHugeNumberDoesNotOverflow() {
    #expect(NaturalOrder.precedes("a99999999999999999999998", "a99999999999999999999999x"))
    #expect(!NaturalOrder.precedes("b", "a1"))
  }
}
