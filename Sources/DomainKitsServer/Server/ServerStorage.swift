#if Server
  /// Where the server keeps its data: the kits' tables and its own schema, in one store.
  ///
  /// Only SQLite exists so far; PostgreSQL (`--postgres URL`) is a later case (docs/design/reference-server.md §7).
  package enum ServerStorage: Sendable, Equatable {
    /// An SQLite file at `path`, created when missing; its folder must exist.
    case sqlite(path: String)

    /// The store's kind as `/health` and the logs name it (`sqlite`).
    package var kind: String {
      switch self {
      case .sqlite: "sqlite"
      }
    }
  }
#endif
