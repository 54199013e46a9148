import Signals

extension TourSection {
  static let operators = TourSection(
    title: "Operators",
    explanation: """
      Operators derive new signals and leave the original untouched: filter, scan and map \
      make a running total; combineLatest pairs the latest values of two signals.
      """
  ) {
    let (taps, user) = Signal<Int, Never>.pipe()
    taps.filter { $0 > 0 }.scan(0, +).map { "total: \($0)" }.observeValues(received)

    step("user.emit(2)")
    user.emit(2)
    step("user.emit(-1)   // filtered out")
    user.emit(-1)
    step("user.emit(3)")
    user.emit(3)

    let (names, nameEmitter) = Signal<String, Never>.pipe()
    let (ages, ageEmitter) = Signal<Int, Never>.pipe()
    names.combineLatest(with: ages).observeValues { received("combineLatest: \($0), \($1)") }
    step(#"nameEmitter.emit("Ada")   // nothing yet: no age"#)
    nameEmitter.emit("Ada")
    step("ageEmitter.emit(36)")
    ageEmitter.emit(36)
    step(#"nameEmitter.emit("Grace")"#)
    nameEmitter.emit("Grace")
  }
}
