import ArgumentParser

/// `domainkits boxoffice`: Prints a day's box office, one movie's detail and its poster.
struct BoxOfficeCommand: KitDemoCommand {
  static let kitName = "BoxOfficeKit"
  static let configuration = CommandConfiguration(
    commandName: "boxoffice",
    abstract: "Prints a day's box office, one movie's detail and its poster."
  )

  func run() async throws {
    throw KitNotBuiltError(kit: Self.kitName, issue: 8)
  }
}
