import ArgumentParser

/// `domainkits talk couple`: to be written (the flow against the Couple server).
struct TalkCoupleCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "couple", abstract: "Not yet written.")
}
