/// Where a boundary supplementary item sits on its section (NSRectAlignment).
public enum RectAlignment: Hashable, Sendable {
  /// Nowhere in particular: over the section's top edge, centred.
  case none
  /// Above the section, centred across it (a header).
  case top
  /// Above the section, at its leading edge.
  case topLeading
  /// Over the section's leading edge, centred vertically.
  case leading
  /// Below the section, at its leading edge.
  case bottomLeading
  /// Below the section, centred across it (a footer).
  case bottom
  /// Below the section, at its trailing edge.
  case bottomTrailing
  /// Over the section's trailing edge, centred vertically.
  case trailing
  /// Above the section, at its trailing edge.
  case topTrailing

  /// Whether it sits above the section.
  var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
  /// Whether it sits below the section.
  var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
  /// Whether it hugs the leading edge.
  var isLeading: Bool { self == .topLeading || self == .leading || self == .bottomLeading }
  /// Whether it hugs the trailing edge.
  var isTrailing: Bool { self == .topTrailing || self == .trailing || self == .bottomTrailing }
}
