#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension KeyScript {
  /// Why a key script could not be loaded, in words for the person running the app.
  struct LoadingError: Error, CustomStringConvertible {
    /// What went wrong, naming the script.
    var description: String
    /// The status to exit with.
    var exitStatus: Int32
  }

  /// Reads and parses the script at `source`.
  static func load(from source: TerminalOptions.ScriptSource) -> Result<KeyScript, LoadingError> {
    let name: String
    let text: Result<String, ErrnoError>
    switch source {
    case .standardInput:
      name = "standard input"
      text = StandardStreams.readAll(STDIN_FILENO)
    case .file(let path):
      name = path
      let descriptor = open(path, O_RDONLY)
      if descriptor < 0 {
        text = .failure(ErrnoError(code: errno))
      } else {
        text = StandardStreams.readAll(descriptor)
        close(descriptor)
      }
    }
    switch text {
    case .failure(let error):
      return .failure(
        LoadingError(
          description: "cannot read the key script \(name): \(error)",
          exitStatus: ExitStatus.unreadableScript))
    case .success(let text):
      do {
        return .success(try KeyScript(parsing: text))
      } catch {
        return .failure(
          LoadingError(description: "\(name): \(error)", exitStatus: ExitStatus.badScript))
      }
    }
  }
}
