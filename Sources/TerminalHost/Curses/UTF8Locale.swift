#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The character encoding ncurses reads and writes, set from the environment.
enum UTF8Locale {
  /// Takes the locale from the environment and makes sure its characters are UTF-8,
  /// falling back on `C.UTF-8` when the environment's locale is not (it is often plain
  /// `C` in containers), so that wide characters are drawn and typed correctly.
  ///
  /// - Returns: Whether characters are UTF-8 now.
  @discardableResult
  static func activate() -> Bool {
    setlocale(LC_ALL, "")
    if isActive { return true }
    for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
      if isActive { return true }
    }
    return false
  }

  private static var isActive: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}
