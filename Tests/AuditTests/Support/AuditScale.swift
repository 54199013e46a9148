#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much work the audits do: the counts in a plain run, fewer under a sanitizer,
/// which makes each cycle and each send many times slower.
enum AuditScale {
  /// Whether this process runs under ThreadSanitizer or AddressSanitizer: each links a
  /// runtime whose entry point is then visible to the dynamic loader.
  static let isSanitized: Bool = ["__tsan_init", "__asan_init"].contains { (symbol: String) in
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol) != nil
  }

  /// Build/observe/dispose cycles per leak case: `AUDIT_CYCLES` if set, else 4,000, or 500
  /// under a sanitizer. The 100,000 is
  /// `AUDIT_CYCLES=100000 swift test --filter LeakAuditTests`: about 7 minutes in a debug
  /// build here, where 4,000 keep the whole audit within the test run's 30-second budget.
  static let leakCycles: Int = count(named: "AUDIT_CYCLES", plain: 4_000, sanitized: 500)

  /// Sends per thread in each stress case: `AUDIT_SENDS` if set, else 25,000, or 5,000
  /// under a sanitizer.
  static let sendsPerThread: Int = count(named: "AUDIT_SENDS", plain: 25_000, sanitized: 5_000)

  /// Threads sending at once in each stress case.
  static let threads = 4

  private static func count(named name: String, plain: Int, sanitized: Int) -> Int {
    if let text = getenv(name), let value = Int(String(cString: text)), value > 0 { return value }
    return isSanitized ? sanitized : plain
  }
}
