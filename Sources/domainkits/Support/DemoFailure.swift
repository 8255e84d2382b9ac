import Foundation

/// A demo that could not finish for a reason at run time, not a wrong command line: printed without the usage text
/// and exiting with a sysexits(3) code (a usage error exits 64).
enum DemoFailure: Error, CustomStringConvertible, CustomNSError {
  /// The `--database` file could not be opened, checked or migrated.
  case database(path: String, reason: String)

  var description: String {
    switch self {
    case .database(let path, let reason): "--database \(path): \(reason)"
    }
  }

  /// EX_TEMPFAIL (75) while another process holds the file's lock, EX_IOERR (74) otherwise.
  var errorCode: Int {
    switch self {
    case .database(_, let reason): reason.contains("locked") || reason.contains("busy") ? 75 : 74
    }
  }

  static var errorDomain: String { "domainkits" }
  var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
}
