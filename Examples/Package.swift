// swift-tools-version: 6.1
// Programs built on TUICollectionView's public product only, as an app in its own package would
// be: `swift run --package-path Examples getting-started` (or `make examples`).
import PackageDescription

let package = Package(
  name: "Examples",
  products: [
    .executable(name: "getting-started", targets: ["GettingStarted"]),
    .executable(name: "spiral", targets: ["Spiral"]),
    .library(name: "SpiralLayout", targets: ["SpiralLayout"]),
  ],
  dependencies: [.package(name: "TUICollectionView", path: "..")],
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
    .testTarget(name: "SpiralLayoutTests", dependencies: ["SpiralLayout"]),
    .testTarget(name: "GettingStartedTests", dependencies: ["GettingStarted"]),
  ],
  swiftLanguageModes: [.v6]
)
