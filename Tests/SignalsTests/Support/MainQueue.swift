import Dispatch

private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

/// Whether the caller runs on the main actor's queue. Under `swift test` on Linux a worker
/// thread services it, so `Thread.isMainThread` cannot say.
var isOnMainQueue: Bool {
  DispatchQueue.getSpecific(key: mainQueueKey) == true
}
