extension CollectionViewApplication {
  /// The narrowest terminal that shows the inspector beside the view; narrower ones show it
  /// below.
  public static let inspectorBesideMinimumColumns = 100

  /// Where the inspector goes, when it shows.
  public var inspectorArea: GlyphRect? {
    guard tools.showsInspector else { return nil }
    let top = titleBar == nil ? 0 : 1
    let bottom = showsStatusBar ? 1 : 0
    return Self.inspectorArea(
      columns: columns, bodyTop: top, bodyHeight: max(0, rows - top - bottom))
  }

  /// The inspector's glyphs for a terminal size and the body between the bars: a column at the
  /// right on a wide terminal (about a third of it), else a band at the bottom (about half the
  /// body).
  static func inspectorArea(columns: Int, bodyTop: Int, bodyHeight: Int) -> GlyphRect? {
    if columns >= inspectorBesideMinimumColumns {
      let width = min(64, max(44, columns * 3 / 10))
      return GlyphRect(x: columns - width, y: bodyTop, width: width, height: bodyHeight)
    }
    let height = min(bodyHeight - 3, max(4, bodyHeight / 2))
    guard height >= 3 else { return nil }
    return GlyphRect(x: 0, y: bodyTop + bodyHeight - height, width: columns, height: height)
  }

  /// Scrolls the inspector by some lines, within what it has.
  func scrollInspector(by lines: Int) {
    guard let area = inspectorArea else { return }
    let limit = inspector.maximumScrollOffset(in: area)
    tools.inspectorScrollOffset = min(
      max(0, tools.inspectorScrollOffset.addingReportingOverflow(lines).partialValue), limit)
  }

  /// The inspector panel as a widget.
  public var inspector: InspectorPanel {
    InspectorPanel(
      title: "Inspector", sections: inspectorSections, footer: "{ } scroll · i closes",
      theme: theme, scrollOffset: tools.inspectorScrollOffset)
  }

  /// The inspector's sections: the element, the animations, the layout events, the reuse pool,
  /// the last batch update and where the frames' time goes.
  public var inspectorSections: [InspectorPanel.Section] {
    [
      elementSection, animationSection, eventSection, reusePoolSection, batchUpdateSection,
      frameSection,
    ]
  }

  /// Where the last frame's time went, stage by stage (its share of the frame, and the mean
  /// over the frames kept), the glyphs it wrote and skipped, and its bytes.
  public var frameSection: InspectorPanel.Section {
    guard let last = frameLog.frames.last, let means = frameLog.means else {
      return InspectorPanel.Section(
        "Frames", rows: [InspectorPanel.Row("", "none presented yet")])
    }
    func ms(_ seconds: Double) -> String { Self.number(seconds * 1000) + " ms" }
    var rows = [
      InspectorPanel.Row(
        "last frame",
        "\(ms(last.total)), mean \(Self.number(means.total * 1000)) of \(frameLog.frames.count)",
        isEmphasized: true)
    ]
    for (stage, mean) in zip(last.stages, means.stages) {
      let share = last.total > 0 ? Int((stage.seconds / last.total * 100).rounded()) : 0
      rows.append(
        InspectorPanel.Row(
          stage.name,
          "\(ms(stage.seconds)) \(share)% · mean \(Self.number(mean.seconds * 1000))"))
    }
    rows.append(
      InspectorPanel.Row(
        "glyphs", "\(last.glyphsEmitted) written · \(last.glyphsElided) elided"))
    rows.append(InspectorPanel.Row("bytes", "\(last.bytes)"))
    return InspectorPanel.Section("Frames", rows: rows)
  }

  /// The inspected element as it is on screen now (mid-animation included).
  public var elementSection: InspectorPanel.Section {
    let cv = collectionView
    guard let path = inspectedIndexPath,
      let element = cv.presentedElements().last(where: {
        $0.attributes.representedElementCategory == .cell && $0.attributes.indexPath == path
      })
    else {
      return InspectorPanel.Section("Element", rows: [InspectorPanel.Row("", "no item on screen")])
    }
    let a = element.attributes
    let view = element.view
    let focused = cv.focusedIndexPath == path
    var rows = [
      InspectorPanel.Row(
        "index path", "\(path)" + (focused ? " (focused)" : ""), isEmphasized: true),
      InspectorPanel.Row(
        "category",
        a.representedElementKind.map { "\(a.representedElementCategory) \($0)" }
          ?? "\(a.representedElementCategory)"),
      InspectorPanel.Row("reuse id", view.reuseIdentifier.map { "\"\($0)\"" } ?? "none"),
      InspectorPanel.Row(
        "view", "\(type(of: view)) #\(view.serialNumber) · reused \(view.reuseCount)×"),
      InspectorPanel.Row("frame", Self.rect(a.frame)),
      InspectorPanel.Row("center", Self.point(a.center)),
      InspectorPanel.Row("size", "\(Self.number(a.size.width))×\(Self.number(a.size.height))"),
    ]
    rows += Self.transformRows(a.transform3D)
    rows += [
      InspectorPanel.Row("alpha", Self.number(a.alpha, places: 3)),
      InspectorPanel.Row("zIndex", "\(a.zIndex)"),
      InspectorPanel.Row("hidden", a.isHidden ? "yes" : "no"),
    ]
    let title =
      a.representedElementCategory == .cell ? "Cell \(path)" : "Element \(path)"
    return InspectorPanel.Section(title, rows: rows)
  }

  /// A transform taken apart: translation, rotation in degrees about its axis, scale and the
  /// perspective term.
  public static func transformRows(_ t: Transform3D) -> [InspectorPanel.Row] {
    guard !t.isIdentity else { return [InspectorPanel.Row("transform", "identity")] }
    let d = t.decomposed()
    let (angle, axis) = d.rotation
    var rotation = "\(number(angle, places: 1))°"
    if angle > 0.05 {
      if abs(abs(axis[2]) - 1) < 1e-6 {
        rotation = "\(number(axis[2] < 0 ? -angle : angle, places: 1))° about z"
      } else if abs(abs(axis[1]) - 1) < 1e-6 {
        rotation = "\(number(axis[1] < 0 ? -angle : angle, places: 1))° about y"
      } else if abs(abs(axis[0]) - 1) < 1e-6 {
        rotation = "\(number(axis[0] < 0 ? -angle : angle, places: 1))° about x"
      } else {
        rotation += " about (\(axis.map { number($0, places: 2) }.joined(separator: ", ")))"
      }
    }
    let tr = d.translation
    let sc = d.scale
    return [
      InspectorPanel.Row(
        "translation",
        "(\(number(tr[0])), \(number(tr[1]))" + (tr[2] == 0 ? ")" : ", \(number(tr[2])))")),
      InspectorPanel.Row("rotation", rotation),
      InspectorPanel.Row(
        "scale", "(\(number(sc[0], places: 3)), \(number(sc[1], places: 3)))"),
      InspectorPanel.Row(
        "perspective", d.perspective[2] == 0 ? "none" : "m34 \(number(d.perspective[2], places: 4))"
      ),
    ]
  }

  /// The running animations: what each is for and how far it has got.
  public var animationSection: InspectorPanel.Section {
    let now = timeline.now
    let running = collectionView.animator.runningAnimations
    var rows =
      running.isEmpty
      ? [InspectorPanel.Row("", "none running")]
      : running.suffix(6).map { animation in
        let t = min(max(0, now - animation.start), animation.duration)
        return InspectorPanel.Row(
          animation.label.isEmpty ? "animation" : animation.label,
          "\(Self.seconds(t)) of \(Self.seconds(animation.duration)) s · "
            + "\(Int((animation.progress(at: now) * 100).rounded())) %")
      }
    if let transition = collectionView.transitionLayout {
      // An interactive transition moves by hand, not by the clock.
      let target = interactiveTransitionTitle.map { " → \($0)" } ?? ""
      let row = InspectorPanel.Row(
        "interactive transition",
        "\(Int((transition.transitionProgress * 100).rounded())) %\(target)")
      rows = running.isEmpty ? [row] : [row] + rows
    }
    return InspectorPanel.Section(
      "Animations" + (timeline.isPaused ? " (paused)" : ""), rows: rows)
  }

  /// The most recent layout lifecycle calls, newest first, and how many of the busiest kinds.
  public var eventSection: InspectorPanel.Section {
    let log = collectionView.layoutEvents
    var rows = Array(log).suffix(12).reversed().map { event in
      // An update of thousands of items makes a long line: the panel shows its start.
      let text = event.description
      return InspectorPanel.Row(
        "", text.utf8.count > 400 ? String(text.prefix(399)) + "…" : text)
    }
    if rows.isEmpty { rows = [InspectorPanel.Row("", "none yet")] }
    let counted: [(String, LayoutEvent.Kind)] = [
      ("prepare", .prepare), ("inRect", .elementsInRect), ("invalidate", .invalidate),
      ("target", .targetContentOffset), ("updates", .prepareForUpdates),
    ]
    rows.append(
      InspectorPanel.Row(
        "", "counts: " + counted.map { "\($0.0) \(log.count(of: $0.1))" }.joined(separator: " · ")))
    return InspectorPanel.Section("Layout events (newest first)", rows: rows)
  }

  /// The reuse queues: per identifier, the views on screen, waiting, made and handed out again.
  public var reusePoolSection: InspectorPanel.Section {
    let cv = collectionView
    var visibleCounts: [ReusePool.Key: Int] = [:]
    for element in cv.presentedElements() {
      guard let identifier = element.view.reuseIdentifier else { continue }
      let a = element.attributes
      let category = a.representedElementCategory
      let key = ReusePool.Key(
        category: category, kind: category == .cell ? "" : a.representedElementKind ?? "",
        identifier: identifier)
      visibleCounts[key, default: 0] += 1
    }
    let keys = Set(cv.reusePool.statistics.keys).union(visibleCounts.keys).sorted {
      ($0.category.rawValue, $0.kind, $0.identifier) < (
        $1.category.rawValue, $1.kind, $1.identifier
      )
    }
    var rows: [InspectorPanel.Row] = []
    for key in keys {
      let s = cv.reusePool.statistics[key] ?? ReusePool.Statistics()
      rows.append(
        InspectorPanel.Row(
          key.kind.isEmpty ? key.identifier : "\(key.kind)",
          "\(visibleCounts[key] ?? 0) visible · \(s.queued) queued"))
      rows.append(InspectorPanel.Row("", "\(s.created) created · \(s.dequeued) dequeued"))
    }
    if rows.isEmpty { rows = [InspectorPanel.Row("", "no views yet")] }
    return InspectorPanel.Section("Reuse pool", rows: rows)
  }

  /// The last batch update: its update items and the old → new index map.
  public var batchUpdateSection: InspectorPanel.Section {
    guard let record = collectionView.lastBatchUpdate else {
      return InspectorPanel.Section(
        "Last batch update", rows: [InspectorPanel.Row("", noBatchUpdateYetText)])
    }
    var rows = record.updateItems.prefix(6).enumerated().map {
      InspectorPanel.Row($0.offset == 0 ? "items" : "", $0.element.description)
    }
    if record.updateItems.count > 6 {
      rows.append(InspectorPanel.Row("", "… \(record.updateItems.count - 6) more items"))
    }
    let map = record.indexMapSummary(limit: 6)
    rows +=
      map.isEmpty
      ? [InspectorPanel.Row("index map", "no index path moved")]
      : map.enumerated().map { InspectorPanel.Row($0.offset == 0 ? "index map" : "", $0.element) }
    return InspectorPanel.Section("Last batch update", rows: rows)
  }

  /// A number rounded to `places` decimals, without trailing zeros.
  public static func number(_ value: Double, places: Int = 2) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    var rounded = (value * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }  // no "-0"
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// A point as `(x, y)`.
  public static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }

  /// A rectangle as `(x, y) w×h`.
  public static func rect(_ r: Rect) -> String {
    "(\(number(r.minX)), \(number(r.minY))) \(number(r.width))×\(number(r.height))"
  }
}
