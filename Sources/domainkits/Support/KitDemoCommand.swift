import ArgumentParser

/// A subcommand that demonstrates one kit; `domainkits demo` runs each with its default options.
protocol KitDemoCommand: AsyncParsableCommand {
  /// The kit's module name, for headings.
  static var kitName: String { get }
}

extension KitDemoCommand {
  /// Parses no arguments (every option at its default) and runs the demo.
  static func runWithDefaults() async throws {
    var command = try parse([])
    try await command.run()
  }
}

/// Thrown by the subcommand of a kit whose issue has not landed yet.
struct KitNotBuiltError: Error, CustomStringConvertible {
  let kit: String
  let issue: Int

  var description: String {
    "\(kit) is not built yet (issue #\(issue)); this demo arrives with it."
  }
}
