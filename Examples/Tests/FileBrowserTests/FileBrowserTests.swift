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

  var root: String { FolderTree.standardized(tree.root) }

  func makeApp(columns: Int = 100) throws -> FileBrowserApp {
    try FileBrowserApp(
      path: tree.root, context: TerminalContext(columns: columns, rows: 30, clock: clock))
  }

  /// Lets every animation finish.
  func settle(_ app: FileBrowserApp) {
    clock.advance(by: 5)
    app.tick()
  }

  /// The names the list shows in a section, in order.
  func shown(_ app: FileBrowserApp, _ kind: BrowserSection) -> [String] {
    let cv = app.collectionView
    guard let section = app.sectionIndex(of: kind) else { return [] }
    return (0..<cv.numberOfItems(inSection: section)).compactMap {
      (cv.cellForItem(at: IndexPath(item: $0, section: section))?.contentConfiguration
        as? ListContentConfiguration)?.text
    }
  }

  func press(_ app: FileBrowserApp, _ keys: Key...) {
    for key in keys {
      app.handle(.key(key))
      settle(app)
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
    let modified = try #require(model.entry(named: "todo")?.modified)
    #expect(abs(modified - ModificationDate.now) < 600)
  }

  @Test func valuesLineUpAsLsPrintsThem() {
    // 2026-11-26 14:03 and 2024-03-05 09:00 UTC, seen on 2026-11-26.
    let now = 1_795_700_000
    let file = DirectoryEntry(name: "a", isDirectory: false, size: 48_000, modified: now - 60)
    let old = DirectoryEntry(name: "b", isDirectory: false, size: 5, modified: 1_709_629_200)
    let folder = DirectoryEntry(name: "c", isDirectory: true, size: 0, modified: now - 60)
    let texts = [file, old, folder].map { $0.valueText(now: now) }
    #expect(texts.allSatisfy { $0.count == 7 + 2 + 12 })
    #expect(texts[0].hasPrefix("  48 KB  "))
    #expect(texts[1].hasPrefix("    5 B  ") && texts[1].hasSuffix("  2024"))
    #expect(texts[2].hasPrefix("         ") && texts[2].contains(":"))
    #expect(ModificationDate.text(for: 1_709_629_200, now: now).contains(" Mar "))
  }

  @Test func theTreeReadsAFoldersSubfoldersOnlyWhenAsked() {
    var folders = FolderTree(root: tree.root)
    #expect(folders.subfolders(of: root) == nil)
    #expect(
      folders.readSubfolders(of: root)
        == ["Documents", "Music", "Pictures"].map { root + "/" + $0 })
    #expect(folders.subfolders(of: root + "/Pictures") == nil)
    #expect(folders.readSubfolders(of: root + "/Pictures") == [root + "/Pictures/2024"])
    #expect(folders.readSubfolders(of: root + "/Music") == [])
    #expect(folders.hasNoSubfolders(root + "/Music"))
    #expect(!folders.hasNoSubfolders(root + "/Documents"))
    #expect(
      folders.chain(to: root + "/Pictures/2024")
        == [root, root + "/Pictures", root + "/Pictures/2024"])
    #expect(folders.chain(to: "/") == nil)
    let moved = folders.rootAtParent()
    #expect(moved)
    #expect(folders.root == FolderTree.parent(of: root))
  }

  @Test func theSidebarOutlinesTheFoldersBesideTheListOfTheSelectedOne() throws {
    let app = try makeApp()
    app.collectionView.layoutIfNeeded()
    let name = FolderTree.name(of: root)
    #expect(app.sidebarRows == ["▾\(name)", "  ▸Documents", "  ▸Music", "  ▸Pictures"])
    #expect(!app.isSidebarFocused)
    #expect(shown(app, .folders) == ["Documents", "Music", "Pictures"])
    #expect(shown(app, .files) == ["budget.xlsx", "notes.txt", "photo.png", "readme.md", "todo"])
    #expect(app.cursor == "Documents")
    let frame = app.render()
    #expect(frame.text.contains("Folders · 3") && frame.text.contains("Files · 5"))
    #expect(frame.text.contains("48 KB") && frame.text.contains("2.5 MB"))
    // The sidebar's rows are left of the rule, the list's right of it.
    let rule = app.sidebarArea!.width
    let line = try #require(frame.lines.first { $0.prefix(rule).contains("Pictures") })
    #expect(Array(line)[rule] == "│")
    #expect(String(Array(line)[..<rule]).contains("Pictures"))
  }

  @Test func movingThroughTheSidebarShowsEachFolderAndTheArrowsFoldInPlace() throws {
    let app = try makeApp()
    let pictures = root + "/Pictures"
    press(app, .tab)
    #expect(app.isSidebarFocused)
    #expect(app.focusedFolder == root)
    press(app, .down)
    #expect(app.focusedFolder == root + "/Documents")
    #expect(app.model.path == root + "/Documents")
    press(app, .down, .down)
    #expect(app.model.path == pictures)
    #expect(shown(app, .files) == ["cat.jpg"])
    // → reads Pictures for the first time and expands it in place.
    #expect(app.tree.subfolders(of: pictures) == nil)
    press(app, .right)
    #expect(app.tree.subfolders(of: pictures) == [pictures + "/2024"])
    #expect(app.sidebarRows.last == "    ▸2024")
    #expect(app.focusedFolder == pictures)
    press(app, .right)
    #expect(app.focusedFolder == pictures + "/2024")
    #expect(app.model.path == pictures + "/2024")
    press(app, .left)
    #expect(app.focusedFolder == pictures)
    press(app, .left)
    #expect(app.sidebarRows.count == 4)
    #expect(app.sidebarRows.last == "  ▸Pictures")
    // A folder read and found to hold no folders loses its disclosure.
    press(app, .up, .right)
    #expect(app.focusedFolder == root + "/Music")
    #expect(app.sidebarRows[2] == "   Music")
    let cell = try #require(
      app.sidebar?.cellForItem(at: IndexPath(item: 2, section: 0)) as? ListCell)
    #expect(cell.accessories.isEmpty)
    // Enter gives the list the keys.
    press(app, .enter)
    #expect(!app.isSidebarFocused)
    #expect(app.sidebar?._invariantViolations() == [])
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func enterOpensAFolderOfTheListAndBackspaceComesBackToIt() throws {
    let app = try makeApp()
    press(app, .down, .down)
    #expect(app.cursor == "Pictures")
    press(app, .enter)
    #expect(app.model.path == root + "/Pictures")
    #expect(shown(app, .folders) == ["2024"])
    #expect(shown(app, .files) == ["cat.jpg"])
    // The sidebar selected it (its parent open, itself as it was).
    #expect(!app.sidebarRows.contains("    ▸2024"))
    #expect(app.selectedFolder == root + "/Pictures")
    press(app, .right)
    #expect(app.model.path == root + "/Pictures/2024")
    press(app, .backspace)
    #expect(app.model.path == root + "/Pictures")
    #expect(app.cursor == "2024")
    press(app, .backspace)
    #expect(app.model.path == root)
    #expect(app.cursor == "Pictures")
    // Above the sidebar's root, the root moves up a level.
    press(app, .backspace)
    #expect(app.tree.root == FolderTree.parent(of: root))
    #expect(app.model.path == FolderTree.parent(of: root))
    #expect(app.cursor == FolderTree.name(of: root))
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func swipeActionsCopyThePathAndRevealInTheOutline() throws {
    let app = try makeApp()
    press(app, .down, .down, .down)
    #expect(app.cursor == "budget.xlsx")
    app.handle(.key(.character("w")))
    settle(app)
    let effects = app.handle(.key(.enter))
    settle(app)
    #expect(app.pasteboard.string == root + "/budget.xlsx")
    #expect(effects.contains(.copyToClipboard(root + "/budget.xlsx")))
    // Leading: Reveal, on a folder of the list.
    press(app, .up)
    #expect(app.cursor == "Pictures")
    app.handle(.key(.character("W")))
    settle(app)
    app.handle(.key(.enter))
    settle(app)
    #expect(app.isSidebarFocused)
    #expect(app.focusedFolder == root + "/Pictures")
    #expect(app.model.path == root)
    #expect(FileManager.default.fileExists(atPath: root + "/budget.xlsx"))
  }

  @Test func typingAFilterAnimatesTheListingDownToWhatMatches() throws {
    let app = try makeApp()
    app.collectionView.layoutIfNeeded()
    app.handle(.key(.character("/")))
    #expect(app.isFiltering)
    app.handle(.key(.character("o")))
    #expect(app.collectionView.isAnimating)
    settle(app)
    #expect(shown(app, .folders) == ["Documents"])
    #expect(shown(app, .files) == ["notes.txt", "photo.png", "todo"])
    #expect(app.render().text.contains("Files · 3"))
    app.handle(.key(.character("t")))
    settle(app)
    #expect(shown(app, .folders) == [])
    #expect(app.sectionIndex(of: .folders) == nil)
    #expect(!app.render().text.contains("Folders"))
    #expect(shown(app, .files) == ["notes.txt", "photo.png"])
    #expect(app.cursor == "notes.txt")
    app.handle(.key(.backspace))
    settle(app)
    #expect(shown(app, .files) == ["notes.txt", "photo.png", "todo"])
    app.handle(.key(.escape))
    settle(app)
    #expect(!app.isFiltering && app.model.filter.isEmpty)
    #expect(shown(app, .files).count == 5)
    #expect(app.collectionView._invariantViolations() == [])
  }

  @Test func spaceSelectsSeveralFilesAndAClickChoosesThePane() throws {
    let app = try makeApp()
    press(app, .down, .down, .down, .character(" "), .down, .character(" "))
    #expect(app.collectionView.indexPathsForSelectedItems.count == 2)
    #expect(app.render().text.contains("2 selected"))
    // A click in the sidebar gives it the keys and selects the folder clicked.
    let frame = app.render()
    let row = try #require(frame.lines.firstIndex { $0.prefix(20).contains("Music") })
    app.handle(.mouse(.press(x: 6, y: row)))
    app.handle(.mouse(.release(x: 6, y: row)))
    settle(app)
    #expect(app.isSidebarFocused)
    #expect(app.model.path == root + "/Music")
  }

  @Test func theRealProgramBrowsesInTmux() throws {
    let pane = try TmuxPane(
      columns: 100, rows: 30, command: "\(TmuxPane.binary("file-browser")) \(tree.root)")
    pane.waitFor("the listing") { $0.contains("Folders · 3") && $0.contains("Files · 5") }
    pane.send("Down", "Down", "Enter")
    pane.waitFor("Pictures opened") { $0.contains("/Pictures ") && $0.contains("cat.jpg") }
    pane.send("BSpace")
    pane.waitFor("back up") { $0.contains("Folders · 3") && !$0.contains("cat.jpg") }
    pane.send("Tab", "Down", "Down", "Right")
    pane.waitFor("Music read, Pictures not") { $0.contains("Music") && $0.contains("0 folders") }
    pane.send("Down", "Right")
    pane.waitFor("Pictures expanded in the sidebar") { $0.contains("2024") }
    pane.send("Tab", "/", "c", "a")
    pane.waitFor("filtered") { $0.contains("/ca") && $0.contains("cat.jpg") }
    pane.send("Escape")
    pane.waitFor("unfiltered") { !$0.contains("/ca") && $0.contains("cat.jpg") }
    pane.send("q")
    pane.waitFor("the exit") { $0.contains("EXITED 0") }
  }
}
