// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A path dependency is identified by its folder's name, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .lastPathComponent

// Benchmarks live in their own package so `make test` does not build the benchmark harness.
// Run them with `make bench` (swift package benchmark).
let package = Package(
  name: "TUICollectionViewBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "MorphBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CollectionCore", package: root),
        .product(name: "GlyphRaster", package: root),
        .product(name: "DemoApp", package: root),
      ],
      path: "Benchmarks/MorphBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "GridBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CollectionCore", package: root),
      ],
      path: "Benchmarks/GridBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "DiffableBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CollectionCore", package: root),
      ],
      path: "Benchmarks/DiffableBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Not benchmarks of the harness's kind: a page scroll walked on a manual clock, and a long
    // soak; both print their own figures.
    .executableTarget(
      name: "PageWalk",
      dependencies: [
        .product(name: "TUICollectionView", package: root),
        .product(name: "DemoApp", package: root),
      ],
      path: "Benchmarks/PageWalk"
    ),
    .executableTarget(
      name: "Soak",
      dependencies: [
        .product(name: "CollectionCore", package: root),
        .product(name: "GlyphRaster", package: root),
        .product(name: "DemoApp", package: root),
      ],
      path: "Benchmarks/Soak"
    ),
    // The first frame of a list of self-sizing rows, at a million and ten million items.
    .executableTarget(
      name: "EstimatedFirstFrame",
      dependencies: [.product(name: "TUICollectionView", package: root)],
      path: "Benchmarks/EstimatedFirstFrame"
    ),
    // Every layout of the demo at a million and ten million items, each run a process of its
    // own: the first frame, the frame after an insert at the start, the peak memory.
    .executableTarget(
      name: "LayoutScale",
      dependencies: ["BenchmarkSupport", .product(name: "DemoApp", package: root)],
      path: "Benchmarks/LayoutScale"
    ),
    // Every key of the key table on every layout at 10,000,000 items, alone and after keys that
    // moved focus and switched the layout: the slowest by process CPU time and the peak memory.
    .executableTarget(
      name: "KeySweep",
      dependencies: ["BenchmarkSupport", .product(name: "DemoApp", package: root)],
      path: "Benchmarks/KeySweep"
    ),
    // Random snapshots of the built demo: no crash and no hang, whatever the input.
    .executableTarget(
      name: "RandomSnapshots",
      dependencies: ["BenchmarkSupport", .product(name: "DemoApp", package: root)],
      path: "Benchmarks/RandomSnapshots"
    ),
    // Running the built demo as a process and reading its times and memory.
    .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
    // Expanding and collapsing a folder of 1,000 files in an outline of 100,000 nodes.
    .executableTarget(
      name: "OutlineToggle",
      dependencies: [.product(name: "TUICollectionView", package: root)],
      path: "Benchmarks/OutlineToggle"
    ),
    // What this machine charges any frame after a 16 ms sleep: the floor under the live figures.
    .executableTarget(name: "MachineFloor", path: "Benchmarks/MachineFloor"),
  ],
  swiftLanguageModes: [.v6]
)
