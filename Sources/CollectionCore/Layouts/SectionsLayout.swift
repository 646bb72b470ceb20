/// Seed 004's flow subclass (its `SimpleCollectionViewFlowLayout`), made into the sections demo:
/// headers and footers, a background behind every section's items, and the seed's turned item
/// and header.
///
/// As the seed writes it:
/// - `init` sets the metrics (spacing 20, lines 40, insets 10, items 50, headers 30 tall), here
///   scaled by 0.2 to terminal points (4, 8, 2, 10 × 10, 6), plus a footer of 4, and registers
///   the section background with `register(_:forDecorationViewOfKind:)`;
/// - `layoutAttributesForElements(in:)` takes the flow's attributes and returns copies in which
///   item 5 of section 1 is replaced by `layoutAttributesForItem(at:)` (turned −45°) and section
///   1's header by `layoutAttributesForSupplementaryView(ofKind:at:)` (turned 45°); the seed
///   writes `CGAffineTransformMakeRotation(±45)`, and its text means degrees. The flow's own
///   attributes are never changed (attributes are values here, so every one is a copy);
/// - the background (`sectionBackgroundKind`, the seed's `SIMPLEDECORATIONKIND`) has zIndex −1
///   and its frame from the section's first and last item: x and y of the first, and the height
///   down to the last. The seed makes it the collection view's width, so it starts at the first
///   item's inset and runs past the right edge; here it stops as far from the right edge as it
///   starts from the left, so the block sits centred. The seed asks for the item at index
///   `numberOfItemsInSection:`, one past the end (UIKit answers nil there, which would make the
///   height negative); the last item is meant, and its bottom edge, so the last row is covered.
///
/// The seed turns only section 1's item 5 and header; here `layoutAttributesForItem(at:)` and
/// `layoutAttributesForSupplementaryView(ofKind:at:)` turn exactly those two as well (the seed's
/// overrides turn whatever they are asked for), so every query agrees. Every section, not only
/// the seed's section 1, gets a background, alternating two muted colours.
open class SectionsLayout: FlowLayout {
  /// The decoration kind of the section backgrounds (the seed's `SIMPLEDECORATIONKIND`).
  public static let sectionBackgroundKind = "SectionBackground"
  /// The item the seed turns.
  public static let turnedItem = IndexPath(item: 5, section: 1)
  /// The item's turn: −45°.
  public static let turnedItemAngle = -Double.pi / 4
  /// The section whose header the seed turns.
  public static let turnedHeaderSection = 1
  /// The header's turn: +45°.
  public static let turnedHeaderAngle = Double.pi / 4

  /// Creates the layout with the seed's metrics, scaled, and registers the section background.
  public override init() {
    super.init()
    minimumInteritemSpacing = 4
    minimumLineSpacing = 8
    sectionInset = EdgeInsets(all: 2)
    itemSize = Size(width: 10, height: 10)
    // The seed's header is the screen's width by 30; only the height counts when scrolling
    // vertically.
    headerReferenceSize = Size(width: 0, height: 6)
    footerReferenceSize = Size(width: 0, height: 4)
    register(SectionBackgroundView.self, forDecorationViewOfKind: Self.sectionBackgroundKind)
  }

  /// The flow's headers, items and footers as copies, the seed's two turned, and the
  /// backgrounds of the sections in `rect`.
  open override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    for attributes in super.layoutAttributesForElements(in: rect) {
      var copy = attributes
      if copy.representedElementCategory == .cell, copy.indexPath == Self.turnedItem {
        copy = layoutAttributesForItem(at: copy.indexPath) ?? copy
      } else if copy.representedElementKind == ElementKind.sectionHeader,
        copy.indexPath.section == Self.turnedHeaderSection
      {
        copy =
          layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: copy.indexPath) ?? copy
      }
      result.append(copy)
    }
    // Turned, the two reach beyond their frames: include them wherever their shapes meet `rect`.
    for turned in turnedElements() where !result.contains(where: { $0.key == turned.key }) {
      if CollectionView.footprint(of: turned).intersects(rect) { result.append(turned) }
    }
    for index in sectionIndices(from: rect.minY, to: rect.maxY) {
      if let background = layoutAttributesForDecorationView(
        ofKind: Self.sectionBackgroundKind, at: IndexPath(item: 0, section: index)),
        background.frame.intersects(rect)
      {
        result.append(background)
      }
    }
    return result
  }

  /// The turned item and header, where they exist.
  private func turnedElements() -> [LayoutAttributes] {
    [
      layoutAttributesForItem(at: Self.turnedItem),
      layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader,
        at: IndexPath(item: 0, section: Self.turnedHeaderSection)),
    ].compactMap { $0 }
  }

  /// The flow's attributes of an item; item 5 of section 1 turned −45°.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard var a = super.layoutAttributesForItem(at: indexPath) else { return nil }
    if indexPath == Self.turnedItem {
      a.transform3D = Transform3D(rotationAngle: Self.turnedItemAngle, x: 0, y: 0, z: 1)
    }
    return a
  }

  /// The flow's header or footer; section 1's header turned 45°.
  open override func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    guard var a = super.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) else {
      return nil
    }
    if kind == ElementKind.sectionHeader, indexPath.section == Self.turnedHeaderSection {
      // The seed's header is as wide as a phone; turned at the width of a wide terminal it
      // would be a band across the whole screen. It keeps a label's width, centred, and lies
      // under the items, so it covers none of them.
      let width = min(a.size.width, Self.turnedHeaderWidth)
      a.frame = Rect(
        x: (a.frame.midX - width / 2).rounded(.down), y: a.frame.minY, width: width,
        height: a.frame.height)
      a.transform3D = Transform3D(rotationAngle: Self.turnedHeaderAngle, x: 0, y: 0, z: 1)
      a.zIndex = -1
    }
    return a
  }

  /// The widest the turned header is: room for its label.
  public static let turnedHeaderWidth = 30.0

  /// A section's background, behind its items: from the first item's origin, as far from the
  /// right edge as that is from the left, down to the last item's bottom; none for a section
  /// without items.
  open override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    guard kind == Self.sectionBackgroundKind, let cv = collectionView,
      sections.indices.contains(indexPath.section)
    else { return nil }
    let count = sections[indexPath.section].count
    guard count > 0,
      let first = layoutAttributesForItem(at: IndexPath(item: 0, section: indexPath.section)),
      let last = layoutAttributesForItem(
        at: IndexPath(item: count - 1, section: indexPath.section))
    else { return nil }
    var a = LayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
    a.frame = Rect(
      x: first.frame.minX, y: first.frame.minY,
      width: max(0, cv.frameSize.width - 2 * first.frame.minX),
      height: last.frame.maxY - first.frame.minY)
    a.zIndex = -1
    return a
  }
}

/// A section's background block (the seed's `SimpleDecorationView`, blue there): one of two
/// muted colours, alternating by section so neighbouring sections read as separate blocks.
public final class SectionBackgroundView: CollectionReusableView {
  /// The colours of even and odd sections.
  public static let colors = [
    Color(red: 30, green: 44, blue: 72), Color(red: 56, green: 38, blue: 64),
  ]

  /// Creates a background.
  public required init() {
    super.init()
    backgroundColor = Self.colors[0]
  }

  /// Takes its section's colour.
  public override func apply(_ layoutAttributes: LayoutAttributes) {
    super.apply(layoutAttributes)
    backgroundColor = Self.colors[layoutAttributes.indexPath.section & 1]
  }
}
