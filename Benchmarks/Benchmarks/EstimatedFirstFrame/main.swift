// The first frame of a list whose rows size themselves (a flow layout with an
// `estimatedItemSize`, rows of list content that wrap), at 1,000,000 and 10,000,000 items and
// 200×50: from making the collection view to the frame's glyphs, through the renderer every app
// uses. Each size runs in a process of its own (this one runs itself), so the peak memory is
// that size's alone; the time is the median of five collection views made one after another.
//
//   swift run -c release --package-path Benchmarks EstimatedFirstFrame
import TUICollectionView

#if canImport(Glibc)
  import Glibc
#endif

/// Seconds on the monotonic clock.
func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The process's peak resident memory in kilobytes (VmHWM).
func peakKilobytes() -> Int {
  guard let file = fopen("/proc/self/status", "r") else { return 0 }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 256)
  while fgets(&line, 256, file) != nil {
    let text = String(
      decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if text.hasPrefix("VmHWM:") {
      return Int(text.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
  }
  return 0
}

/// A list of `count` rows, one to three lines of text each, measured as they are shown.
final class Rows: CollectionViewDataSource {
  let count: Int
  let collectionView: CollectionView
  let registration = CollectionView.CellRegistration<CollectionViewCell, Int> { cell, _, item in
    var content = ListContentConfiguration.subtitleCell()
    content.image = Image(systemName: item % 3 == 0 ? "envelope" : "doc.text")
    content.text = "Row \(item)"
    content.secondaryText = String(
      repeating: "a few words of secondary text ", count: 1 + (item * 7) % 9)
    cell.contentConfiguration = content
    cell.backgroundConfiguration = .listPlainCell()
  }

  init(count: Int) {
    self.count = count
    let layout = FlowLayout()
    layout.estimatedItemSize = Size(width: 198, height: 4)
    layout.minimumLineSpacing = 0
    layout.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
    collectionView = CollectionView(
      frameSize: Size(width: 200, height: 100), collectionViewLayout: layout,
      clock: ManualClock())
    collectionView.dataSource = self
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueConfiguredReusableCell(
      using: registration, for: indexPath, item: indexPath.item)
  }
}

/// Makes the list and draws its first frame; returns the seconds it took and the rows shown.
func firstFrame(count: Int) -> (seconds: Double, shown: Int) {
  let start = now()
  let rows = Rows(count: count)
  let renderer = CollectionViewRenderer(options: RenderOptions(colorMode: .palette256))
  let area = GlyphRect(x: 0, y: 0, width: 200, height: 50)
  var canvas = renderer.beginFrame(columns: 200, rows: 50, keeping: area)
  renderer.draw(rows.collectionView, in: area, into: &canvas)
  renderer.endFrame(canvas)
  return (now() - start, rows.collectionView.indexPathsForVisibleItems.count)
}

let arguments = CommandLine.arguments
if arguments.count > 1, let count = Int(arguments[1]) {
  // One size: five first frames, the median time, the peak memory.
  let before = peakKilobytes()
  var times: [Double] = []
  var shown = 0
  for _ in 0..<5 {
    let run = firstFrame(count: count)
    times.append(run.seconds)
    shown = run.shown
  }
  times.sort()
  let peak = peakKilobytes()
  print(
    "\(count) estimated rows: first frame \((times[2] * 10_000).rounded() / 10) ms (median of 5), \(shown) rows measured on screen, peak memory \(peak / 1024) MB (\((peak - before) / 1024) MB above the process at start)"
  )
} else {
  for count in [1_000_000, 10_000_000] {
    let pid = fork()
    if pid == 0 {
      let path = arguments[0]
      var argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), strdup(String(count)), nil]
      execv(path, &argv)
      exit(1)
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }
}
