extension WaterfallLayout {
  /// The unplaced blocks between two runs of a section (or before its first, or after its
  /// last) and the room the estimate gives them.
  struct Gap {
    /// Where a run placed in the gap goes among the section's runs.
    var index: Int
    /// The gap's first block and the block after its last.
    var blocks: Range<Int>
    /// Where a run of level columns may start in it (below the run above's tallest column and
    /// the line spacing, or at the section's items' top), where the run above places its next
    /// item (its shortest column: the gap's items may start that high), and where the run below
    /// starts (or the items' end and the line spacing).
    var top: Double
    var nextTop: Double
    var bottom: Double

    /// How far down each block goes, as the room is shared out.
    var advance: Double { blocks.isEmpty ? 0 : max(0, bottom - top) / Double(blocks.count) }
  }

  /// What placing lazily moved: the content below a place moved down (or up) by `size`, and the
  /// content under the view by `offset`.
  struct Shift {
    var size = 0.0
    var offset = 0.0
  }

  /// Measures how far down the items go for each item, on the first items of the first section
  /// with any (placed from level columns and forgotten): the estimate for what is not placed.
  func measureItemAdvance(_ counts: [Int]) {
    guard let s = counts.firstIndex(where: { $0 > 0 }) else { return }
    let n = min(counts[s], lazyChunkBlocks * blockSize)
    var sample = WaterfallRun(
      firstBlock: 0, columnCount: placement.columnCount, top: 0,
      lineSpacing: placement.lineSpacing)
    place(&sample, section: s, upTo: n)
    placement.itemAdvance = max(0, (sample.bottom + placement.lineSpacing) / Double(n))
  }

  /// Where a lazily placed section's items end: exactly, when its last block is placed; else
  /// its last run's bottom and the estimate for the items after it.
  func estimatedItemsEnd(of section: Section) -> Double {
    guard section.count > 0 else { return section.itemsStart }
    guard let last = section.runs.last else {
      return placement.estimatedBottom(of: section.count, from: section.itemsStart)
    }
    let remaining = section.count - last.endBlock * blockSize
    if remaining <= 0 { return last.tallestColumn }
    return last.bottom + Double(remaining) * placement.itemAdvance
  }

  /// The number of blocks of a section.
  func blockCount(of section: Section) -> Int { (section.count + blockSize - 1) / blockSize }

  /// The gap before run `i` of a section (after the last when `i` is their count).
  func gap(_ i: Int, of section: Section) -> Gap {
    let runs = section.runs
    let first = i == 0 ? 0 : runs[i - 1].endBlock
    let end = i == runs.count ? blockCount(of: section) : runs[i].firstBlock
    let top = i == 0 ? section.itemsStart : runs[i - 1].bottom + placement.lineSpacing
    let nextTop = i == 0 ? top : min(top, runs[i - 1].nextTop)
    let bottom = i == runs.count ? section.itemsEnd + placement.lineSpacing : runs[i].top
    return Gap(
      index: i, blocks: first..<max(first, end), top: top, nextTop: nextTop, bottom: bottom)
  }

  /// Places what a rect needs of every section it meets, then tells the collection view what
  /// moved.
  func placeLazily(in rect: Rect) {
    var shift = Shift()
    var s = Self.firstSection(in: sections, endingBelow: rect.minY)
    while s < sections.count && sections[s].start < rect.maxY {
      var rounds = 0
      // Each round places at least a block of the gap it fills.
      while let g = firstGap(ofSection: s, meeting: rect.minY, rect.maxY),
        rounds < 10_000
      {
        fill(g, ofSection: s, from: rect.minY, to: rect.maxY, &shift)
        rounds += 1
      }
      s += 1
    }
    report(shift)
  }

  /// Places the block of an item if it is not placed yet, then tells the collection view what
  /// moved.
  func placeLazily(block: Int, ofSection s: Int) {
    let section = sections[s]
    guard !section.runs.contains(where: { $0.firstBlock <= block && block < $0.endBlock }) else {
      return
    }
    let i = section.runs.firstIndex { $0.firstBlock > block } ?? section.runs.count
    let g = gap(i, of: section)
    guard g.blocks.contains(block) else { return }
    var shift = Shift()
    if block - g.blocks.lowerBound <= lazyReachBlocks {
      extendFromAbove(g, ofSection: s, toBlock: block + 1, orY: -.infinity, &shift)
    } else if g.blocks.upperBound - block <= lazyReachBlocks {
      anchorBelow(g, ofSection: s, fromBlock: block, reaching: .infinity, &shift)
    } else {
      // One item asked for (a transition's item far away): its block alone, not a chunk, so
      // a layout asking for a hundred items spread over millions places a hundred blocks.
      jump(g, ofSection: s, atBlock: block, to: -.infinity, chunk: 1, &shift)
    }
    report(shift)
  }

  /// The first gap of a section with blocks in it whose room meets `minY..<maxY`.
  private func firstGap(ofSection s: Int, meeting minY: Double, _ maxY: Double) -> Gap? {
    let section = sections[s]
    for i in 0...section.runs.count {
      let g = gap(i, of: section)
      if !g.blocks.isEmpty && g.nextTop < maxY && g.bottom > minY { return g }
      if g.nextTop >= maxY { return nil }
    }
    return nil
  }

  /// Fills the part of a gap that `minY..<maxY` meets: on from the run above when that is near
  /// (or the gap is small), else up from the run below when that is near, else a jump to where
  /// the estimate puts it.
  private func fill(
    _ g: Gap, ofSection s: Int, from minY: Double, to maxY: Double, _ shift: inout Shift
  ) {
    let a = g.advance
    let down = a > 0 ? (maxY - g.top) / a : 0
    let up = a > 0 ? (g.bottom - minY) / a : Double(g.blocks.count)
    if down <= Double(lazyReachBlocks) || g.blocks.count <= lazyChunkBlocks {
      extendFromAbove(g, ofSection: s, toBlock: 0, orY: maxY, &shift)
    } else if up <= Double(lazyReachBlocks) {
      let blocks = Int(up.rounded(.up)) + 1
      anchorBelow(
        g, ofSection: s, fromBlock: g.blocks.upperBound - blocks, reaching: minY, &shift)
    } else {
      let b = g.blocks.lowerBound + min(g.blocks.count - 1, max(0, Int((minY - g.top) / a)))
      jump(g, ofSection: s, atBlock: b, to: maxY, &shift)
    }
  }

  /// Places on from the run above the gap (a first run from the section's top when the gap
  /// starts there), exactly as an eager placement goes, until the block or the place is reached
  /// or the gap is full.
  private func extendFromAbove(
    _ g: Gap, ofSection s: Int, toBlock block: Int, orY y: Double, _ shift: inout Shift
  ) {
    var r = g.index - 1
    if g.index == 0 {
      sections[s].runs.insert(
        WaterfallRun(
          firstBlock: 0, columnCount: placement.columnCount, top: sections[s].itemsStart,
          lineSpacing: placement.lineSpacing), at: 0)
      r = 0
    }
    extend(run: r, ofSection: s, within: g.blocks.upperBound, toBlock: block, orY: y)
    settle(below: r, ofSection: s, gapEnd: g.blocks.upperBound, gapBottom: g.bottom, &shift)
  }

  /// A run that ends where the run below the gap begins (or where the section's items end),
  /// from `block` (or earlier, until its top reaches `minY`); when it would reach back to the
  /// run above, the gap is filled from above instead.
  private func anchorBelow(
    _ g: Gap, ofSection s: Int, fromBlock block: Int, reaching minY: Double,
    _ shift: inout Shift
  ) {
    var first = min(block, g.blocks.upperBound - max(1, lazyChunkBlocks))
    while true {
      guard first > g.blocks.lowerBound else {
        extendFromAbove(g, ofSection: s, toBlock: g.blocks.upperBound, orY: -.infinity, &shift)
        return
      }
      var run = WaterfallRun(
        firstBlock: first, columnCount: placement.columnCount, top: 0,
        lineSpacing: placement.lineSpacing)
      place(&run, section: s, upTo: min(sections[s].count, g.blocks.upperBound * blockSize))
      run.shift = g.bottom - placement.lineSpacing - run.bottom
      if run.top > minY {
        first = g.blocks.upperBound - 2 * (g.blocks.upperBound - first)
        continue
      }
      sections[s].runs.insert(run, at: g.index)
      if run.top < g.top {
        // No room for it under the run above: it and what follows move down.
        move(ofSection: s, fromRun: g.index, by: g.top - run.top, below: run.top, &shift)
      }
      return
    }
  }

  /// A run from level columns at a block, where the gap's room puts it, placed on until the
  /// place is reached.
  private func jump(
    _ g: Gap, ofSection s: Int, atBlock block: Int, to y: Double, chunk: Int? = nil,
    _ shift: inout Shift
  ) {
    guard block > g.blocks.lowerBound else {
      extendFromAbove(g, ofSection: s, toBlock: block + 1, orY: y, &shift)
      return
    }
    let top = g.top + Double(block - g.blocks.lowerBound) * g.advance
    sections[s].runs.insert(
      WaterfallRun(
        firstBlock: block, columnCount: placement.columnCount, top: top,
        lineSpacing: placement.lineSpacing), at: g.index)
    extend(
      run: g.index, ofSection: s, within: g.blocks.upperBound, toBlock: block + 1, orY: y,
      chunk: chunk)
    settle(
      below: g.index, ofSection: s, gapEnd: g.blocks.upperBound, gapBottom: g.bottom, &shift)
  }

  /// Places a run's blocks on, a chunk at a time (`lazyChunkBlocks` unless given), until it
  /// holds `block` and its next item starts at or below `y`, or it reaches `end`.
  private func extend(
    run r: Int, ofSection s: Int, within end: Int, toBlock block: Int, orY y: Double,
    chunk: Int? = nil
  ) {
    let count = sections[s].count
    while sections[s].runs[r].endBlock < end {
      // Only the run's ends are read: a copy of the run held across `place` would make the
      // run's arrays copy themselves on every chunk.
      let endBlock = sections[s].runs[r].endBlock
      guard endBlock < block || sections[s].runs[r].nextTop < y else { return }
      let stop = min(end, endBlock + max(1, chunk ?? lazyChunkBlocks))
      place(&sections[s].runs[r], section: s, upTo: min(count, stop * blockSize))
    }
  }

  /// After a run grew down into its gap: when it filled the gap, what follows starts right
  /// after it (the section's end is then exact); when it reaches into the room of what
  /// follows, that moves down to leave the rest of the gap its estimated room.
  private func settle(
    below r: Int, ofSection s: Int, gapEnd: Int, gapBottom: Double, _ shift: inout Shift
  ) {
    let run = sections[s].runs[r]
    let spacing = placement.lineSpacing
    if run.endBlock >= gapEnd {
      if r + 1 < sections[s].runs.count {
        move(
          ofSection: s, fromRun: r + 1, by: run.bottom + spacing - gapBottom, below: gapBottom,
          &shift)
      } else {
        move(
          ofSection: s, fromRun: r + 1, by: run.tallestColumn - sections[s].itemsEnd,
          below: gapBottom, &shift)
      }
    } else if run.bottom + spacing > gapBottom {
      let rest = Double((gapEnd - run.endBlock) * blockSize) * placement.itemAdvance
      move(
        ofSection: s, fromRun: r + 1, by: run.bottom + spacing + rest - gapBottom,
        below: gapBottom, &shift)
    }
  }

  /// Moves a section's runs from one on, its end and every later section by `delta`; what lay
  /// at or below `y` moved, and the view with it if its top was there.
  private func move(
    ofSection s: Int, fromRun r: Int, by delta: Double, below y: Double, _ shift: inout Shift
  ) {
    guard delta != 0, delta.isFinite else { return }
    for k in r..<sections[s].runs.count { sections[s].runs[k].shift += delta }
    sections[s].itemsEnd += delta
    sections[s].footerFrame?.origin.y += delta
    sections[s].end += delta
    for t in (s + 1)..<sections.count { sections[t].move(by: delta) }
    shift.size += delta
    if let view = collectionView?.bounds, view.minY >= y { shift.offset += delta }
  }

  /// Tells the collection view how far the content under the view moved, so it stays on
  /// screen where it was (the content size it reads again itself).
  private func report(_ shift: Shift) {
    #if DEBUG
      _checkInvariants()
    #endif
    guard shift.size != 0 || shift.offset != 0 else { return }
    let context = type(of: self).invalidationContextClass.init()
    context.contentOffsetAdjustment = Point(x: 0, y: shift.offset)
    context.contentSizeAdjustment = Size(width: 0, height: shift.size)
    invalidateLayout(with: context)
  }

  /// What the layout's invariants say is wrong (nothing when all is well): the sections in
  /// order, each section's runs in order by block and by place without overlapping, within its
  /// items, and each run's own.
  func _invariantViolations() -> [String] {
    var problems: [String] = []
    let spacing = placement.lineSpacing
    // Sums in different orders differ in their last bits: a millionth, or a billionth of the
    // numbers compared when they are huge.
    func below(_ a: Double, _ b: Double) -> Bool { a < b - max(1e-6, abs(b) * 1e-9) }
    for (s, section) in sections.enumerated() {
      if s > 0 && below(section.start, sections[s - 1].end) {
        problems.append("section \(s) starts above the end of the one before")
      }
      if below(section.itemsEnd, section.itemsStart) {
        problems.append("section \(s)'s items end above their start")
      }
      for (k, run) in section.runs.enumerated() {
        problems += run._invariantViolations().map { "section \(s): \($0)" }
        if run.endBlock > blockCount(of: section) {
          problems.append("section \(s): a run reaches past its last block")
        }
        if below(run.top, section.itemsStart) {
          problems.append("section \(s): run \(k) starts above the section's items")
        }
        guard k + 1 < section.runs.count else { continue }
        let next = section.runs[k + 1]
        if next.firstBlock < run.endBlock {
          problems.append("section \(s): runs \(k) and \(k + 1) share blocks")
        }
        if below(next.top, run.bottom + spacing) {
          problems.append("section \(s): run \(k) overlaps run \(k + 1)")
        }
      }
      if let last = section.runs.last, below(section.itemsEnd, last.bottom) {
        problems.append("section \(s): its items reach below their end")
      }
    }
    return problems
  }

  /// Stops on a broken invariant (debug builds).
  func _checkInvariants() {
    let problems = _invariantViolations()
    precondition(problems.isEmpty, "WaterfallLayout: \(problems.joined(separator: "; "))")
  }
}
