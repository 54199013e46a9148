// Runs one scenario's events inside `measuredRegion`, the only code callgrind counts:
//
//     Budget <scenario> <events>
//     Budget node-bytes <nodes>     (see Inspected.swift)
//
// Scripts/check.py runs each scenario twice, with N and 2N events, and divides the
// difference by N, so what a run does once — building the pipeline, starting up — drops out.

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "node-bytes", let nodes = Int(arguments.last!) {
  print(bytesPerInspectedNode(nodes))
  exit(0)
}
let every = scenarios.merging(inspectedScenarios) { first, _ in first }
guard arguments.count == 2, let events = Int(arguments.last!), events > 0,
  let scenario = every[arguments.first!]
else {
  print(
    "usage: Budget <scenario> <events>, or Budget node-bytes <nodes>; scenarios: "
      + "\(every.keys.sorted())")
  exit(64)
}
let sink = Sink()
scenario(events, sink)
print(sink.total)
