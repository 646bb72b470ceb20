// What this machine charges any program that draws a frame every 16 ms, whatever it draws: the
// floor under `measure-scroll.sh`'s figure. Two measurements, medians of CPU time:
//
//   swift run -c release --package-path Benchmarks MachineFloor loads [count] [megabytes]
//     a chain of dependent loads (each address read from the line before, as following object
//     references does) over a working set, back to back and again after a 16 ms sleep each time:
//     what a cache line costs when the frame before is 16 ms old.
//   swift run -c release --package-path Benchmarks MachineFloor page FRAMES BYTES PAGES REPORT
//     a page's frames with no work at all: for each frame wait 16 ms for standard input as the
//     run loop does, then write BYTES of text to standard output (run it in the terminal under
//     test); the CPU a page costs is written to the file REPORT.
//
// The default count, 1,548, is the lines of data a cold PgDn frame misses (`PageWalk` with
// PAGEWALK_EVICT under `valgrind --tool=callgrind --cache-sim=yes`).
#if canImport(Glibc)
  import Glibc
#endif

/// This process's CPU time in microseconds.
func cpuMicroseconds() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
  return Double(ts.tv_sec) * 1e6 + Double(ts.tv_nsec) / 1e3
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// Waits up to 16 ms for standard input, as the run loop waits for the next frame.
func waitForFrame() {
  var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
  _ = poll(&descriptor, 1, 16)
}

/// Times `count` dependent loads through a random cycle over `megabytes`, `rounds` times.
func dependentLoads(count: Int, megabytes: Int, sleeping: Bool, rounds: Int = 200) -> Double {
  let lineWords = 8  // 64-byte lines of 8-byte words
  let lines = megabytes << 20 / 64
  // A random cycle through every line: no stride a prefetcher could follow.
  var order = Array(0..<lines)
  order.shuffle()
  let buffer = UnsafeMutablePointer<Int>.allocate(capacity: lines * lineWords)
  defer { buffer.deallocate() }
  for i in 0..<lines { buffer[order[i] * lineWords] = order[(i + 1) % lines] * lineWords }
  var index = 0
  var times: [Double] = []
  for _ in 0..<rounds {
    if sleeping { usleep(16_000) }
    let start = cpuMicroseconds()
    for _ in 0..<count { index = buffer[index] }
    times.append(cpuMicroseconds() - start)
  }
  if index < 0 { print(index) }  // keeps the chain from being optimized away
  return median(times)
}

/// Writes `frames` frames of `bytes` each with a frame's wait before each, `pages` times.
func emptyPages(frames: Int, bytes: Int, pages: Int) -> Double {
  // Rows of text, each placed with a cursor move, as a scroll's exposed rows are.
  var frame: [UInt8] = []
  var row = 1
  while frame.count < bytes {
    frame += Array("\u{1B}[\(row);1H".utf8)
    frame += [UInt8](repeating: UInt8(ascii: "x"), count: min(160, max(0, bytes - frame.count)))
    row = row % 40 + 1
  }
  var times: [Double] = []
  for _ in 0..<pages {
    let start = cpuMicroseconds()
    for _ in 0..<frames {
      waitForFrame()
      frame.withUnsafeBytes { _ = write(1, $0.baseAddress, $0.count) }
    }
    times.append(cpuMicroseconds() - start)
  }
  return median(times)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "page":
  guard arguments.count == 5, let frames = Int(arguments[1]), let bytes = Int(arguments[2]),
    let pages = Int(arguments[3])
  else {
    print("usage: MachineFloor page FRAMES BYTES PAGES REPORT")
    exit(2)
  }
  let cpu = emptyPages(frames: frames, bytes: bytes, pages: pages)
  let report =
    "a page's \(frames) waits of 16 ms and writes of \(bytes) bytes, with no work: "
    + "\(Double(Int(cpu)) / 1000) ms of CPU (median of \(pages) pages)\n"
  guard let file = fopen(arguments[4], "w") else { exit(1) }
  fputs(report, file)
  fclose(file)
default:
  let count = arguments.count > 1 ? Int(arguments[1]) ?? 1548 : 1548
  let megabytes = arguments.count > 2 ? Int(arguments[2]) ?? 2 : 2
  let hot = dependentLoads(count: count, megabytes: megabytes, sleeping: false)
  let cold = dependentLoads(count: count, megabytes: megabytes, sleeping: true)
  print("\(count) dependent loads over \(megabytes) MB (medians of CPU time):")
  print(
    "  back to back: \(Double(Int(hot * 10)) / 10) µs (\(Int(hot * 1000) / count) ns a load)")
  print(
    "  after a 16 ms sleep each time: \(Double(Int(cold * 10)) / 10) µs (\(Int(cold * 1000) / count) ns a load)"
  )
}
