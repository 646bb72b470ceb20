import CNcurses
import CollectionCore
import GlyphRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension NcursesScreen {
  /// How long the start-up queries wait for their answers at most (a terminal that answers
  /// none of them, not even `CSI c`): a late answer is swallowed by the input's escape
  /// handling, as any unknown sequence is.
  static let queryTimeout = 150

  /// What the terminal says about itself: the glyph cell's height over its width, from
  /// `TIOCGWINSZ`'s pixel size when the terminal reports one, otherwise, when `cellSize` is
  /// set, by asking (`CSI 16 t`); and, when `background` is set, its background colour
  /// (`OSC 11 ; ?`). One round trip ended by the device attributes (see `TerminalQueryReply`).
  /// Call after `cbreak` and before anything reads input: keys typed meanwhile go back to
  /// ncurses.
  static func queryTerminal(cellSize: Bool, background: Bool) -> (
    cellAspect: Double?, background: Color?
  ) {
    let pixelAspect = pixelSize()?.cellAspect
    let asksCellSize = cellSize && pixelAspect == nil
    guard asksCellSize || background else { return (pixelAspect, nil) }
    writeToTerminal(TerminalQueryReply.query(cellSize: asksCellSize, background: background))
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(queryTimeout)
    var bytes: [UInt8] = []
    var reply = TerminalQueryReply(scanning: [])
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
      reply = TerminalQueryReply(scanning: bytes)
    }
    // Keys typed while waiting are read next, in order (ungetch pushes onto a stack).
    for byte in reply.otherBytes.reversed() { ungetch(Int32(byte)) }
    return (pixelAspect ?? reply.cellAspect, reply.background)
  }
}
