// swift-tools-version: 6.1
// Programs built on TUICollectionView's public product only, as an app in its own package would
// be: `swift run --package-path Examples getting-started` (or `make examples`).
import PackageDescription

let package = Package(
  name: "Examples",
  products: [
    .executable(name: "getting-started", targets: ["GettingStarted"]),
    .executable(name: "spiral", targets: ["Spiral"]),
    .executable(name: "file-browser", targets: ["FileBrowser"]),
    .library(name: "SpiralLayout", targets: ["SpiralLayout"]),
  ],
  dependencies: [
    .package(name: "TUICollectionView", path: ".."),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
  ],
  targets: [
    .executableTarget(
      name: "GettingStarted",
      dependencies: [.product(name: "TUICollectionView", package: "TUICollectionView")]
    ),
    .target(
      name: "SpiralLayout",
      dependencies: [.product(name: "TUICollectionView", package: "TUICollectionView")]
    ),
    .executableTarget(name: "Spiral", dependencies: ["SpiralLayout"]),
    .target(
      name: "FileBrowserCore",
      dependencies: [.product(name: "TUICollectionView", package: "TUICollectionView")]
    ),
    .executableTarget(name: "FileBrowser", dependencies: ["FileBrowserCore"]),
    .testTarget(name: "SpiralLayoutTests", dependencies: ["SpiralLayout"]),
    .target(name: "ExampleTestSupport", path: "Tests/ExampleTestSupport"),
    .testTarget(
      name: "GettingStartedTests", dependencies: ["GettingStarted", "ExampleTestSupport"]),
    .testTarget(
      name: "FileBrowserTests",
      dependencies: [
        "FileBrowserCore", "ExampleTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
