#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Stops the fuzzer on a broken property: prints what broke and aborts, so that libFuzzer
/// reports a crash and writes the input that broke it to a `crash-…` file.
///
/// A `precondition` would be compiled out of an `-Ounchecked` build and prints less; this
/// always runs and says which property, for which input.
///
/// ```swift
/// check(keys.count <= bytes.count, "more keys than bytes") { "\(bytes) → \(keys)" }
/// ```
///
/// - Parameters:
///   - condition: The property, which must hold.
///   - property: What the property says, in a few words.
///   - details: What the input and the outcome were, evaluated only when the property fails.
public func check(
  _ condition: Bool, _ property: StaticString, _ details: () -> String = { "" }
) {
  guard !condition else { return }
  let message = "property broken: \(property)\n\(details())\n"
  var bytes = Array(message.utf8)
  _ = write(STDERR_FILENO, &bytes, bytes.count)
  abort()
}

/// The input libFuzzer passes to `LLVMFuzzerTestOneInput`, as bytes.
///
/// - Parameters:
///   - start: The first byte; may be a dangling pointer when `count` is 0.
///   - count: How many bytes.
/// - Returns: A copy of the bytes.
public func fuzzInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
  guard let start, count > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: start, count: count))
}
