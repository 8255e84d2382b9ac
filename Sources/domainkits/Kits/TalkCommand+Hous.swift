import ArgumentParser

/// `domainkits talk hous`: to be written (the flow against the Hous server).
struct TalkHousCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "hous", abstract: "Not yet written.")
}
