import FuzzSupport
import SearchApp

/// A small index, built once: the search app's index of the whole code space takes a
/// fraction of a second to build and a millisecond or so to search, and the fuzzer wants
/// many thousands of searches a second. Latin, Greek, arrows and symbols keep names with
/// hyphens, digits and aliases (the C0 and C1 controls have only aliases).
private let index = ScalarIndex(
  [0x0000...0x03FF, 0x2190...0x21FF, 0x2600...0x26FF].joined().compactMap { value in
    Unicode.Scalar(UInt32(value)).flatMap(NamedScalar.init)
  })

/// Fuzzes `SearchQuery`, the reader of what the user types in the search app, and the
/// search it drives.
///
/// The query keeps every scalar the user typed but whitespace, lowercased for words; a
/// search returns at most its limit of matches, never more than its total, every match
/// holding every word, and a pattern that is not a regular expression is a typed error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSearchQuery(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let text = String(decoding: fuzzInput(start, count), as: UTF8.self)
  let query = SearchQuery(text)
  checkQuery(query, of: text)
  let limit = 20
  switch index.search(text, limit: limit) {
  case .success(let results):
    check(results.matches.count <= min(limit, results.total), "at most the limit, of the total") {
      "\(text.debugDescription) → \(results.matches.count) of \(results.total)"
    }
    guard case .words(let words) = query else { break }
    for match in results.matches {
      let names = [match.name, match.alias].compactMap { $0?.lowercased() }
      check(
        words.allSatisfy { word in names.contains { $0.contains(word) } }, "a match has every word"
      ) {
        "\(text.debugDescription) → \(match.row)"
      }
    }
  case .failure(.invalidPattern(let pattern, let reason)):
    check(query == .pattern(pattern) && !reason.isEmpty, "only a pattern is invalid, with a reason")
    {
      "\(text.debugDescription) → \(pattern.debugDescription): \(reason)"
    }
  }
  return 0
}

private func checkQuery(_ query: SearchQuery, of text: String) {
  // What the user typed, without whitespace: what the query must keep.
  func typed(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isWhitespace }))
  }
  let kept = typed(text)
  switch query {
  case .blank:
    check(["", "/", "//"].contains(kept), "a blank query has nothing typed") {
      text.debugDescription
    }
  case .words(let words):
    check(words.allSatisfy { !$0.isEmpty && typed($0) == $0 }, "words are words") { "\(words)" }
    check(words.joined() == typed(text.lowercased()), "the words keep what was typed") {
      "\(text.debugDescription) → \(words)"
    }
  case .pattern(let pattern):
    check(!pattern.isEmpty, "a pattern is not empty") { text.debugDescription }
    let written = "/" + typed(pattern)
    check(kept == written || kept == written + "/", "the pattern keeps what was typed") {
      "\(text.debugDescription) → \(pattern.debugDescription)"
    }
  }
}
