import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

// While the screen is open, what goes to a standard error that is the terminal (a Swift runtime
// error's "Fatal error: …", a warning) would be drawn over the frame and then lost with the
// alternate screen. It is kept in an unlinked temporary file instead and written to standard
// error once the terminal is restored, by `end` or by a crash handler. File descriptors in
// atomics and a preallocated buffer, so the crash path stays async-signal-safe.
private let heldErrorFile = Atomic<Int32>(-1)
private let savedStandardError = Atomic<Int32>(-1)
private let replayCapacity = 4096
nonisolated(unsafe) private let replayBuffer = UnsafeMutableRawPointer.allocate(
  byteCount: replayCapacity, alignment: 16)

extension NcursesScreen {
  /// Sends standard error to a temporary file while the screen is open, when it is the terminal.
  static func holdStandardError() {
    guard isatty(STDERR_FILENO) != 0, heldErrorFile.load(ordering: .relaxed) < 0 else { return }
    let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(folder)/tuicv-stderr-XXXXXX".utf8CString)
    let file = mkstemp(&template)
    guard file >= 0 else { return }
    unlink(template)
    let saved = dup(STDERR_FILENO)
    guard saved >= 0, dup2(file, STDERR_FILENO) >= 0 else {
      close(file)
      if saved >= 0 { close(saved) }
      return
    }
    savedStandardError.store(saved, ordering: .relaxed)
    heldErrorFile.store(file, ordering: .relaxed)
  }

  /// Points standard error at the terminal again and writes what was held; async-signal-safe,
  /// and does nothing the second time.
  static func releaseStandardError() {
    let file = heldErrorFile.exchange(-1, ordering: .relaxed)
    let saved = savedStandardError.exchange(-1, ordering: .relaxed)
    guard file >= 0, saved >= 0 else { return }
    _ = dup2(saved, STDERR_FILENO)
    close(saved)
    _ = lseek(file, 0, SEEK_SET)
    while case let count = read(file, replayBuffer, replayCapacity), count > 0 {
      var offset = 0
      while offset < count {
        let written = Glibc.write(STDERR_FILENO, replayBuffer + offset, count - offset)
        guard written > 0 else { break }
        offset += written
      }
      if offset < count { break }
    }
    close(file)
  }
}
