// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so `make test` does not build the benchmark harness.
// Run them with `make bench` (swift package benchmark).
let package = Package(
  name: "TUICollectionViewBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "MorphBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CollectionCore", package: "TUICollectionView"),
        .product(name: "GlyphRaster", package: "TUICollectionView"),
        .product(name: "DemoApp", package: "TUICollectionView"),
      ],
      path: "Benchmarks/MorphBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
