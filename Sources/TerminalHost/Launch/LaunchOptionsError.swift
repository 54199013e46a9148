/// A command line an app cannot run with, in words for its user.
///
/// Apps print it with the usage and exit with status 64 (`EX_USAGE`).
public struct LaunchOptionsError: Error, Hashable, CustomStringConvertible {
  /// What is wrong.
  public var description: String

  /// Creates an error saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}
