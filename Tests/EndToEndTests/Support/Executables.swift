import Foundation

/// The apps under test, as `swift build` or `swift test` built them.
enum Executables {
  /// The directory of the test binary, which is where SwiftPM puts the products it built
  /// with it — also under `--scratch-path` or `--sanitize`.
  static let directory: URL = {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return testBinary.deletingLastPathComponent()
  }()

  /// The path of the executable product `name`, failing with what to do when it is not
  /// built.
  static func path(_ name: String) throws -> String {
    let path = directory.appendingPathComponent(name).path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw EndToEndError(
        "\(path) is not built; `swift test` builds it, or run `swift build --product \(name)`")
    }
    return path
  }
}

/// A failed end-to-end check, with what the user would have seen.
struct EndToEndError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
