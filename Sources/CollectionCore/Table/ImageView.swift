/// A table view cell's image (UIImageView, as far as a cell's image view goes): a symbol before
/// the text, in a tint.
public final class ImageView {
  /// The image; `nil` shows none.
  public var image: Image? { didSet { onChange?() } }
  /// The symbol's colour; `nil` is the tint colour.
  public var tintColor: Color? { didSet { onChange?() } }
  /// Tells the owner the image changed.
  var onChange: (() -> Void)?

  /// An empty image view.
  init() {}

  /// Puts what the app set into a content configuration.
  func apply(to configuration: inout ListContentConfiguration) {
    configuration.image = image
    if let tintColor { configuration.imageProperties.tintColor = tintColor }
  }
}
