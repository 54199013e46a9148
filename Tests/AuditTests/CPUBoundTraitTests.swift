import OffThePool
import Testing

/// The `.cpuBound` trait the long tests rely on to leave Swift's cooperative pool free.
@Suite struct CPUBoundTraitTests {
  @Test(.cpuBound) func aSynchronousTestRunsOnTheKeptThreads() {
    #expect(CPUBoundTrait.threads.runsTheCurrentThread)
  }

  @Test(.cpuBound) func anAsyncTestStaysOnTheKeptThreadsAfterItSuspends() async {
    await Task.yield()
    #expect(CPUBoundTrait.threads.runsTheCurrentThread)
  }

  @Test func aTestWithoutTheTraitRunsElsewhere() {
    #expect(!CPUBoundTrait.threads.runsTheCurrentThread)
  }

  @Suite(.cpuBound) struct ASuiteWithTheTrait {
    @Test func passesItToEachOfItsTests() {
      #expect(CPUBoundTrait.threads.runsTheCurrentThread)
    }
  }
}
