/// How strictly an ``InteractorTester`` holds a test to the interactor's outputs, as
/// TCA's `TestStore.exhaustivity` does.
///
/// ```swift
/// tester.exhaustivity = .off(showSkippedAssertions: true)
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every view model and effect must be expected, in order, and no effect may still run
  /// at the end. The default.
  case on

  /// The test states only what it cares about. Each expectation takes the first output
  /// that matches it and skips those before; outputs left unexpected and effects still
  /// running at the end are not failures. With `showSkippedAssertions`, each skip is
  /// reported through ``InteractorTester/reportSkipped`` — by default as a known issue,
  /// listed without failing the test.
  case off(showSkippedAssertions: Bool)
}
