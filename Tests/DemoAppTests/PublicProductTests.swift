import Foundation
import Testing

/// The demo is an app like any other: it is built on the `TUICollectionView` product alone.
@Suite("The demo on the public product")
struct PublicProductTests {
  /// The repository's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The modules a source folder imports.
  static func imports(under folder: String) throws -> Set<String> {
    let directory = root.appendingPathComponent(folder)
    let files = try #require(FileManager.default.enumerator(atPath: directory.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    var modules = Set<String>()
    for file in files {
      let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
        if words.first == "import"
          || (words.first == "@_exported" && words.dropFirst().first == "import")
        {
          modules.insert(String(words.last!))
        }
      }
    }
    return modules
  }

  @Test func theDemoImportsOnlyTheProduct() throws {
    #expect(try Self.imports(under: "Sources/DemoApp") == ["TUICollectionView"])
  }

  @Test func theExecutableImportsOnlyTheProductTheDemoAndTheArgumentParser() throws {
    #expect(
      try Self.imports(under: "Sources/tuicv")
        == ["TUICollectionView", "DemoApp", "ArgumentParser", "Glibc"])
  }

  @Test func theExamplesImportOnlyTheProductAndTheirOwnModules() throws {
    let allowed: Set<String> = [
      "TUICollectionView", "SpiralLayout", "FileBrowserCore", "ExampleTestSupport", "Testing",
      "PropertyBased",
      "Glibc", "Darwin", "Foundation",
    ]
    let imported = try Self.imports(under: "Examples/Sources")
      .union(Self.imports(under: "Examples/Tests"))
    #expect(imported.contains("TUICollectionView"))
    #expect(imported.subtracting(allowed) == [])
  }
}
