#if Server
  import DomainKitsPostgresCore
  import Foundation

  /// Where the server keeps its data: the kits' tables and its own schema, in one store
  /// (docs/design/reference-server.md §7).
  package enum ServerStorage: Sendable, Equatable, CustomStringConvertible {
    /// An SQLite file at `path`, created when missing; its folder must exist.
    case sqlite(path: String)
    /// A PostgreSQL database, `postgres://user[:password]@host[:port]/database` (TLS off: loopback or a private
    /// network), which must exist: the kits' tables go in its `public` schema, the server's in `domainkits_server`.
    case postgres(url: String)

    /// The store's kind as `/health` and the logs name it (`sqlite`, `postgres`).
    package var kind: String {
      switch self {
      case .sqlite: "sqlite"
      case .postgres: "postgres"
      }
    }

    /// Where the store is, to print and to name in errors: the file's path, or the URL without its password.
    package var location: String {
      switch self {
      case .sqlite(let path):
        return path
      case .postgres(let url):
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = nil
        return components.string ?? url
      }
    }

    /// What `serve` prints after its address: `sqlite domainkits-server.sqlite`,
    /// `postgres postgres://dk@127.0.0.1:5432/suwiki`.
    package var description: String {
      "\(kind) \(location)"
    }

    /// Whether `url` is a PostgreSQL URL the server connects with: `postgres://` or `postgresql://`, a host and a
    /// user.
    package static func isPostgresURL(_ url: String) -> Bool {
      DomainKitsPostgres.configuration(url: url) != nil
    }
  }
#endif
