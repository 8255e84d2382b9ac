#if Server
  import ArgumentParser
  import DomainKitsServer
  import Foundation

  /// `domainkits-server audit`: checks a store's SUWIKI points ledger, counters, purchases and lecture sums
  /// (``SuwikiAudit``, docs/design/reference-server.md §14), prints one `AUDIT <sentence>` line per inconsistency
  /// and a summary, and exits 0 when the store agrees with itself, 1 when it does not. The kill check
  /// (Scripts/check-server-kills.sh) runs it on the store a killed server left.
  struct AuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "audit",
      abstract: "Checks a store's SUWIKI ledger, counters, purchases and lecture sums; exits 0 when they agree.",
      discussion: """
        Per SUWIKI account: its student's ledger adds up to the points, the counters equal the posts and purchases, \
        each purchase has exactly one ledger entry. Per lecture: the stored sums equal its evaluations'. Prints one \
        AUDIT line per inconsistency and a summary; exits 1 when there is any.
        """
    )

    @Option(help: "The SQLite file to audit (it must exist).")
    var database = "domainkits-server.sqlite"

    @Option(help: "A PostgreSQL database to audit instead: postgres://user[:password]@host[:port]/database.")
    var postgres: String?

    func run() async throws {
      let storage: ServerStorage
      if let postgres {
        storage = .postgres(url: postgres)
      } else {
        guard FileManager.default.fileExists(atPath: database) else {
          FileHandle.standardError.write(Data("Error: no store at \(database)\n".utf8))
          throw ExitCode(66)
        }
        storage = .sqlite(path: database)
      }
      let repositories: ServerRepositories
      do throws(ServerStorageError) {
        repositories = try await ServerRepositories.open(storage)
      } catch {
        FileHandle.standardError.write(Data("Error: \(error.description)\n".utf8))
        throw ExitCode(error.exitCode)
      }
      let audited: Result<SuwikiAudit.Report, any Error>
      do {
        audited = .success(try await SuwikiAudit(repositories: repositories).run())
      } catch {
        audited = .failure(error)
      }
      await repositories.close()
      let report = try audited.get()
      for finding in report.findings {
        print("AUDIT \(finding)")
      }
      print(report.summary)
      if !report.isConsistent {
        throw ExitCode(1)
      }
    }
  }
#endif
