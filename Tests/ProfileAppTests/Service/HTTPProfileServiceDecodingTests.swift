import Foundation
import ProfileApp
import Testing

/// Decoding an answer's body, without a server: the value, or an unexpected answer that
/// says where and how the JSON differs.
@Suite struct HTTPProfileServiceDecodingTests {
  private func decode<Value: Decodable>(
    _ type: Value.Type, _ json: String, path: String = "/posts/2"
  ) -> Result<Value, ServiceError> {
    HTTPProfileService.decodeAnswer(type, from: Data(json.utf8), path: path)
  }

  @Test func jsonOfTheExpectedShapeIsTheValue() throws {
    let json = #"{"userId": 1, "id": 2, "title": "Hi", "body": "Hello."}"#
    #expect(
      try decode(Post.self, json).get() == Post(userId: 1, id: 2, title: "Hi", body: "Hello."))
  }

  @Test func aMissingKeyIsNamedWithThePath() {
    let result = decode(Post.self, #"{"userId": 1, "id": 2, "title": "Hi"}"#)
    #expect(
      result.failure == .unexpectedAnswer(path: "/posts/2", reason: "the answer has no “body”"))
    #expect(
      result.failure?.message
        == "The server's answer for /posts/2 is not what the app expects: "
        + "the answer has no “body”.")
  }

  @Test func aValueOfAnotherTypeSaysWhereInTheList() {
    let json = #"[{"postId": 1, "id": 2, "name": "n", "email": "e", "body": 7}]"#
    let result = decode([ProfileApp.Comment].self, json, path: "/posts/1/comments")
    #expect(
      result.failure
        == .unexpectedAnswer(path: "/posts/1/comments", reason: "[0].body is not text"))
  }

  @Test func bytesThatAreNotJSONAreSaidToBeNotJSON() {
    let result = decode(User.self, "\u{FEFF}<html>", path: "/users/3")
    #expect(result.failure == .unexpectedAnswer(path: "/users/3", reason: "it is not JSON"))
  }
}
