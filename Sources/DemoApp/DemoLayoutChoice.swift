import CollectionCore

/// The layouts the demo switches between with Tab, in order.
public enum DemoLayoutChoice: String, CaseIterable, Sendable {
  /// Seed 000's circle layout with the clock hand.
  case circle
  /// Seed 000's flow layout, scrolling vertically.
  case flow
  /// The same flow layout scrolling horizontally.
  case flowHorizontal = "flow-horizontal"

  /// The name in the segmented control and the status bar.
  public var title: String {
    switch self {
    case .circle: "Circle"
    case .flow: "Flow"
    case .flowHorizontal: "Flow ↔"
    }
  }

  /// The next layout (Tab).
  public var next: DemoLayoutChoice {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// The previous layout (Shift-Tab).
  public var previous: DemoLayoutChoice {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
  }

  /// A fresh layout object for this choice.
  func makeLayout(minuteOfHour: @escaping () -> Int) -> CollectionViewLayout {
    switch self {
    case .circle:
      let circle = CircleLayout()
      circle.minuteOfHour = minuteOfHour
      return circle
    case .flow:
      return AnimatedFlowLayout()
    case .flowHorizontal:
      let flow = AnimatedFlowLayout()
      flow.scrollDirection = .horizontal
      return flow
    }
  }
}
