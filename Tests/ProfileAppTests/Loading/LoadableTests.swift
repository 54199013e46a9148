import ProfileApp
import Testing

@Suite struct LoadableTests {
  @Test func theValueIsShownWhileLoadedOrRefreshing() {
    #expect(Loadable.loaded(1).value == 1)
    #expect(Loadable.refreshing(1).value == 1)
    #expect(Loadable<Int>.loading.value == nil)
    #expect(Loadable<Int>.failed("down").value == nil)
  }

  @Test func loadingAndRefreshingHaveARequestInFlight() {
    #expect(Loadable<Int>.loading.isLoading)
    #expect(Loadable.refreshing(1).isLoading)
    #expect(!Loadable.loaded(1).isLoading)
    #expect(!Loadable<Int>.idle.isLoading)
  }

  @Test func onlyALoadedEmptyListIsEmpty() {
    #expect(Loadable<[Int]>.loaded([]).isEmpty)
    #expect(!Loadable<[Int]>.loaded([1]).isEmpty)
    #expect(!Loadable<[Int]>.loading.isEmpty)
  }

  @Test func aFailureKeepsItsMessage() {
    #expect(Loadable<Int>.failed("down").failure == "down")
    #expect(Loadable.loaded(1).failure == nil)
  }
}
