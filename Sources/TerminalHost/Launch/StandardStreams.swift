#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reading and writing the standard streams without Foundation.
enum StandardStreams {
  /// Writes `text` to standard error, unbuffered, as messages about a failed start are.
  static func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeMutableBytes {
        write(STDERR_FILENO, $0.baseAddress, $0.count)
      }
      guard result > 0 else { return }
      written += result
    }
    bytes.removeAll()
  }

  /// Everything `descriptor` holds until its end, as UTF-8 text (invalid bytes become
  /// "�"), or the `errno` of the failed read.
  static func readAll(_ descriptor: Int32) -> Result<String, ErrnoError> {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return .success(String(decoding: bytes, as: UTF8.self)) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(ErrnoError(code: errno))
      }
      bytes += buffer[..<count]
    }
  }
}

/// A failed system call's `errno`, described as `strerror` does.
struct ErrnoError: Error, CustomStringConvertible {
  /// The `errno` value.
  var code: Int32

  var description: String { String(cString: strerror(code)) }
}
