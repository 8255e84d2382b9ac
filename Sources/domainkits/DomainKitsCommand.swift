import ArgumentParser

/// `domainkits`: each kit working on bundled sample data.
@main
struct DomainKitsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "domainkits",
    abstract: "Shows each DomainKits kit working on bundled sample data.",
    discussion: """
      `domainkits demo` runs every kit's demo in turn; each subcommand runs one kit's demo with its options; \
      `domainkits gallery DIR` writes every picture the kits draw into one HTML page.
      """,
    subcommands: [DemoCommand.self, GalleryCommand.self] + DemoCommand.kits
  )
}
