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
    .library(name: "TerminalHost", targets: ["TerminalHost"]),
    .executable(name: "tour", targets: ["Tour"]),
    .executable(name: "feedback", targets: ["FeedbackExample"]),
    .executable(name: "music", targets: ["MusicExample"]),
  ],
  targets: [
    .target(name: "Signals", swiftSettings: upcomingFeatures),
    .target(name: "SignalsTesting", dependencies: ["Signals"], swiftSettings: upcomingFeatures),
    .target(name: "Interactors", dependencies: ["Signals"], swiftSettings: upcomingFeatures),
    .target(name: "Flows", dependencies: ["Signals"], swiftSettings: upcomingFeatures),
    .systemLibrary(
      name: "CNCurses",
      // No `pkgConfig: "ncursesw"`: its Cflags are -D flags, which SwiftPM refuses with a
      // warning on every build; shim.h defines what ncurses needs and module.modulemap
      // links ncursesw (on Debian a linker script that brings libtinfo along).
      providers: [.apt(["libncurses-dev"])]
    ),
    .target(name: "CTerminalRestore"),
    .target(
      name: "TerminalHost",
      dependencies: ["Signals", "Flows", "CNCurses", "CTerminalRestore"],
      swiftSettings: upcomingFeatures
    ),
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
    .executableTarget(
      name: "FeedbackExample",
      dependencies: ["FeedbackApp", "TerminalHost"],
      path: "Sources/Examples/Feedback",
      exclude: ["README.md"],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "MusicExample",
      dependencies: ["Flows", "MusicApp", "Signals", "TerminalHost"],
      path: "Sources/Examples/Music",
      exclude: ["README.md"],
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
      name: "TerminalHostTests",
      dependencies: ["TerminalHost", "Flows", "Signals"],
      swiftSettings: upcomingFeatures
    ),
    // Starts the built `feedback` and `music` in tmux; `swift test` builds them first.
    .testTarget(name: "EndToEndTests", swiftSettings: upcomingFeatures),
    .testTarget(
      name: "SignalsTestingTests",
      dependencies: ["Signals", "SignalsTesting"],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
