import CollectionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes a terminal session as an asciicast v2 file (what `asciinema play` plays): a JSON
/// header line (width, height, timestamp, the environment's TERM and SHELL), then one JSON array
/// per line — `[seconds, "o", text]` for output, `[seconds, "r", "COLSxROWS"]` for a resize.
/// Each line goes to the file with one `write(2)` as it happens, so a crash loses nothing
/// written before it.
public final class AsciicastWriter {
  /// Why a recording could not be made.
  public struct OpenError: Error, CustomStringConvertible {
    /// The path.
    public var path: String
    /// The system's reason.
    public var reason: String
    /// `cannot record to PATH: REASON`.
    public var description: String { "cannot record to \(path): \(reason)" }
  }

  /// Where time comes from; event times count from `start`.
  let clock: any AnimationClock
  private var fd: Int32
  private var startTime = 0.0
  private var lastTime = 0.0

  /// Opens (creates or truncates) the file; throws when it cannot be written.
  public init(path: String, clock: any AnimationClock) throws(OpenError) {
    self.clock = clock
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw OpenError(path: path, reason: String(cString: strerror(errno)))
    }
    self.fd = fd
  }

  deinit { close() }

  /// Writes the header: the terminal's size, the time now and its type; times count from here.
  public func start(columns: Int, rows: Int, term: String?, shell: String? = nil) {
    startTime = clock.now
    var env: [String] = []
    if let term { env.append("\"TERM\": \(Self.json(term))") }
    if let shell { env.append("\"SHELL\": \(Self.json(shell))") }
    writeLine(
      "{\"version\": 2, \"width\": \(columns), \"height\": \(rows), \"timestamp\": \(time(nil)), "
        + "\"env\": {\(env.joined(separator: ", "))}}")
  }

  /// Records text written to the terminal.
  public func output(_ text: String) {
    guard !text.isEmpty else { return }
    writeLine("[\(elapsed()), \"o\", \(Self.json(text))]")
  }

  /// Records a terminal resize.
  public func resize(columns: Int, rows: Int) {
    writeLine("[\(elapsed()), \"r\", \"\(columns)x\(rows)\"]")
  }

  /// Closes the file (later events are dropped).
  public func close() {
    guard fd >= 0 else { return }
    _ = Glibc.close(fd)
    fd = -1
  }

  /// Seconds since `start`, to the microsecond, never less than the last event's.
  private func elapsed() -> String {
    let t = max(lastTime, clock.now - startTime)
    lastTime = t
    let micros = Int((t * 1_000_000).rounded())
    let fraction = String(micros % 1_000_000)
    return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }

  private func writeLine(_ line: String) {
    guard fd >= 0 else { return }
    var bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if n > 0 {
        offset += n
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
    _ = bytes.withUnsafeMutableBytes { $0.count }
  }

  /// A JSON string literal: quotes, backslashes and every control character escaped.
  public static func json(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
