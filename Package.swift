// swift-tools-version: 6.1
import PackageDescription

let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Signals",
  products: [
    .library(name: "Signals", targets: ["Signals"]),
    .library(name: "SignalsTesting", targets: ["SignalsTesting"]),
    .library(name: "Interactors", targets: ["Interactors"]),
    .library(name: "Flows", targets: ["Flows"]),
    .executable(name: "tour", targets: ["Tour"]),
  ],
  targets: [
    .target(name: "Signals", swiftSettings: upcomingFeatures),
    .target(name: "SignalsTesting", dependencies: ["Signals"], swiftSettings: upcomingFeatures),
    .target(name: "Interactors", dependencies: ["Signals"], swiftSettings: upcomingFeatures),
    .target(name: "Flows", dependencies: ["Signals"], swiftSettings: upcomingFeatures),
    .target(
      name: "FeedbackApp",
      dependencies: ["Signals", "Interactors", "Flows"],
      path: "Sources/Apps/FeedbackApp",
      exclude: ["README.md"],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "MusicApp",
      dependencies: ["Signals", "Flows"],
      path: "Sources/Apps/MusicApp",
      exclude: ["README.md"],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "Tour",
      dependencies: ["Signals", "FeedbackApp"],
      path: "Sources/Examples/Tour",
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SignalsTests",
      dependencies: ["Signals", "SignalsTesting"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "InteractorsTests",
      dependencies: ["Interactors", "Signals", "SignalsTesting"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "FlowsTests",
      dependencies: ["Flows", "Signals"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "FeedbackAppTests",
      dependencies: ["FeedbackApp", "Flows", "Interactors", "Signals"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "MusicAppTests",
      dependencies: ["MusicApp", "Flows"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SignalsTestingTests",
      dependencies: ["Signals", "SignalsTesting"],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
