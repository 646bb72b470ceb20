import TUICollectionView

/// A switch as a list row's accessory (UISwitch, as far as a row of text has one): a green knob
/// at the right when on, a grey one at the left when off.
final class SwitchView: View {
  /// Whether it is on.
  var isOn = false {
    didSet { show() }
  }

  /// A switch, off.
  required init() {
    super.init()
    show()
  }

  /// Three columns, whatever the proposal.
  override func sizeThatFits(_ size: Size) -> Size { Size(width: 3, height: size.height) }

  private func show() {
    text = isOn ? "━━●" : "○━━"
    textColor = isOn ? .systemGreen : .systemGray
    isBold = isOn
  }
}
