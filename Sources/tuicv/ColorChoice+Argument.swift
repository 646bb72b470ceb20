import ArgumentParser
import TUICollectionView

/// `--color`'s values: the modes and their aliases.
extension ColorChoice: ExpressibleByArgument {
  /// The choice a `--color` value names.
  public init?(argument: String) { self.init(name: argument) }
  /// Every value `--color` accepts.
  public static var allValueStrings: [String] { names }
}
