import CollectionCore
import Foundation
import GlyphRaster
import Testing

/// The asciicast writer and the recording screen, headless: the header, the escaping of every
/// control character, times that never go back, resizes, and frames recorded as the changes
/// that turn one into the next.
@Suite("Recording a session")
struct SessionRecordingTests {
  func temporaryFile() -> String {
    NSTemporaryDirectory() + "tuicv-test-\(UUID().uuidString.prefix(8)).cast"
  }

  func events(_ path: String) throws -> (header: [String: Any], events: [[Any]]) {
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    let events = try lines.dropFirst().map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any])
    }
    return (header, events)
  }

  @Test func theHeaderAndEveryEventAreJSONAndTimesNeverGoBack() throws {
    let path = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let clock = ManualClock(now: 100)
    let writer = try AsciicastWriter(path: path, clock: clock)
    writer.start(columns: 80, rows: 24, term: "xterm-256color", shell: "/bin/sh")
    clock.advance(by: 0.25)
    let tricky = "\u{1B}[1;1H\"quoted\" back\\slash\ttab\nnewline \u{07}\u{7F} ▄█ é"
    writer.output(tricky)
    writer.output("")  // nothing to record
    clock.now = 99  // a clock that steps back never makes times go back
    writer.resize(columns: 100, rows: 30)
    writer.close()
    writer.output("after close")
    let (header, events) = try events(path)
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 80)
    #expect(header["height"] as? Int == 24)
    #expect((header["env"] as? [String: String]) == ["TERM": "xterm-256color", "SHELL": "/bin/sh"])
    #expect(events.count == 2)
    #expect(events[0][0] as? Double == 0.25)
    #expect(events[0][1] as? String == "o")
    #expect(events[0][2] as? String == tricky)
    #expect(events[1][0] as? Double == 0.25)
    #expect(events[1][1] as? String == "r")
    #expect(events[1][2] as? String == "100x30")
    #expect(AsciicastWriter.json("\u{1B}") == "\"\\u001b\"")
  }

  @Test func anUnwritablePathIsAnError() {
    #expect(throws: AsciicastWriter.OpenError.self) {
      try AsciicastWriter(path: "/nonexistent-dir/x.cast", clock: ManualClock())
    }
  }

  @Test func framesAreRecordedAsTheirChanges() throws {
    let path = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let clock = ManualClock()
    let headless = HeadlessScreen(columns: 6, rows: 2)
    headless.queuedEvents = [.resize(columns: 5, rows: 2)]
    let screen = RecordingScreen(
      recording: headless, to: try AsciicastWriter(path: path, clock: clock), term: "xterm")
    var frame = Canvas(width: 6, height: 2)
    frame.put("ab", x: 0, y: 0)
    screen.present(frame)
    clock.advance(by: 1.0 / 60)
    screen.present(frame)  // the same frame: nothing recorded
    frame.put("Z", x: 4, y: 1)
    screen.present(frame, scrolled: nil)
    screen.copyToClipboard("hi")
    #expect(screen.nextEvent(timeout: 0) == .resize(columns: 5, rows: 2))
    screen.present(Canvas(width: 5, height: 2))
    screen.finish()
    #expect(headless.statistics.frames == 4)
    let (_, events) = try events(path)
    let texts = events.map { $0[2] as? String ?? "" }
    #expect(events.map { $0[1] as? String } == ["o", "o", "o", "r", "o", "o"])
    // The first frame in full on a cleared screen (its blanks are the cleared screen's), then
    // only the Z where it changed.
    #expect(texts[0].hasPrefix("\u{1B}[?25l\u{1B}[m\u{1B}[H\u{1B}[2J"))
    #expect(texts[0].hasSuffix("\u{1B}[1;1H\u{1B}[mab"))
    #expect(texts[1] == "\u{1B}[2;5HZ")
    #expect(texts[2].hasPrefix("\u{1B}]52;c;"))
    #expect(texts[3] == "5x2")
    // After a resize the next frame is drawn in full again.
    #expect(texts[4].contains("\u{1B}[2J"))
    #expect(texts[5] == "\u{1B}[m\u{1B}[?25h")
  }
}
