#if Server
  import ArgumentParser

  /// `domainkits-server`: the reference server for the seed apps' clients (issue 31). `serve` is the default
  /// subcommand.
  @main
  struct DomainKitsServerMain: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "domainkits-server",
      abstract: "The reference server: the seed apps' APIs on the DomainKits kits, on SQLite or PostgreSQL.",
      subcommands: [ServeCommand.self, AuditCommand.self],
      defaultSubcommand: ServeCommand.self
    )
  }
#endif
