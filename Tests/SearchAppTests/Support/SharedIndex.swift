import SearchApp

/// The index of every named scalar, built once for the whole test run: building it is
/// the slow part, and every test reads it only.
let sharedIndex = ScalarIndex.build()

/// The named scalar at `value`, which the tests know has a name.
func named(_ value: UInt32) -> NamedScalar {
  NamedScalar(Unicode.Scalar(value)!)!
}
