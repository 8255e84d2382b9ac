import ArgumentParser

/// `domainkits talk suwiki`: to be written (the flow against the Suwiki server).
struct TalkSuwikiCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "suwiki", abstract: "Not yet written.")
}
