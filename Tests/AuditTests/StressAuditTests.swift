import OffThePool
import Testing

/// Every stateful operator fed by ``AuditScale/threads`` threads sending
/// ``AuditScale/sendsPerThread`` values each: it delivers exactly the events it accepted,
/// one at a time, in each thread's order. CI also runs it under ThreadSanitizer.
@Suite(.cpuBound, .serialized) struct StressAuditTests {
  @Test(arguments: StressCase.all)
  func concurrentSendsAreDeliveredSeriallyAndInEachThreadsOrder(_ stress: StressCase) {
    stress.run(AuditScale.threads, AuditScale.sendsPerThread)
  }
}
