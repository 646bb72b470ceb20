// The first frame of a list whose rows size themselves (rows of list content that wrap), at
// 1,000,000 and 10,000,000 items and 200×50, in a flow layout with an `estimatedItemSize` and in
// a compositional list of `.estimated` rows: from making the collection view to the frame's glyphs, through the renderer every app
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

/// A row as wide as its line: its height measured, its width kept (as a UIKit list row in a flow
/// keeps its width by overriding `preferredLayoutAttributesFitting(_:)`; left alone, list content
/// is as wide as its text, and rows of different widths share lines, each placed one by one).
final class RowCell: CollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    var preferred = super.preferredLayoutAttributesFitting(layoutAttributes)
    preferred.size.width = layoutAttributes.size.width
    return preferred
  }
}

/// A list of `count` rows, one to three lines of text each, measured as they are shown.
final class Rows: CollectionViewDataSource {
  let count: Int
  let collectionView: CollectionView
  let registration = CollectionView.CellRegistration<RowCell, Int> { cell, _, item in
    var content = ListContentConfiguration.subtitleCell()
    content.image = Image(systemName: item % 3 == 0 ? "envelope" : "doc.text")
    content.text = "Row \(item)"
    content.secondaryText = String(
      repeating: "a few words of secondary text ", count: 1 + (item * 7) % 9)
    cell.contentConfiguration = content
    cell.backgroundConfiguration = .listPlainCell()
  }

  init(count: Int, compositional: Bool) {
    self.count = count
    let layout: CollectionViewLayout
    if compositional {
      let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(4))
      let section = LayoutSection(
        group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
      layout = CompositionalLayout(section: section)
    } else {
      let flow = FlowLayout()
      flow.estimatedItemSize = Size(width: 198, height: 4)
      flow.minimumLineSpacing = 0
      flow.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
      layout = flow
    }
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
func firstFrame(count: Int, compositional: Bool) -> (seconds: Double, shown: Int) {
  let start = now()
  let rows = Rows(count: count, compositional: compositional)
  let renderer = CollectionViewRenderer(options: RenderOptions(colorMode: .palette256))
  let area = GlyphRect(x: 0, y: 0, width: 200, height: 50)
  var canvas = renderer.beginFrame(columns: 200, rows: 50, keeping: area)
  renderer.draw(rows.collectionView, in: area, into: &canvas)
  renderer.endFrame(canvas)
  return (now() - start, rows.collectionView.indexPathsForVisibleItems.count)
}

let arguments = CommandLine.arguments
if arguments.count > 2, let count = Int(arguments[1]) {
  // One size and layout: five first frames, the median time, the peak memory.
  let compositional = arguments[2] == "compositional"
  let before = peakKilobytes()
  var times: [Double] = []
  var shown = 0
  for _ in 0..<5 {
    let run = firstFrame(count: count, compositional: compositional)
    times.append(run.seconds)
    shown = run.shown
  }
  times.sort()
  let peak = peakKilobytes()
  print(
    "\(count) estimated rows, \(arguments[2]): first frame \((times[2] * 10_000).rounded() / 10) ms (median of 5), \(shown) rows measured on screen, peak memory \(peak / 1024) MB (\((peak - before) / 1024) MB above the process at start)"
  )
} else {
  for layout in ["flow", "compositional"] {
    for count in [1_000_000, 10_000_000] {
      let pid = fork()
      if pid == 0 {
        let path = arguments[0]
        var argv: [UnsafeMutablePointer<CChar>?] = [
          strdup(path), strdup(String(count)), strdup(layout), nil,
        ]
        execv(path, &argv)
        exit(1)
      }
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
  }
}
