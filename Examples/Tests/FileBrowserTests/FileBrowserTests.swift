import ExampleTestSupport
import FileBrowserCore
import Foundation
import TUICollectionView
import Testing

/// A temporary directory tree: three folders (one with a file inside), five files, one hidden.
final class Tree {
  let root = NSTemporaryDirectory() + "/file-browser-\(UUID().uuidString)"

  init() throws {
    let manager = FileManager.default
    for folder in ["Music", "Documents", "Pictures/2024"] {
      try manager.createDirectory(
        atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    let files = [
      "notes.txt": 1_200, "photo.png": 48_000, "todo": 5, "budget.xlsx": 2_500_000,
      "Pictures/cat.jpg": 700, ".hidden": 10, "readme.md": 0,
    ]
    for (name, size) in files {
      _ = manager.createFile(atPath: root + "/" + name, contents: Data(count: size))
    }
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }
}

@Suite("File browser")
struct FileBrowserTests {
  let tree: Tree
  let clock = ManualClock()

  init() throws { tree = try Tree() }

  func makeApp() throws -> FileBrowserApp {
    try FileBrowserApp(
      path: tree.root, context: TerminalContext(columns: 100, rows: 30, clock: clock))
  }

  /// Lets every animation finish.
  func settle(_ app: FileBrowserApp) {
    clock.advance(by: 5)
    app.tick()
  }

  /// The names shown in a section, in order.
  func shown(_ app: FileBrowserApp, _ section: Int) -> [String] {
    let cv = app.collectionView
    return (0..<cv.numberOfItems(inSection: section)).compactMap {
      cv.cellForItem(at: IndexPath(item: $0, section: section))?.text
        .split(separator: "\n").first.map(String.init)
    }
  }

  @Test func theModelSortsFoldersAndFilesAndSkipsHiddenOnes() throws {
    let model = try DirectoryModel(path: tree.root)
    #expect(model.visibleEntries(in: .folders).map(\.name) == ["Documents", "Music", "Pictures"])
    #expect(
      model.visibleEntries(in: .files).map(\.name)
        == ["budget.xlsx", "notes.txt", "photo.png", "readme.md", "todo"])
    #expect(model.entry(named: "budget.xlsx")?.formattedSize == "2.5 MB")
    #expect(model.entry(named: "notes.txt")?.formattedSize == "1.2 KB")
    #expect(model.entry(named: "photo.png")?.formattedSize == "48 KB")
    #expect(model.entry(named: "todo")?.formattedSize == "5 B")
    #expect(model.entry(named: "Music")?.formattedSize == "folder")
  }

  @Test func theAppShowsTwoSectionsWithHeadersAndCounts() throws {
    let app = try makeApp()
    app.collectionView.layoutIfNeeded()
    #expect(app.collectionView.numberOfSections == 2)
    #expect(shown(app, 0) == ["Documents", "Music", "Pictures"])
    #expect(shown(app, 1).count == 5)
    let header = app.collectionView.supplementaryView(
      forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.text == "Files · 5")
    #expect(app.cursor == "Documents")
    let frame = app.render()
    #expect(frame.text.contains("Folders · 3") && frame.text.contains("photo.png"))
    #expect(frame.text.contains("48 KB"))
  }

  @Test func typingAFilterAnimatesTheListingDownToWhatMatches() throws {
    let app = try makeApp()
    app.collectionView.layoutIfNeeded()
    app.handle(.key(.character("/")))
    #expect(app.isFiltering)
    for c in "o" { app.handle(.key(.character(c))) }
    // A batch update runs: cells leave with an animation, not at once.
    #expect(app.collectionView.isAnimating)
    settle(app)
    #expect(shown(app, 0) == ["Documents"])
    #expect(shown(app, 1) == ["notes.txt", "photo.png", "todo"])
    app.handle(.key(.character("t")))
    settle(app)
    #expect(shown(app, 0) == [])
    #expect(shown(app, 1) == ["notes.txt", "photo.png"])
    #expect(app.cursor == "notes.txt")
    app.handle(.key(.backspace))
    settle(app)
    #expect(shown(app, 1) == ["notes.txt", "photo.png", "todo"])
    app.handle(.key(.escape))
    settle(app)
    #expect(!app.isFiltering && app.model.filter.isEmpty)
    #expect(shown(app, 1).count == 5)
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func enterOpensAFolderAndBackspaceComesBackToIt() throws {
    let app = try makeApp()
    app.collectionView.layoutIfNeeded()
    app.handle(.key(.right))
    app.handle(.key(.right))
    #expect(app.cursor == "Pictures")
    app.handle(.key(.enter))
    #expect(app.collectionView.isAnimating)
    settle(app)
    #expect(app.model.path.hasSuffix("/Pictures"))
    #expect(shown(app, 0) == ["2024"])
    #expect(shown(app, 1) == ["cat.jpg"])
    app.handle(.key(.backspace))
    settle(app)
    #expect(app.model.path == URL(fileURLWithPath: tree.root).standardizedFileURL.path)
    #expect(app.cursor == "Pictures")
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func theArrowsMoveByPlaceAndTabSwitchesToTheWaterfall() throws {
    let app = try makeApp()
    app.collectionView.layoutIfNeeded()
    app.handle(.key(.down))
    // Below the folders' row: the first file, budget.xlsx.
    #expect(app.cursor == "budget.xlsx")
    app.handle(.key(.right))
    #expect(app.cursor == "notes.txt")
    app.handle(.key(.up))
    #expect(app.cursor == "Music")
    app.handle(.key(.tab))
    #expect(app.usesWaterfall)
    settle(app)
    #expect(app.collectionView.collectionViewLayout is WaterfallLayout)
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func theRealProgramBrowsesInTmux() throws {
    let pane = try TmuxPane(
      columns: 100, rows: 30, command: "\(TmuxPane.binary("file-browser")) \(tree.root)")
    pane.waitFor("the listing") { $0.contains("Folders · 3") && $0.contains("Files · 5") }
    pane.send("Right", "Right", "Enter")
    pane.waitFor("Pictures opened") { $0.contains("/Pictures") && $0.contains("cat.jpg") }
    pane.send("BSpace")
    pane.waitFor("back up") { $0.contains("Folders · 3") && !$0.contains("cat.jpg") }
    pane.send("/", "t", "x")
    pane.waitFor("filtered") {
      $0.contains("/tx") && $0.contains("notes.txt") && !$0.contains("todo")
    }
    pane.send("Escape")
    pane.waitFor("unfiltered") { $0.contains("todo") }
    pane.send("q")
    pane.waitFor("the exit") { $0.contains("EXITED 0") }
  }
}
