#if Postgres
  /// Why the PostgreSQL store could not open a database or carry out a request.
  ///
  /// The kits' own errors (`LecturePostError`, ...) pass through the repositories unchanged; this type covers what
  /// only a server database can get wrong: a server that cannot be reached, a database of another application or of
  /// a newer version of this one, a transaction that kept losing to concurrent ones, a stored value that no longer
  /// decodes, and PostgreSQL's other failures. Each ``description`` is one sentence.
  public enum DomainKitsPostgresError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server could not be reached, or the connection broke before the request finished (refused, closed by
    /// the server, ended by an administrator's `pg_terminate_backend`, a server stopped or restarting after a crash,
    /// the pool shut down or unable to open a connection). A write that broke this way was rolled back by the
    /// server; the same call may succeed once the server is back.
    case cannotConnect(message: String)
    /// The database was written by a newer version of DomainKits: its schema version is `version`, and this version
    /// knows versions up to `supported`. Nothing was written to it.
    case newerSchema(database: String, version: Int, supported: Int)
    /// The database belongs to another application: its `domainkits_schema` table names `applicationID` (`nil` when
    /// the database has tables but no such table), and `tables` are its tables, sorted. Nothing was written to it.
    case foreignDatabase(database: String, applicationID: String?, tables: [String])
    /// A transaction failed `attempts` times in a row on a serialization failure (SQLSTATE 40001) or a deadlock
    /// (40P01), the last one `sqlState`: other transactions kept changing what it read. Nothing was written; the
    /// same call may succeed later.
    case retriesExhausted(attempts: Int, sqlState: String)
    /// A stored value no longer decodes into the kit's type, or breaks one of the kit's rules: `table` and `key`
    /// name the row, `reason` says what is wrong with it.
    case invalidStoredValue(table: String, key: String, reason: String)
    /// Any other PostgreSQL failure, with its SQLSTATE (`23505` a unique violation, `57014` a statement timeout,
    /// ...) and the server's message. The transaction was rolled back, and is not retried.
    case queryFailed(sqlState: String, message: String)

    /// One sentence naming what went wrong.
    public var description: String {
      switch self {
      case .cannotConnect(let message):
        "cannot reach the PostgreSQL server: \(message)"
      case .newerSchema(let database, let version, let supported):
        "database \"\(database)\" was written by a newer version (schema version \(version), this version knows "
          + "up to \(supported))"
      case .foreignDatabase(let database, let applicationID, let tables):
        "database \"\(database)\" belongs to another application (application id "
          + "\(applicationID.map { "\"\($0)\"" } ?? "none"), tables: "
          + "\(tables.isEmpty ? "none" : tables.joined(separator: ", ")))"
      case .retriesExhausted(let attempts, let sqlState):
        "the transaction failed \(attempts) times on concurrent changes (last SQLSTATE \(sqlState)); try again later"
      case .invalidStoredValue(let table, let key, let reason):
        "stored row \(key) of \(table) is invalid: \(reason)"
      case .queryFailed(let sqlState, let message):
        "the database failed: \(message) (SQLSTATE \(sqlState))"
      }
    }
  }
#endif
