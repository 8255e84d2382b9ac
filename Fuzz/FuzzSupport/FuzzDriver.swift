import Foundation

#if FUZZING
  /// libFuzzer's entry point for a program that has its own `main` (SwiftPM links executables with one):
  /// it parses libFuzzer's flags from `argv` and calls `callback` with every input.
  @_silgen_name("LLVMFuzzerRunDriver")
  private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// The target libFuzzer's C callback runs; set once, before the driver starts, and only read afterwards.
  nonisolated(unsafe) private var selectedTarget: FuzzTarget?
#endif

/// One fuzz target: a name (also the name of its seed corpus folder, `Fuzz/Corpus/<name>`) and the function that
/// takes one input, feeds it to a kit and checks what the kit promises.
///
/// A target must never crash on its own: every crash it reports is a broken promise of the kit (a trap, a
/// sanitizer report, or a failed ``fuzzCheck(_:_:file:line:)``).
public struct FuzzTarget: Sendable {
  /// The name given to `--target=`, such as `timetable-schedule`.
  public let name: String
  /// One line on what the target feeds and checks, for `--list`.
  public let summary: String
  /// Runs one input.
  public let run: @Sendable ([UInt8]) -> Void

  /// Creates a target.
  public init(_ name: String, _ summary: String, run: @escaping @Sendable ([UInt8]) -> Void) {
    self.name = name
    self.summary = summary
    self.run = run
  }
}

/// The `main` of every fuzz executable.
///
/// `--target=<name>` chooses the target and `--list` prints them. libFuzzer ignores flags that start with `--`,
/// so the choice stays in `argv` and the processes libFuzzer starts itself (`-fork`, `-minimize_crash`) run the
/// same target. Built with `-DFUZZING` and `-sanitize=fuzzer`, the rest of the command line is libFuzzer's;
/// in a normal build the executable replays the files and folders it is given (no sanitizer, no coverage), which
/// helps to step through a crash in a debugger.
public enum FuzzDriver {
  /// Runs the target named on the command line and exits.
  public static func main(_ targets: [FuzzTarget]) -> Never {
    // `--list` is answered before anything is allocated that `exit` would leave behind: LeakSanitizer checks at
    // exit, and a leak report would fail the listing (and `Scripts/fuzz.sh --smoke` with it).
    if CommandLine.arguments.dropFirst().contains("--list") {
      for target in targets { print("\(target.name)\t\(target.summary)") }
      exit(0)
    }
    let arguments = Array(CommandLine.arguments.dropFirst())
    let name = arguments.last { $0.hasPrefix("--target=") }.map { String($0.dropFirst("--target=".count)) }
    guard let target = targets.first(where: { $0.name == name }) else {
      let known = targets.map(\.name).joined(separator: ", ")
      FileHandle.standardError.write(Data("usage: --target=<name> [inputs...]; targets: \(known)\n".utf8))
      exit(2)
    }
    #if FUZZING
      selectedTarget = target
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        selectedTarget?.run(bytes)
        return 0
      }
      exit(status)
    #else
      replay(target, paths: arguments.filter { !$0.hasPrefix("-") })
    #endif
  }

  /// Runs the target on every file named, or found directly inside a folder named.
  private static func replay(_ target: FuzzTarget, paths: [String]) -> Never {
    let files = FileManager.default
    var count = 0
    for path in paths {
      var isFolder: ObjCBool = false
      guard files.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      let inputs =
        isFolder.boolValue
        ? ((try? files.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 } : [path]
      for input in inputs {
        guard let data = files.contents(atPath: input) else { continue }
        target.run(Array(data))
        count += 1
      }
    }
    print("\(target.name): \(count) inputs replayed without a failure (build with -DFUZZING to fuzz)")
    exit(0)
  }
}

/// Stops the run when a promise of the kit is broken, so that libFuzzer keeps the input as a crash.
///
/// Only for checks of the kit's promises; an input the target cannot use is simply skipped.
public func fuzzCheck(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  guard !condition() else { return }
  FileHandle.standardError.write(Data("fuzz check failed at \(file):\(line): \(message())\n".utf8))
  abort()
}

/// Prints a note when a normal build replays inputs (why a seed did not decode, say); nothing while fuzzing.
public func fuzzNote(_ message: @autoclosure () -> String) {
  #if !FUZZING
    print(message())
  #endif
}
