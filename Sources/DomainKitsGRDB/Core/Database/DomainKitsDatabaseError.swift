#if SQLite
  import GRDB

  /// Why the SQLite store could not open a file or carry out a request.
  ///
  /// The kits' own errors (`WagerError`, `HouseRulesError`, ...) pass through the repositories unchanged; this type
  /// covers what only a store on disk can get wrong: a path that is no database file, a database of another app or of
  /// a newer version of this one, a file that cannot be written (read-only, a full disk, locked by another process),
  /// a stored value that no longer decodes, and SQLite's other failures. Each ``description`` is one sentence naming
  /// the file or row at fault.
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
    /// The file could not be opened or created: its folder is missing, or the file cannot be read (SQLite's
    /// `SQLITE_CANTOPEN`, `SQLITE_PERM` and `SQLITE_AUTH`). A file that can be read but not written is
    /// ``readOnly(path:message:)``, a folder at the path ``isDirectory(path:)``.
    case cannotOpen(path: String, message: String)
    /// The path names a folder, not a file: nothing was opened or created.
    case isDirectory(path: String)
    /// A write was refused because the file, its folder or its file system is read-only: a file without write
    /// permission, a read-only mount, a folder where the `-wal` cannot be created, or a connection the app opened
    /// read-only (SQLite's `SQLITE_READONLY` and its extended codes). Nothing was written.
    case readOnly(path: String, message: String)
    /// A write failed for lack of space: the disk or the user's quota is full, or the file reached a size limit (the
    /// process's file-size limit, `ulimit -f`, or `PRAGMA max_page_count`). That is SQLite's `SQLITE_FULL`, and the
    /// I/O errors it reports when writing a page, growing the `-shm` or extending the file fails that way
    /// (`SQLITE_IOERR_WRITE`, `SQLITE_IOERR_SHMSIZE`, `SQLITE_IOERR_TRUNCATE`). The transaction was rolled back.
    case diskFull(path: String, message: String)
    /// Another connection (another process, such as an app extension or a second run) held the database's lock
    /// past the busy timeout (`SQLITE_BUSY`, `SQLITE_LOCKED`). Nothing was written; the same call may succeed later.
    case busy(path: String, message: String)
    /// A stored value no longer decodes into the kit's type, or breaks one of the kit's rules: `table` and `key`
    /// name the row, `reason` says what is wrong with it.
    case invalidStoredValue(table: String, key: String, reason: String)
    /// Any other SQLite failure, with SQLite's extended result code and message (an I/O error other than a lack of
    /// space, a failed statement).
    case sqlite(code: Int32, message: String)

    /// One sentence naming the file or row at fault.
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
      case .isDirectory(let path):
        "\(Self.name(of: path)) is a folder, not a database file"
      case .readOnly(let path, _):
        "cannot write to \(Self.name(of: path)): the file, its folder or its file system is read-only"
      case .diskFull(let path, _):
        "cannot write to \(Self.name(of: path)): the disk is full or the file has reached its size limit"
      case .busy(let path, _):
        "\(Self.name(of: path)) is locked by another process; try again when it has finished"
      case .invalidStoredValue(let table, let key, let reason):
        "stored row \(key) of \(table) is invalid: \(reason)"
      case .sqlite(let code, let message):
        "the database failed: \(message) (SQLite result code \(code))"
      }
    }

    private static func name(of path: String) -> String {
      path.isEmpty || path == ":memory:" ? "the in-memory database" : "\"\(path)\""
    }
  }

  extension DomainKitsDatabaseError {
    /// The typed form of a GRDB error met while opening, reading or writing the database at `path`.
    package init(_ error: DatabaseError, path: String) {
      let message = error.message ?? "\(error.resultCode)"
      // A primary code matches its extended codes too (GRDB's `ResultCode.~=`); an extended code only itself.
      switch error.extendedResultCode {
      case .SQLITE_NOTADB: self = .notADatabase(path: path)
      case .SQLITE_CORRUPT: self = .corruptDatabase(path: path, message: message)
      // SQLITE_READONLY (8) and its extended codes, such as SQLITE_READONLY_DIRECTORY (1544): a read-only file,
      // folder or disk, met when opening writes the schema or a later write needs the file.
      case .SQLITE_READONLY: self = .readOnly(path: path, message: message)
      case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH: self = .cannotOpen(path: path, message: message)
      // ENOSPC on a write is SQLITE_FULL (13); EFBIG (a file-size limit) and EDQUOT are SQLITE_IOERR_WRITE (778),
      // and a -shm or a file that cannot grow is SQLITE_IOERR_SHMSIZE (4874) or SQLITE_IOERR_TRUNCATE (1546).
      case .SQLITE_FULL, .SQLITE_IOERR_WRITE, .SQLITE_IOERR_SHMSIZE, .SQLITE_IOERR_TRUNCATE:
        self = .diskFull(path: path, message: message)
      case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path: path, message: message)
      default: self = .sqlite(code: error.extendedResultCode.rawValue, message: message)
      }
    }

    /// `error` as the repositories throw it: GRDB's errors become ``DomainKitsDatabaseError``s, the kits' errors, this
    /// type and cancellation pass through.
    package static func mapping(_ error: any Error, path: String) -> any Error {
      if let error = error as? DatabaseError { return DomainKitsDatabaseError(error, path: path) }
      return error
    }

    /// Whether the error refuses the file itself, so that `-wal` and `-shm` files the refused open created are
    /// removed; a busy file, a full disk or another failure may be another connection's moment, not the file's.
    var refusesFile: Bool {
      switch self {
      case .notADatabase, .corruptDatabase, .foreignDatabase, .newerSchema, .cannotOpen, .isDirectory, .readOnly:
        true
      case .diskFull, .busy, .invalidStoredValue, .sqlite:
        false
      }
    }
  }
#endif
