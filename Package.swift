// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "TUICollectionView",
  products: [
    .library(name: "TUICollectionView", targets: ["TUICollectionView"]),
    .library(name: "CollectionCore", targets: ["CollectionCore"]),
    .library(name: "GlyphRaster", targets: ["GlyphRaster"]),
    .library(name: "DemoApp", targets: ["DemoApp"]),
    .executable(name: "tuicv", targets: ["tuicv"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    // `make docs`: the DocC catalogs as static HTML.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // No pkgConfig: SwiftPM would drop ncursesw.pc's -D flags with a warning on every build.
    // The module map links ncursesw (on Debian a linker script that adds tinfo), the headers are
    // in the default include path, and shim.h says to install libncurses-dev when they are not.
    .systemLibrary(name: "CNcurses"),
    .target(name: "CollectionCore"),
    .target(name: "GlyphRaster", dependencies: ["CollectionCore"]),
    .target(name: "NcursesScreen", dependencies: ["CNcurses", "CollectionCore", "GlyphRaster"]),
    .target(
      name: "TUICollectionView", dependencies: ["CollectionCore", "GlyphRaster", "NcursesScreen"]),
    // A target names every module of ours it sees, the ones TUICollectionView re-exports too:
    // SwiftPM rebuilds a target only when the modules it names change, so a class that gained a
    // stored property in CollectionCore (its module rewritten, TUICollectionView's not) left the
    // demo compiled against the old layout, and it crashed (.ci/check-layout-change).
    .target(
      name: "DemoApp",
      dependencies: ["TUICollectionView", "CollectionCore", "GlyphRaster", "NcursesScreen"]),
    .executableTarget(
      name: "tuicv",
      dependencies: [
        "DemoApp", "TUICollectionView", "CollectionCore", "GlyphRaster", "NcursesScreen",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Shared by every test target: fixtures, settle helpers, picture assertions. It uses the demo,
    // so it and the test targets on it name all of our modules (see DemoApp above).
    .target(
      name: "TestSupport",
      dependencies: [
        "CollectionCore", "GlyphRaster", "NcursesScreen", "TUICollectionView", "DemoApp",
      ],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "CollectionCoreTests",
      dependencies: [
        "CollectionCore", "TestSupport", "GlyphRaster", "NcursesScreen", "TUICollectionView",
        "DemoApp",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "GlyphRasterTests",
      dependencies: [
        "GlyphRaster", "CollectionCore", "TestSupport", "NcursesScreen", "TUICollectionView",
        "DemoApp",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "DemoAppTests",
      dependencies: [
        "DemoApp", "GlyphRaster", "CollectionCore", "TestSupport", "TUICollectionView",
        "NcursesScreen",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(name: "NcursesScreenTests", dependencies: ["NcursesScreen"]),
    .testTarget(name: "EndToEndTests", dependencies: []),
  ],
  swiftLanguageModes: [.v6]
)
