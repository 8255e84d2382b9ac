import ArgumentParser

/// `domainkits house`: Shows a house's todos for today, a personality result, and writes an .ics file.
struct HouseCommand: KitDemoCommand {
  static let kitName = "HouseRulesKit"
  static let configuration = CommandConfiguration(
    commandName: "house",
    abstract: "Shows a house's todos for today, a personality result, and writes an .ics file."
  )

  func run() async throws {
    throw KitNotBuiltError(kit: Self.kitName, issue: 6)
  }
}
