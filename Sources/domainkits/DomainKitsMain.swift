import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entry point: `DomainKitsCommand` parsed and run as ArgumentParser's `main()` does, except that a failure
/// after parsing is reported by ``DemoFailure``, one line on standard error and a sysexits(3) code, the same way for
/// every subcommand. ArgumentParser's own errors (usage, help, a requested exit) are reported by ArgumentParser.
@main
enum DomainKitsMain {
  static func main() async {
    // A write past the file-size limit (`ulimit -f`) then fails with EFBIG and is reported, instead of SIGXFSZ
    // ending the process without a word.
    _ = signal(SIGXFSZ, SIG_IGN)
    var command: any ParsableCommand
    do {
      command = try DomainKitsCommand.parseAsRoot()
    } catch {
      DomainKitsCommand.exit(withError: error)
    }
    do {
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      if DemoFailure.isArgumentParserError(error) { DomainKitsCommand.exit(withError: error) }
      DemoFailure(error).report()
    }
  }
}
