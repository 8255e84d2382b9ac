#if SQLite
  import GRDB

  /// Why the SQLite store could not open a file or carry out a request.
  ///
  /// The kits' own errors (`WagerError`, `HouseRulesError`, ...) pass through the repositories unchanged; this type
  /// covers what only a store on disk can get wrong: a file that is not a database, a database of another app or of
  /// a newer version of this one, a stored value that no longer decodes, and SQLite's own failures.
  public enum DomainKitsDatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not an SQLite database (SQLite's `SQLITE_NOTADB`): garbage bytes, a text file, an encrypted file.
    case notADatabase(path: String)
    /// The file is an SQLite database whose pages are damaged (`SQLITE_CORRUPT`).
    case corruptDatabase(path: String, message: String)
    /// The file is an SQLite database of another application: `applicationID` is its `PRAGMA application_id`
    /// (0 when unset) and `tables` its tables, sorted. Nothing was written to it.
    case foreignDatabase(path: String, applicationID: Int32, tables: [String])
    /// The database was written by a newer version of DomainKitsGRDB: it holds migrations this version does not
    /// know (sorted). Nothing was written to it.
    case newerSchema(path: String, unknownMigrations: [String])
    /// The file could not be opened or created, or is read-only where it must be written (missing folder, no
    /// permission, a read-only file, folder or disk: SQLite's `SQLITE_CANTOPEN`, `SQLITE_PERM` and `SQLITE_READONLY`).
    case cannotOpen(path: String, message: String)
    /// A stored value no longer decodes into the kit's type, or breaks one of the kit's rules: `table` and `key`
    /// name the row, `reason` says what is wrong with it.
    case invalidStoredValue(table: String, key: String, reason: String)
    /// Any other SQLite failure, with SQLite's extended result code and message (a full disk, a busy database
    /// that stayed locked past the busy timeout, an I/O error).
    case sqlite(code: Int32, message: String)

    /// A sentence naming the file or row at fault.
    public var description: String {
      switch self {
      case .notADatabase(let path):
        "\(Self.name(of: path)) is not an SQLite database"
      case .corruptDatabase(let path, let message):
        "\(Self.name(of: path)) is a damaged SQLite database: \(message)"
      case .foreignDatabase(let path, let applicationID, let tables):
        "\(Self.name(of: path)) belongs to another application (application_id \(applicationID), tables: "
          + "\(tables.isEmpty ? "none" : tables.joined(separator: ", ")))"
      case .newerSchema(let path, let unknownMigrations):
        "\(Self.name(of: path)) was written by a newer version (unknown migrations: "
          + "\(unknownMigrations.joined(separator: ", ")))"
      case .cannotOpen(let path, let message):
        "cannot open \(Self.name(of: path)): \(message)"
      case .invalidStoredValue(let table, let key, let reason):
        "stored row \(key) of \(table) is invalid: \(reason)"
      case .sqlite(let code, let message):
        "SQLite error \(code): \(message)"
      }
    }

    private static func name(of path: String) -> String {
      path.isEmpty || path == ":memory:" ? "the in-memory database" : "\"\(path)\""
    }
  }

  extension DomainKitsDatabaseError {
    /// The typed form of a GRDB error met while opening or reading the database at `path`.
    package init(_ error: DatabaseError, path: String) {
      let message = error.message ?? "\(error.resultCode)"
      switch error.resultCode.primaryResultCode {
      case .SQLITE_NOTADB: self = .notADatabase(path: path)
      case .SQLITE_CORRUPT: self = .corruptDatabase(path: path, message: message)
      // SQLITE_READONLY (8) and its extended codes, such as SQLITE_READONLY_DIRECTORY (1544): a read-only file,
      // folder or disk, met when opening writes the schema or a later write needs the file.
      case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_READONLY:
        self = .cannotOpen(path: path, message: message)
      default: self = .sqlite(code: error.extendedResultCode.rawValue, message: message)
      }
    }

    /// `error` as the repositories throw it: GRDB's errors become ``DomainKitsDatabaseError``s, the kits' errors, this
    /// type and cancellation pass through.
    package static func mapping(_ error: any Error, path: String) -> any Error {
      if let error = error as? DatabaseError { return DomainKitsDatabaseError(error, path: path) }
      return error
    }
  }
#endif
