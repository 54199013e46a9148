import Foundation
import ProfileApp
import Testing

/// Every service error reads as a sentence a user understands.
@Suite struct ServiceErrorTests {
  @Test(arguments: [
    (
      ServiceError.cannotConnect(address: "127.0.0.1:9"),
      "No server answers at 127.0.0.1:9 — is it running?"
    ),
    (
      .unreachable(host: "jsonplaceholder.example"),
      "jsonplaceholder.example cannot be reached — check the address and the network."
    ),
    (
      .connectionClosed(path: "/users/3/posts"),
      "The server closed the connection before answering /users/3/posts."
    ),
    (.httpStatus(code: 500, path: "/users"), "The server answered 500 (internal server error)."),
    (.httpStatus(code: 503, path: "/users"), "The server answered 503 (service unavailable)."),
    (
      .httpStatus(code: 404, path: "/users/42"),
      "The server answered 404 (not found): it has nothing at /users/42."
    ),
    (.timedOut(after: .seconds(10)), "The server took longer than 10 s to answer."),
    (.timedOut(after: .milliseconds(1_500)), "The server took longer than 1.5 s to answer."),
    (
      .unexpectedAnswer(path: "/users/3", reason: "address.geo has no “lat”"),
      "The server's answer for /users/3 is not what the app expects: address.geo has no “lat”."
    ),
    (
      .failed(reason: "The operation could not be completed."),
      "The request failed: The operation could not be completed."
    ),
  ])
  func messageIsASentence(error: ServiceError, message: String) {
    #expect(error.message == message)
  }

  @Test func localizedDescriptionIsTheMessage() {
    let error: any Error = ServiceError.timedOut(after: .seconds(10))
    #expect(error.localizedDescription == "The server took longer than 10 s to answer.")
  }

  @Test func aStatusWithoutAKnownPhraseStillNamesItsCode() {
    #expect(
      ServiceError.httpStatus(code: 418, path: "/users").message.hasPrefix(
        "The server answered 418 ("))
  }
}
