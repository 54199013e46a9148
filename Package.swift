// swift-tools-version: 6.1
// Signals — build screens out of small parts that talk through signals.
// Licensed under the Apache License, Version 2.0: see LICENSE and NOTICE.
import PackageDescription

let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

// Only the hosts and the example apps need swift-argument-parser and FlyingFox; each use of
// them carries this condition, so a dependent that turns the default `Hosts` trait off
// (`traits: []`) and uses only Signals, SignalsTesting, Interactors and Flows fetches
// neither package. (The test targets' uses need none: SwiftPM never fetches a package for
// a dependency's tests.)
let hosts: TargetDependencyCondition? = .when(traits: ["Hosts"])
let argumentParser: Target.Dependency = .product(
  name: "ArgumentParser", package: "swift-argument-parser", condition: hosts)
let flyingFox: Target.Dependency = .product(
  name: "FlyingFox", package: "FlyingFox", condition: hosts)
let flyingSocks: Target.Dependency = .product(
  name: "FlyingSocks", package: "FlyingFox", condition: hosts)

let package = Package(
  name: "Signals",
  // The standard library's Synchronization module and typed-throws AsyncSequence need
  // these; Linux needs no declaration. Only Linux is built and tested here.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    // TerminalHost and WebHost need the default `Hosts` trait; the other four do not.
    .library(name: "Signals", targets: ["Signals"]),
    .library(name: "SignalsTesting", targets: ["SignalsTesting"]),
    .library(name: "Interactors", targets: ["Interactors"]),
    .library(name: "Flows", targets: ["Flows"]),
    .library(name: "TerminalHost", targets: ["TerminalHost"]),
    .library(name: "WebHost", targets: ["WebHost"]),
    // For the benchmark package's S14, which measures the search app's index and search,
    // and for the fuzz package, which fuzzes its query.
    .library(name: "SearchApp", targets: ["SearchApp"]),
    // For the fuzz package, which fuzzes the decoding of the service's JSON.
    .library(name: "ProfileApp", targets: ["ProfileApp"]),
    .executable(name: "tour", targets: ["Tour"]),
    .executable(name: "feedback", targets: ["FeedbackExample"]),
    .executable(name: "music", targets: ["MusicExample"]),
    .executable(name: "profile", targets: ["ProfileExample"]),
    .executable(name: "search", targets: ["SearchExample"]),
  ],
  traits: [
    .trait(
      name: "Hosts",
      description: """
        The terminal and web hosts and the example apps: brings in swift-argument-parser \
        and FlyingFox. A dependent that uses only Signals, SignalsTesting, Interactors and \
        Flows turns it off with `traits: []` and fetches neither.
        """),
    .default(enabledTraits: ["Hosts"]),
  ],
  dependencies: [
    // The command lines of the terminal host and the example apps; nothing below the
    // host depends on it.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The profile app's embedded HTTP server and the web host's server; only
    // ProfileServer and WebHost depend on it.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    // Random pipelines and scripts for the model-based operator tests; only SignalsTests
    // depends on it.
    .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
  ],
  targets: [
    .target(name: "Signals", swiftSettings: upcomingFeatures),
    .target(
      name: "SignalsTesting", dependencies: ["Signals", "Interactors"],
      swiftSettings: upcomingFeatures),
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
    // Lets the terminal host's UI loop service the main queue (see its header).
    .target(name: "CMainQueue"),
    .target(
      name: "TerminalHost",
      dependencies: [
        "Signals", "Flows", "CNCurses", "CTerminalRestore", "CMainQueue",
        argumentParser,
      ],
      swiftSettings: upcomingFeatures
    ),
    // The threads the two servers (WebHost's and ProfileServer's) run their tasks on.
    .target(
      name: "ServerThreads",
      dependencies: ["Signals"],
      swiftSettings: upcomingFeatures
    ),
    // The same pages in a browser: an HTTP and WebSocket server, and the page it serves.
    .target(
      name: "WebHost",
      dependencies: [
        "Signals", "Flows", "ServerThreads",
        flyingFox, flyingSocks,
        argumentParser,
      ],
      resources: [.copy("Static")],
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
    .target(
      name: "ProfileApp",
      dependencies: ["Signals", "Interactors", "Flows"],
      path: "Sources/Apps/ProfileApp",
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SearchApp",
      dependencies: ["Signals", "Flows"],
      path: "Sources/Apps/SearchApp",
      swiftSettings: upcomingFeatures
    ),
    // The profile app's embedded server and its dataset, for the `profile` executable and
    // the tests only. It serves through the web host's listening socket and connections.
    .target(
      name: "ProfileServer",
      dependencies: [
        "Signals", "ServerThreads", "WebHost",
        flyingFox,
      ],
      path: "Sources/Apps/ProfileServer",
      resources: [.copy("Dataset")],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "Tour",
      dependencies: [
        "Interactors", "Signals",
        argumentParser,
      ],
      path: "Sources/Examples/Tour",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "FeedbackExample",
      dependencies: [
        "FeedbackApp", "TerminalHost", "WebHost",
        argumentParser,
      ],
      path: "Sources/Examples/Feedback",
      exclude: ["README.md"],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "MusicExample",
      dependencies: [
        "Flows", "MusicApp", "Signals", "TerminalHost", "WebHost",
        argumentParser,
      ],
      path: "Sources/Examples/Music",
      exclude: ["README.md"],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "ProfileExample",
      dependencies: [
        "Flows", "Interactors", "ProfileApp", "ProfileServer", "Signals", "TerminalHost", "WebHost",
        argumentParser,
      ],
      path: "Sources/Examples/Profile",
      exclude: ["README.md"],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "SearchExample",
      dependencies: [
        "Flows", "SearchApp", "Signals", "TerminalHost", "WebHost",
        argumentParser,
      ],
      path: "Sources/Examples/Search",
      exclude: ["README.md"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SignalsTests",
      dependencies: [
        "OffThePool", "Signals", "SignalsTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "InteractorsTests",
      dependencies: ["Interactors", "OffThePool", "Signals", "SignalsTesting"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "FlowsTests",
      dependencies: ["Flows", "OffThePool", "Signals"],
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
      name: "ProfileAppTests",
      dependencies: [
        "ProfileApp", "ProfileServer", "Signals", "Interactors", "SignalsTesting", "Flows",
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SearchAppTests",
      dependencies: ["SearchApp", "Signals", "SignalsTesting", "Flows", "OffThePool"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "ProfileServerTests",
      dependencies: ["ProfileServer"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "WebHostTests",
      dependencies: [
        "WebHost", "Flows", "Interactors", "Signals", "SignalsTesting", "FeedbackApp", "MusicApp",
        .product(name: "FlyingSocks", package: "FlyingFox"),
        argumentParser,
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "TerminalHostTests",
      dependencies: [
        "TerminalHost", "Flows", "OffThePool", "Signals",
        argumentParser,
      ],
      swiftSettings: upcomingFeatures
    ),
    // The tour's paging, tested without a terminal.
    .testTarget(name: "TourTests", dependencies: ["Tour"], swiftSettings: upcomingFeatures),
    // Runs the built `feedback`, `music` (in tmux) and `tour`; `swift test` builds them first.
    .testTarget(
      name: "EndToEndTests", dependencies: ["OffThePool"], swiftSettings: upcomingFeatures),
    // Built with the tests, for EndToEndTests to run: a host app that reports which thread
    // main-thread work runs on.
    .executableTarget(
      name: "HostProbe",
      dependencies: ["Flows", "Signals", "TerminalHost"],
      path: "Tests/Fixtures/HostProbe",
      swiftSettings: upcomingFeatures
    ),
    // Threads of their own for the tests that compute or block for long, so that they do
    // not hold Swift's cooperative pool, which the async tests beside them need.
    .target(name: "OffThePool", path: "Tests/Support/OffThePool", swiftSettings: upcomingFeatures),
    // The leak and stress audits, across the library and the architecture layers.
    .testTarget(
      name: "AuditTests",
      dependencies: ["Flows", "Interactors", "OffThePool", "Signals", "SignalsTesting"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SignalsTestingTests",
      dependencies: ["Interactors", "Signals", "SignalsTesting"],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
