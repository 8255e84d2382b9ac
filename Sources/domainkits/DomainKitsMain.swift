import ArgumentParser
import Foundation
import Synchronization

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
    let command: any ParsableCommand
    do {
      command = try DomainKitsCommand.parseAsRoot()
    } catch {
      DomainKitsCommand.exit(withError: error)
    }
    // The command runs in a task that Ctrl-C and SIGTERM cancel: a live demo then closes its WebSocket with the
    // closing handshake and prints its metrics, and the process ends as the signal would (130, 143). A command that
    // does not stop within 3 s is ended anyway, its buffered standard output written out first.
    // The parsed command goes to the task and is used nowhere else.
    nonisolated(unsafe) let parsed = command
    let work = Task.detached { () -> (any Error)? in
      var command = parsed
      do {
        if var asyncCommand = command as? any AsyncParsableCommand {
          try await asyncCommand.run()
        } else {
          try command.run()
        }
        return nil
      } catch {
        return error
      }
    }
    let signaled = Mutex<Int32?>(nil)
    let stops = [SIGINT, SIGTERM].map { number in
      _ = signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      // `@Sendable`: the handler runs on a dispatch queue, not on the main actor this function is isolated to.
      source.setEventHandler { @Sendable in
        let first = signaled.withLock { signal in
          defer { signal = signal ?? number }
          return signal == nil
        }
        guard first else { return }
        work.cancel()
        DispatchQueue.global().asyncAfter(deadline: .now() + 3) { @Sendable in
          fflush(nil)
          _exit(128 + number)
        }
      }
      source.resume()
      return source
    }
    defer { for stop in stops { stop.cancel() } }
    let failure = await work.value
    if let number = signaled.withLock({ $0 }) {
      fflush(nil)
      exit(128 + number)
    }
    if let failure {
      if DemoFailure.isArgumentParserError(failure) { DomainKitsCommand.exit(withError: failure) }
      DemoFailure(failure).report()
    }
  }
}
