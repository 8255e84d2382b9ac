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

  /// Runs each kit's demo; one that fails is reported in the run's output with its sentence and the next one runs.
  /// At the end, any failure fails the command with the first failure's sysexits code.
  func run() async throws {
    var failures: [(kit: String, failure: DemoFailure)] = []
    for kit in Self.kits {
      print(Terminal.heading("\(kit.kitName) — domainkits \(kit.configuration.commandName ?? "")"))
      do {
        try await kit.runWithDefaults()
      } catch {
        let failure = DemoFailure(error)
        print("error: \(failure)")
        failures.append((kit.kitName, failure))
      }
      print()
    }
    if let first = failures.first {
      let names = failures.map { $0.kit }.joined(separator: ", ")
      print("Not run: \(names).")
      throw DemoFailure(
        "\(failures.count) of \(Self.kits.count) demos failed (\(names)); the first: \(first.failure)",
        exitCode: first.failure.exitCode)
    }
  }
}
