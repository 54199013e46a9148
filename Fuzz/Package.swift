// swift-tools-version: 6.1
// The fuzzers: libFuzzer executables over the parsers that read outside input. A package
// of its own, so that building or testing Signals never sees `-sanitize=fuzzer`; build and
// run them with `.ci/fuzz` (see README.md).
import PackageDescription

let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// A fuzzer: an executable whose `LLVMFuzzerTestOneInput` libFuzzer's own `main` calls.
func fuzzer(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport"] + dependencies,
    swiftSettings: upcomingFeatures + [.unsafeFlags(["-parse-as-library"])]
  )
}

let package = Package(
  name: "SignalsFuzz",
  dependencies: [
    .package(name: "Signals", path: "..")
  ],
  targets: [
    .target(name: "FuzzSupport", swiftSettings: upcomingFeatures),
    fuzzer("KeyDecodingFuzzer", [.product(name: "TerminalHost", package: "Signals")]),
    fuzzer("KeyScriptFuzzer", [.product(name: "TerminalHost", package: "Signals")]),
    fuzzer("ProfileJSONFuzzer", [.product(name: "ProfileApp", package: "Signals")]),
    fuzzer("SearchQueryFuzzer", [.product(name: "SearchApp", package: "Signals")]),
  ],
  swiftLanguageModes: [.v6]
)
