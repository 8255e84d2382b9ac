import Foundation

/// The demo's bundled sample data (`Sources/domainkits/SampleData`), written by the project.
enum SampleData {
  /// The contents of a bundled file, by its path inside `SampleData` (for example `"orderbook/feed.jsonl"`).
  static func data(_ path: String) throws -> Data {
    guard let root = Bundle.module.url(forResource: "SampleData", withExtension: nil) else {
      throw SampleDataError(path: path, reason: "the SampleData folder is not in the bundle", isUnreadable: true)
    }
    let url = root.appendingPathComponent(path)
    do {
      return try Data(contentsOf: url)
    } catch {
      throw SampleDataError(path: path, reason: DemoFailure(error).sentence, isUnreadable: true)
    }
  }

  /// The contents of a bundled UTF-8 text file.
  static func text(_ path: String) throws -> String {
    String(decoding: try data(path), as: UTF8.self)
  }
}

/// A bundled sample file that could not be read (EX_NOINPUT), or whose content is not what the demo expects
/// (EX_DATAERR).
struct SampleDataError: Error, CustomStringConvertible {
  let path: String
  let reason: String
  /// Whether the file could not be read at all.
  var isUnreadable = false

  var description: String {
    isUnreadable
      ? "cannot read the bundled sample \(path): \(reason)" : "the bundled sample \(path) is wrong: \(reason)"
  }
}
