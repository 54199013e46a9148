import Foundation

/// The page the server serves: the HTML, CSS and JavaScript committed in `Static/`,
/// copied into the target's resource bundle.
///
/// They are resources rather than strings in Swift so that they stay plain HTML, CSS and
/// JavaScript files that editors and browsers' tools read as such; they are read once,
/// when the server starts, so a missing bundle fails the start, not a request.
struct StaticFiles: Sendable {
  /// A file served, with its media type.
  struct File: Sendable {
    let contentType: String
    let body: Data
  }

  /// The files by the path they are served at. Nothing else is served: a path is looked
  /// up here, never joined to a directory, so no request reaches another file.
  let files: [String: File]

  /// Reads the web host's page from the target's resource bundle.
  ///
  /// - Throws: ``MissingFile`` when one is not there.
  static func bundled() throws -> StaticFiles {
    try bundled(["index.html", "app.css", "app.js", "elements.js", "history.js"], in: "Static")
  }

  /// Reads the inspector's page from the target's resource bundle.
  ///
  /// - Throws: ``MissingFile`` when one is not there.
  static func inspector() throws -> StaticFiles {
    try bundled(
      [
        "index.html", "inspector.css", "inspector.js", "layout.js", "timeline.js",
        "interactors.js",
      ],
      in: "Static/Inspector")
  }

  /// Reads `names` from `folder` of the resource bundle, and serves `index.html` at `/`
  /// too.
  private static func bundled(_ names: [String], in folder: String) throws -> StaticFiles {
    let types = [
      "html": "text/html; charset=utf-8",
      "css": "text/css; charset=utf-8",
      "js": "text/javascript; charset=utf-8",
    ]
    var files: [String: File] = [:]
    for name in names {
      let url = Bundle.module.url(forResource: "\(folder)/\(name)", withExtension: nil)
      guard let url, let body = try? Data(contentsOf: url),
        let type = name.split(separator: ".").last.flatMap({ types[String($0)] })
      else { throw MissingFile(name: name) }
      files["/\(name)"] = File(contentType: type, body: body)
    }
    files["/"] = files["/index.html"]
    return StaticFiles(files: files)
  }

  /// A file of the page missing from the resource bundle.
  struct MissingFile: Error, CustomStringConvertible {
    let name: String
    var description: String { "the web page's \(name) is missing from the WebHost bundle" }
  }
}
