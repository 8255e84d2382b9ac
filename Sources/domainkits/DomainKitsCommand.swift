import ArgumentParser

/// `domainkits`: each kit working on bundled sample data.
struct DomainKitsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "domainkits",
    abstract: "Shows each DomainKits kit working on bundled sample data.",
    discussion: """
      `domainkits demo` runs every kit's demo in turn; each subcommand runs one kit's demo with its options; \
      `domainkits gallery DIR` writes every picture the kits draw into one HTML page. A failure after the command \
      line parsed prints one line, `Error: ` and a sentence, and exits with a sysexits(3) code: 65 for damaged or \
      refused data, 66 for a missing input file, 73 for a file that cannot be created, 74 for an I/O error or a full \
      disk, 75 while another process holds the database, 77 for a read-only file or a missing permission; a wrong \
      command line exits 64.
      """,
    subcommands: [DemoCommand.self, GalleryCommand.self] + DemoCommand.kits + [TalkCommand.self]
  )
}
