import Foundation
import ProfileApp
import Signals
import Testing

/// Interrupting a run of the service's producers cancels its request.
@Suite struct HTTPProfileServiceInterruptionTests {
  @Test func interruptingARunningRequestClosesItsConnection() async throws {
    let server = try RawServer(.neverAnswers)
    // A timeout that cannot end the run before the test interrupts it, however loaded the
    // machine; the server gives up on the connection after three minutes anyway, a bound
    // that only ends a failing run (under AddressSanitizer beside the suite, the close
    // once took more than a minute, and 18 s in a run here).
    let service = HTTPProfileService(baseURL: server.baseURL, timeout: .seconds(120))
    let events = Locked<[String]>.make([])
    let run = service.users().start { event in
      let name: String
      switch event {
      case .value: name = "value"
      case .failed(let error): name = "failed: \(error)"
      case .completed: name = "completed"
      case .interrupted: name = "interrupted"
      }
      events.withLock { $0.append(name) }
    }
    var requests = server.requests.makeAsyncIterator()
    let requestArrived = await requests.next() != nil
    run.dispose()
    var closures = server.clientClosures.makeAsyncIterator()
    let closedByClient = await closures.next()
    server.stop()
    #expect(requestArrived)
    #expect(closedByClient == true)
    // Interrupted synchronously by dispose; the cancelled request's error is ignored.
    #expect(events.withLock { $0 } == ["interrupted"])
  }
}
