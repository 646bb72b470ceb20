import CNcurses
import GlyphRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension NcursesScreen {
  /// How long the cell-size query waits for its answers at most (a terminal that answers
  /// neither `CSI 16 t` nor `CSI c`): a late answer is swallowed by the input's escape
  /// handling, as any unknown sequence is.
  static let cellSizeQueryTimeout = 150

  /// The glyph cell's height over its width: from `TIOCGWINSZ`'s pixel size when the terminal
  /// reports one, otherwise, when `queries` is set, by asking the terminal (`CSI 16 t`,
  /// answered before the device attributes that follow it, see `CellSizeReply`). Call after
  /// `cbreak` and before anything reads input: keys typed meanwhile go back to ncurses.
  static func measureCellAspect(queries: Bool) -> Double? {
    if let aspect = pixelSize()?.cellAspect { return aspect }
    guard queries else { return nil }
    writeToTerminal(CellSizeReply.query)
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(cellSizeQueryTimeout)
    var bytes: [UInt8] = []
    var reply = CellSizeReply(scanning: [])
    var buffer = [UInt8](repeating: 0, count: 256)
    while !reply.isComplete {
      let left = clock.now.duration(to: deadline) / .milliseconds(1)
      guard left > 0 else { break }
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(left.rounded(.up)))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes.append(contentsOf: buffer[0..<count])
      reply = CellSizeReply(scanning: bytes)
    }
    // Keys typed while waiting are read next, in order (ungetch pushes onto a stack).
    for byte in reply.otherBytes.reversed() { ungetch(Int32(byte)) }
    return reply.cellAspect
  }
}
