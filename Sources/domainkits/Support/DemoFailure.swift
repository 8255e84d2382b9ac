import ArgumentParser
import DomainKitsCore
import Foundation

#if SQLite
  import DomainKitsGRDB
#endif

/// A command that failed after its arguments parsed, as the CLI reports it: one sentence a person understands,
/// printed as `Error: <sentence>` on standard error, and a sysexits(3) code (``SysExit``).
///
/// `init(_:)` is the one place that turns an error into both, and `DomainKitsMain.main()` reports every
/// subcommand's failure through it, whether the demo keeps a `--database` file or not. ArgumentParser's own errors
/// (usage, help) are not failures of this kind: ArgumentParser prints them.
struct DemoFailure: Error, CustomStringConvertible {
  /// The sentence, on one line.
  let sentence: String
  /// The process's exit status.
  let exitCode: Int32

  /// A failure with its sentence (line breaks become spaces) and exit status.
  init(_ sentence: String, exitCode: Int32) {
    self.sentence = sentence.split(whereSeparator: \.isNewline).joined(separator: " ")
    self.exitCode = exitCode
  }

  /// The failure for any error a command throws: the database's errors by their kind (`DomainKitsDatabaseError`,
  /// with the SQLite trait), Foundation's file errors by path and reason, the kits' typed errors by their
  /// `description`.
  init(_ error: any Error) {
    self = Self.failure(for: error)
  }

  var description: String { sentence }

  /// Prints `Error: <sentence>` on standard error and exits with the failure's code.
  func report() -> Never {
    FileHandle.standardError.write(Data("Error: \(sentence)\n".utf8))
    DomainKitsCommand.exit(withError: ExitCode(exitCode))
  }

  /// Whether ArgumentParser reports `error` itself: a usage error thrown by a command, a requested exit, help.
  static func isArgumentParserError(_ error: any Error) -> Bool {
    error is ValidationError || error is ExitCode || error is CleanExit
      || String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
  }

  private static func failure(for error: any Error) -> DemoFailure {
    switch error {
    case let failure as DemoFailure:
      return failure
    #if SQLite
      case let error as DomainKitsDatabaseError:
        return database(error)
    #endif
    case let error as CocoaError:
      return file(error)
    case let error as SampleDataError:
      return DemoFailure(error.description, exitCode: error.isUnreadable ? SysExit.noInput : SysExit.dataError)
    case let error as DecodingError:
      return DemoFailure(
        "a bundled sample does not decode: \(FieldFailureText.decoding(error))", exitCode: SysExit.dataError)
    case let error as ValidationError:
      return DemoFailure(error.message, exitCode: SysExit.usage)
    case let status as ExitCode:
      return DemoFailure("the demo stopped with exit status \(status.rawValue)", exitCode: status.rawValue)
    default:
      break
    }
    if type(of: error) is NSError.Type {
      // Foundation's error object itself: its localized text, never its dump of domain, code and user info.
      return DemoFailure(error.localizedDescription, exitCode: SysExit.ioError)
    }
    // The kits' typed errors (`WagerError`, `HouseRulesError`, `CalendarDayError`, ...): a kit refused the data the
    // demo gave it, and its description says which and why.
    return DemoFailure(String(describing: error), exitCode: SysExit.dataError)
  }
}
