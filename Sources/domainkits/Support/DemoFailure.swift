import ArgumentParser
import Foundation

/// A demo that could not finish for a reason at run time, not a wrong command line: printed without the usage text
/// and exiting with a sysexits(3) code (a usage error exits 64).
enum DemoFailure: Error, CustomStringConvertible {
  /// The `--database` file could not be opened, checked or migrated.
  case database(path: String, reason: String)

  var description: String {
    switch self {
    case .database(let path, let reason): "--database \(path): \(reason)"
    }
  }

  /// EX_TEMPFAIL (75) while another process holds the file's lock, EX_IOERR (74) otherwise.
  var exitCode: ExitCode {
    switch self {
    case .database(_, let reason): ExitCode(reason.contains("locked") || reason.contains("busy") ? 75 : 74)
    }
  }

  /// Prints the failure to standard error and returns the exit to throw from `run()`.
  func reported() -> ExitCode {
    FileHandle.standardError.write(Data("Error: \(self)\n".utf8))
    return exitCode
  }
}
