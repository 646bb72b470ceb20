import Foundation

/// A pseudoterminal pair, so a test can give a process a terminal for one stream and a pipe or
/// /dev/null for another (`tuicv </dev/null` typed in a terminal, or `tuicv | cat`).
final class Pseudoterminal {
  /// The controlling side: what the process writes to the terminal can be read here.
  let master: Int32
  /// The terminal side, for the process's standard input or output.
  let terminal: FileHandle

  init() throws {
    // posix_openpt, grantpt, unlockpt and ptsname are not imported into Swift (glibc declares
    // them for _XOPEN_SOURCE only): look them up in the C library instead.
    let open = try Self.function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    let grant = try Self.function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    let unlock = try Self.function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    let name = try Self.function(
      "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    master = open(O_RDWR | O_NOCTTY)
    guard master >= 0, grant(master) == 0, unlock(master) == 0, let path = name(master) else {
      throw SpawnError(message: "no pseudoterminal: errno \(errno)")
    }
    let slave = Glibc.open(path, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw SpawnError(message: "cannot open \(String(cString: path))") }
    terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
  }

  /// A C library function by name.
  static func function<F>(_ name: String, as type: F.Type) throws -> F {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else {
      throw SpawnError(message: "no \(name) in the C library")
    }
    return unsafeBitCast(symbol, to: type)
  }

  deinit { close(master) }

  /// What was written to the terminal so far, without waiting.
  func written() -> String {
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(master, &buffer, buffer.count), count > 0 {
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  struct SpawnError: Error {
    var message: String
  }
}
