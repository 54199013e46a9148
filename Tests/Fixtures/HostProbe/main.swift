// A terminal-host app for the end-to-end tests only: from another thread, it asks each
// way a UI toolkit's code runs on the main thread to update a line of the page, and each
// line says whether it ran on the main thread. `q` quits.
import Dispatch
import Flows
import Foundation
import Signals
import TerminalHost

/// The page's lines, one per way of getting onto the main thread.
enum Probe {
  static let ways = ["MainScheduler", "DispatchQueue.main", "@MainActor task", "host.scheduler"]
  static let lines = ways.map { MutableProperty("\($0): waiting") }

  static func report(_ index: Int) {
    let thread = Thread.isMainThread ? "main thread" : "other thread"
    lines[index].value = "\(ways[index]): ran on the \(thread)"
  }
}

let host = TerminalHost()
host.push(
  Page(
    title: "Main thread",
    elements: Probe.lines.enumerated().map { index, line in
      .text(Property(line), id: "line\(index)")
    }))

let scheduler = host.scheduler
DispatchQueue.global().async {
  MainScheduler().schedule { Probe.report(0) }
  DispatchQueue.main.async { Probe.report(1) }
  Task { @MainActor in Probe.report(2) }
  scheduler.schedule { Probe.report(3) }
}

exit(host.run(program: "HostProbe", arguments: CommandLine.arguments.dropFirst()).exitStatus)
