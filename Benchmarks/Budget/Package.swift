// swift-tools-version: 6.1
// The benchmark scenarios' Signals paths, run a fixed number of times under callgrind by
// Scripts/check.py: instruction and malloc counts per event that CI holds to the budgets in
// budgets.json. A package of its own, like Benchmarks/, so that building Signals never
// builds it; it needs nothing but Signals and Interactors.
import PackageDescription

let package = Package(
  name: "Budget",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "Signals", path: "../..", traits: [])],
  targets: [
    .executableTarget(
      name: "Budget",
      dependencies: [
        .product(name: "Signals", package: "Signals"),
        .product(name: "Interactors", package: "Signals"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
