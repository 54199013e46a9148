import ServerThreads

extension ThreadPoolExecutor {
  /// Where the web server's tasks run (see ``ThreadPoolExecutor``).
  static let web = ThreadPoolExecutor(name: "WebServer", threadCount: 4)
}
