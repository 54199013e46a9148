import Signals

/// S1 and S13 with an inspector recording their pipelines: what `--inspect` costs per
/// event (`Scripts/inspected.py` compares them with S1 and S13). The flood sampling of
/// the timeline is part of it, since every event comes in the same tenth of a second.
let inspectedScenarios: [String: Scenario] = [
  "S1i": { events, sink in inspected { chain(events: events, sink: sink) } },
  "S13i": { events, sink in inspected { interactorCommand(events: events, sink: sink) } },
]

/// Runs `body` with an inspector started for the whole process.
private func inspected(_ body: () -> Void) {
  let inspector = Inspector()
  inspector.start()
  body()
  inspector.stop()
  withExtendedLifetime(inspector) {}
}

/// The memory one recorded node costs: `nodes` pipes made with an inspector recording,
/// less the same made without, divided by `nodes`; measured as resident memory, in pages,
/// so `nodes` must be large (10,000 make tens of megabytes).
func bytesPerInspectedNode(_ nodes: Int) -> Int {
  func growth(_ build: () -> [Signal<Int, Never>]) -> (Int, [Signal<Int, Never>]) {
    let before = residentBytes()
    let built = build()
    return (residentBytes() - before, built)
  }
  let pipes = { (0..<nodes).map { _ in Signal<Int, Never>.pipe().0 } }
  let (plain, kept) = growth(pipes)
  let inspector = Inspector()
  let (recorded, keptToo) = growth { inspector.record(pipes) }
  withExtendedLifetime((kept, keptToo, inspector)) {}
  return (recorded - plain) / nodes
}

/// The process's resident memory, from `/proc/self/statm` (Linux).
private func residentBytes() -> Int {
  guard let file = fopen("/proc/self/statm", "r") else { return 0 }
  defer { fclose(file) }
  var size = 0
  var resident = 0
  let read = withUnsafeMutablePointer(to: &size) { size in
    withUnsafeMutablePointer(to: &resident) { resident in
      withVaList([size, resident]) { vfscanf(file, "%ld %ld", $0) }
    }
  }
  guard read == 2 else { return 0 }
  return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
}
