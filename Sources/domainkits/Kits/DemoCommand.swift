import ArgumentParser

/// `domainkits demo`: every kit's demo, one after another, with default options.
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Runs every kit's demo in turn."
  )

  /// The kits' demo commands in the order `demo` runs them.
  static let kits: [any KitDemoCommand.Type] = [
    OrderBookCommand.self,
    CandlesCommand.self,
    TimetableCommand.self,
    EvaluationsCommand.self,
    HouseCommand.self,
    WagerCommand.self,
    BoxOfficeCommand.self,
    MarketCommand.self,
  ]

  func run() async throws {
    var failures: [String] = []
    for kit in Self.kits {
      print(Terminal.heading("\(kit.kitName) — domainkits \(kit.configuration.commandName ?? "")"))
      do {
        try await kit.runWithDefaults()
      } catch {
        print("error: \(error)")
        failures.append(kit.kitName)
      }
      print()
    }
    if !failures.isEmpty {
      print("Not run: \(failures.joined(separator: ", ")).")
      throw ExitCode.failure
    }
  }
}
