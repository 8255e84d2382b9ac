import ArgumentParser

/// `domainkits orderbook`: Replays a Bithumb-format feed and prints the order-book ladder.
struct OrderBookCommand: KitDemoCommand {
  static let kitName = "OrderBookKit"
  static let configuration = CommandConfiguration(
    commandName: "orderbook",
    abstract: "Replays a Bithumb-format feed and prints the order-book ladder."
  )

  func run() async throws {
    throw KitNotBuiltError(kit: Self.kitName, issue: 3)
  }
}
