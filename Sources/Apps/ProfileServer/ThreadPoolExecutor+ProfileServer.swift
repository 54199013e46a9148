import ServerThreads

extension ThreadPoolExecutor {
  /// Where the embedded server's tasks run (see ``ThreadPoolExecutor``).
  static let profileServer = ThreadPoolExecutor(name: "ProfileServer", threadCount: 4)
}
