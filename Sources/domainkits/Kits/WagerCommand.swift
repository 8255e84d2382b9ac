import ArgumentParser

/// `domainkits wager`: Plays a couple through two battles, uses the wish coupon, and prints the history.
struct WagerCommand: KitDemoCommand {
  static let kitName = "WagerKit"
  static let configuration = CommandConfiguration(
    commandName: "wager",
    abstract: "Plays a couple through two battles, uses the wish coupon, and prints the history."
  )

  func run() async throws {
    throw KitNotBuiltError(kit: Self.kitName, issue: 7)
  }
}
