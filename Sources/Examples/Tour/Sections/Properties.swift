import Signals

extension TourSection {
  static let properties = TourSection(
    title: "Properties",
    explanation: """
      A MutableProperty holds a current value: observeValues starts with it, then every \
      change follows. A read-only Property views it, and map derives another.
      """
  ) {
    let volume = MutableProperty(5)
    let label = Property(volume).map { "volume \($0)" }

    step("volume.observeValues { … }   // starts with the current value")
    volume.observeValues { received("observer sees \($0)") }
    step("volume.value = 7")
    volume.value = 7
    step("volume.modify { $0 += 1 }   // read and write atomically")
    volume.modify { $0 += 1 }
    step("label.value")
    received(label.value)
  }
}
