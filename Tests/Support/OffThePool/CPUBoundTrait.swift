import Testing

/// A trait that runs a test, or every test of a suite, on threads kept for CPU-bound
/// tests instead of on Swift's cooperative pool.
///
/// Give it to a test that computes for long (100,000 cycles, ten thousand random cases, a
/// Unicode index) or blocks while threads of its own work, as in a stress test of
/// concurrent sends. Unlike a bare `Thread`, it keeps the test's task: an `#expect` in the
/// body is still that test's, with its name.
public struct CPUBoundTrait: TestTrait, SuiteTrait, TestScoping {
  /// Two threads, as many as the build machines have cores: CPU-bound tests wait for one
  /// another there, not the async tests beside them.
  public static let threads = DedicatedThreads(count: 2, name: "CPU-bound tests")

  /// A suite's trait applies to each of its tests.
  public var isRecursive: Bool { true }

  /// Runs each test case (not the suite around them) with the kept threads as its task
  /// executor preference, so its synchronous body and each of its async steps run there.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    try await withTaskExecutorPreference(Self.threads) { try await function() }
  }
}

extension Trait where Self == CPUBoundTrait {
  /// Runs the test, or each test of the suite, on threads kept for CPU-bound tests, off
  /// Swift's cooperative pool (see ``CPUBoundTrait``).
  public static var cpuBound: Self { CPUBoundTrait() }
}
