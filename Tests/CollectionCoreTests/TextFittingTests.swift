import Testing

@testable import CollectionCore

/// Text fitted to a width as a UILabel fits it: wrapped between words, limited to a number of
/// lines, cut with "…" at the tail, the head or the middle.
@Suite("Text fitting")
struct TextFittingTests {
  @Test func wrappingBreaksBetweenWordsAndLongWordsWhereTheyMust() {
    #expect(TextFitting.lines("the quick brown fox", width: 10) == ["the quick", "brown fox"])
    #expect(TextFitting.lines("abcdefghijkl mn", width: 5) == ["abcde", "fghij", "kl mn"])
    #expect(TextFitting.lines("one\n\ntwo", width: 10) == ["one", "", "two"])
    #expect(
      TextFitting.lines("abcdef gh", width: 4, lineBreakMode: .byCharWrapping) == [
        "abcd", "ef g", "h",
      ])
    #expect(TextFitting.lines("", width: 5).isEmpty)
    // Every line fits, whatever the width.
    let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod"
    for width in 1...40 {
      let lines = TextFitting.lines(text, width: width)
      #expect(lines.allSatisfy { $0.unicodeScalars.count <= width })
      #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
    }
  }

  @Test func aLimitCutsTheLastLineWithAnEllipsis() {
    let text = "the quick brown fox jumps over the lazy dog"
    #expect(
      TextFitting.lines(text, width: 10, numberOfLines: 2) == ["the quick", "brown fox…"])
    #expect(TextFitting.lines(text, width: 10, numberOfLines: 1) == ["the quick…"])
    #expect(
      TextFitting.lines(text, width: 10, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
        == ["…lazy dog"])
    #expect(
      TextFitting.lines(text, width: 9, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        == ["the … dog"])
    #expect(
      TextFitting.lines(text, width: 10, numberOfLines: 1, lineBreakMode: .byClipping)
        == ["the quick "])
    #expect(TextFitting.lines("short", width: 10, numberOfLines: 1) == ["short"])
    #expect(TextFitting.truncated("abc", width: 1, mode: .byTruncatingTail) == "…")
  }
}
