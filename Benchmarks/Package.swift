// swift-tools-version: 6.1
// The benchmark suite: a package of its own, so that building or testing Signals never
// builds it. Run it from this folder with `swift package benchmark` (see README.md).
import PackageDescription

let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "SignalsBenchmarks",
  dependencies: [
    .package(name: "Signals", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // The practical limit: closures in an array, called across a module boundary.
    .target(name: "Reference", swiftSettings: upcomingFeatures),
    .executableTarget(
      name: "Comparison",
      dependencies: [
        .product(name: "Signals", package: "Signals"),
        .product(name: "Interactors", package: "Signals"),
        .product(name: "SearchApp", package: "Signals"),
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        "Reference",
      ],
      path: "Benchmarks/Comparison",
      swiftSettings: upcomingFeatures,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
