import Foundation

/// The dataset the embedded server answers from, loaded once from the JSON resources of
/// this target and kept as the exact bodies of every answer it can give.
///
/// Bodies are encoded when the dataset loads, so that answering a request only looks one
/// up: the server spends its time on the latency and failures it is asked to simulate,
/// not on encoding.
struct ProfileDataset: Sendable {
  /// The body of `GET /users`.
  let users: Data
  /// The body of `GET /users/{id}`, by user id.
  let user: [Int: Data]
  /// The body of `GET /users/{id}/posts`, by user id.
  let postsByUser: [Int: Data]
  /// The body of `GET /posts/{id}/comments`, by post id.
  let commentsByPost: [Int: Data]

  /// The dataset committed in this target's `Dataset` folder.
  static let bundled: ProfileDataset = {
    do {
      return try ProfileDataset(
        users: resource("users"), posts: resource("posts"), comments: resource("comments"))
    } catch {
      // The files are part of the build: a failure here is a broken build, not a user's.
      fatalError("The profile dataset bundled with ProfileServer is unreadable: \(error)")
    }
  }()

  /// Builds the answers from the three JSON arrays of the dataset.
  init(users: Data, posts: Data, comments: Data) throws {
    let users = try Self.records(in: users)
    let posts = try Self.records(in: posts)
    let comments = try Self.records(in: comments)
    self.users = try Self.body(users)
    var user: [Int: Data] = [:]
    var postsByUser: [Int: Data] = [:]
    for record in users {
      let id = try Self.integer("id", of: record)
      user[id] = try JSONSerialization.data(withJSONObject: record, options: Self.format)
      postsByUser[id] = try Self.body(posts.filter { (try? Self.integer("userId", of: $0)) == id })
    }
    var commentsByPost: [Int: Data] = [:]
    for record in posts {
      let id = try Self.integer("id", of: record)
      commentsByPost[id] = try Self.body(
        comments.filter { (try? Self.integer("postId", of: $0)) == id })
    }
    self.user = user
    self.postsByUser = postsByUser
    self.commentsByPost = commentsByPost
  }

  /// Sorted keys make every answer byte-for-byte the same from run to run.
  private static let format: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys]

  private static func resource(_ name: String) throws -> Data {
    guard
      let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Dataset")
    else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(name).json"]) }
    return try Data(contentsOf: url)
  }

  private static func records(in data: Data) throws -> [[String: Any]] {
    guard let records = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
      throw CocoaError(.propertyListReadCorrupt)
    }
    return records
  }

  private static func integer(_ key: String, of record: [String: Any]) throws -> Int {
    guard let value = record[key] as? Int else { throw CocoaError(.propertyListReadCorrupt) }
    return value
  }

  private static func body(_ records: [[String: Any]]) throws -> Data {
    try JSONSerialization.data(withJSONObject: records, options: format)
  }
}
