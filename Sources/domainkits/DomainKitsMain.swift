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
    // Ctrl-C and SIGTERM first write out what standard output still buffers (into a file or a pipe it is written
    // in blocks), then end the process as the signal would: a live demo that is stopped keeps every line it printed.
    let stops = [SIGINT, SIGTERM].map { number in
      _ = signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        fflush(nil)
        _exit(128 + number)
      }
      source.resume()
      return source
    }
    defer { for stop in stops { stop.cancel() } }
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
