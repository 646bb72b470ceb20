import Foundation
import Testing

/// The articles' code is the code CI compiles: every listing in *Getting started* and *Write
/// your own layout* is cut, verbatim, from a file of the Examples package.
@Suite("Documentation listings")
struct DocumentationTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The Swift listings of an article (the fenced blocks marked `swift`).
  static func listings(in article: String) throws -> [String] {
    let text = try Self.text(
      "Sources/TUICollectionView/TUICollectionView.docc/\(article).md")
    var listings: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        listings.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return listings
  }

  /// `listing`, indented the way `source` indents it, is part of `source`.
  static func source(_ source: String, contains listing: String) -> Bool {
    (0...4).contains { depth in
      let indent = String(repeating: "  ", count: depth)
      let indented = listing.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
      return source.contains(indented)
    }
  }

  @Test func gettingStartedShowsTheCompiledProgram() throws {
    let listings = try Self.listings(in: "GettingStarted")
    #expect(listings.count == 2)
    let program = try Self.text("Examples/Sources/GettingStarted/main.swift")
    #expect(listings.last.map { $0 + "\n" } == program)
    #expect(program.split(separator: "\n").count <= 45)
  }

  @Test func everyTutorialStepIsCutFromTheCompiledLayout() throws {
    let listings = try Self.listings(in: "WritingYourOwnLayout")
    #expect(listings.count >= 10)
    let layout = try Self.text("Examples/Sources/SpiralLayout/SpiralLayout.swift")
    for listing in listings {
      #expect(Self.source(layout, contains: listing), "not in SpiralLayout.swift:\n\(listing)")
    }
  }
}
