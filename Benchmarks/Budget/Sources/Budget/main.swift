// Runs one scenario's events inside `measuredRegion`, the only code callgrind counts:
//
//     Budget <scenario> <events>
//
// Scripts/check.py runs each scenario twice, with N and 2N events, and divides the
// difference by N, so what a run does once — building the pipeline, starting up — drops out.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let events = Int(arguments.last!), events > 0,
  let scenario = scenarios[arguments.first!]
else {
  print("usage: Budget <scenario> <events>; scenarios: \(scenarios.keys.sorted())")
  exit(64)
}
let sink = Sink()
scenario(events, sink)
print(sink.total)
