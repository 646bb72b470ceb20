import FileBrowserCore
import Foundation
import PropertyBased
import TUICollectionView
import Testing

/// A folder of 400 files and a few folders, so pages scroll and a filter has work to do. It is
/// eleven folders deep in a temporary folder of its own: a sequence of at most eleven
/// Backspaces never reaches the shared temporary directory, which other tests change.
final class BigTree {
  let base = NSTemporaryDirectory() + "/file-browser-big-\(UUID().uuidString)"
  var root: String { base + (1...11).map { "/level-\($0)" }.joined() }

  init() throws {
    let manager = FileManager.default
    for folder in ["alpha", "beta/inner", "gamma"] {
      try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    for i in 0..<400 {
      _ = manager.createFile(
        atPath: root + "/photo-\(i).jpg", contents: Data(count: i * 37 % 5_000))
    }
  }

  deinit { try? FileManager.default.removeItem(atPath: base) }
}

/// The controller's renderer on an app that is not the demo: whatever a user does, each frame
/// it draws — over its last frame, from a raster cache that shifts scrolled rows — is the frame
/// a full render of the same moment gives.
@Suite("File browser frames")
struct FileBrowserFrameTests {
  let tree: BigTree

  init() throws { tree = try BigTree() }

  /// What a user can do, by number: mostly scrolls (what the raster cache shortens), then the
  /// browser's and the controller's other keys, clicks, the developer tools and resizes.
  static func event(_ n: Int, columns: Int, rows: Int) -> InputEvent {
    let scrolls: [Key] = [.pageDown, .pageDown, .pageUp, .shift(.down), .down, .end, .home]
    let others: [Key] = [
      .right, .left, .up, .tab, .enter, .character("/"), .character("1"), .escape, .backspace,
      .character("?"), .character("i"), .character("o"), .character("c"), .character("m"),
    ]
    let choice = n % 20
    switch choice {
    case 0..<9: return .key(scrolls[n / 20 % scrolls.count])
    case 9: return .mouse(.wheelDown(x: columns / 2, y: rows / 2))
    case 10:
      let x = (n / 7) % columns
      let y = 1 + (n / 13) % max(1, rows - 2)
      return n % 3 == 0 ? .mouse(.press(x: x, y: y)) : .mouse(.release(x: x, y: y))
    case 11: return .resize(columns: 60 + n % 50, rows: 16 + n % 20)
    default: return .key(others[n / 20 % others.count])
    }
  }

  /// A frame with the rows that show a cell registration's reuse identifier (the inspector's)
  /// blanked: each app makes its own registrations, numbered in the order the process made
  /// them, so the two apps compared show different numbers for the same cell — of different
  /// lengths once one passes 99 (other tests in the process make registrations first), which
  /// shifts the rest of the row too.
  static func withoutRegistrationNumbers(_ frame: Canvas) -> Canvas {
    var frame = frame
    for y in 0..<frame.height where frame.lines[y].contains("registration ") {
      for x in 0..<frame.width { frame[x, y] = Glyph("#") }
    }
    return frame
  }

  /// The rows where two frames differ, as text (colours may differ where the text does not).
  static func difference(_ frame: Canvas, _ expected: Canvas) -> String {
    guard frame.width == expected.width, frame.height == expected.height else {
      return "\(frame.width)×\(frame.height) instead of \(expected.width)×\(expected.height)"
    }
    var rows: [String] = []
    for y in 0..<frame.height where frame.rows[y] != expected.rows[y] {
      let x = (0..<frame.width).first { frame.rows[y][$0] != expected.rows[y][$0] } ?? 0
      rows.append(
        "row \(y) from column \(x): \(frame.lines[y]) instead of \(expected.lines[y]) "
          + "(\(frame.rows[y][x]) instead of \(expected.rows[y][x]))")
    }
    return rows.joined(separator: "\n")
  }

  @Test
  func everyFrameIsAFullRendersFrame() async throws {
    var shifted = 0
    // FILE_BROWSER_FRAME_CASES runs more cases (a deep run); `make test` runs 16.
    let cases = Int(ProcessInfo.processInfo.environment["FILE_BROWSER_FRAME_CASES"] ?? "") ?? 16
    await propertyCheck(count: cases, input: Gen.int(in: 0...10_000).array(of: 4...10)) { steps in
      let clocks = (ManualClock(), ManualClock())
      let context = { (clock: ManualClock) in
        TerminalContext(
          columns: 90, rows: 28, renderOptions: RenderOptions(colorMode: .palette256),
          clock: clock, developerTools: true)
      }
      let fresh: FileBrowserApp
      let kept: FileBrowserApp
      do {
        fresh = try FileBrowserApp(path: tree.root, context: context(clocks.0))
        kept = try FileBrowserApp(path: tree.root, context: context(clocks.1))
      } catch {
        Issue.record("the tree could not be read: \(error)")
        return
      }
      var frames = 0
      // Each sequence starts with a page down (event 0), so every run checks scrolled frames.
      for step in [0] + steps {
        let event = Self.event(step, columns: kept.columns, rows: kept.rows)
        fresh.handle(event)
        kept.handle(event)
        repeat {
          clocks.0.advance(by: 1.0 / 60)
          clocks.1.advance(by: 1.0 / 60)
          fresh.tick()
          kept.tick()
          fresh.renderer.invalidate()
          fresh.sidebarRenderer?.invalidate()
          fresh.renderer.lastFrame = nil
          let expected = Self.withoutRegistrationNumbers(fresh.render())
          let frame = Self.withoutRegistrationNumbers(kept.render())
          #expect(
            frame == expected,
            "after \(event) in \(steps), frame \(frames): \(Self.difference(frame, expected))")
          frames += 1
        } while fresh.isAnimating && frames < 600
      }
      #expect(kept.collectionView._invariantViolations() == [])
      shifted += kept.renderer.rasterCache.statistics.shifted
    }
    // The short way — a scrolled frame made of the last one's rows — was taken and checked.
    // Not on every frame: while a plain list's header is pinned at the top (UIKit's sticky
    // header) it moves against the content, and a frame where it does is rasterized whole.
    #expect(shifted >= cases)
  }
}
