#if Server
  import DomainKitsGRDBCore
  import DomainKitsPostgresCore

  /// Why the server could not open its store: the kits' database refused the file or the PostgreSQL database, or
  /// the server's own schema in it was written by a newer version of the server.
  package enum ServerStorageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kits' database could not be opened, checked or migrated (a foreign or damaged file, a read-only folder, a
    /// file held by another process), or a statement on it failed.
    case database(DomainKitsDatabaseError)
    /// The kits' PostgreSQL database could not be reached, checked or migrated (a server that is down, a database
    /// of another application or of a newer DomainKits), or a statement on it failed.
    case postgres(DomainKitsPostgresError)
    /// The text given as a PostgreSQL URL is not one: `postgres://user[:password]@host[:port]/database`.
    case invalidPostgresURL
    /// The store's `server_schema` is at `version`, newer than the `supported` one: a newer server wrote it.
    /// Nothing was written to it. `path` is the file, or the database's URL without its password.
    case newerServerSchema(path: String, version: Int, supported: Int)

    /// One sentence naming the store and what is wrong with it.
    package var description: String {
      switch self {
      case .database(let error):
        error.description
      case .postgres(let error):
        error.description
      case .invalidPostgresURL:
        "the PostgreSQL URL is not postgres://user[:password]@host[:port]/database"
      case .newerServerSchema(let path, let version, let supported):
        "\(path) was written by a newer domainkits-server (server schema version \(version), this version knows up "
          + "to \(supported))"
      }
    }

    /// The sysexits(3) status `domainkits-server` exits with, as the demo CLI's: 65 for a store that is not this
    /// server's or is damaged, 66 for a missing folder or a folder at the path, 75 while another process holds the
    /// file or concurrent writers kept winning, 77 when it cannot be written, 74 for I/O failures, a full disk and
    /// PostgreSQL's other failures, 69 for a PostgreSQL server that cannot be reached, 64 for a URL that is none.
    package var exitCode: Int32 {
      switch self {
      case .newerServerSchema:
        return 65
      case .invalidPostgresURL:
        return 64
      case .postgres(let error):
        switch error {
        case .newerSchema, .foreignDatabase, .invalidStoredValue:
          return 65
        case .cannotConnect:
          return 69
        case .retriesExhausted:
          return 75
        case .queryFailed:
          return 74
        }
      case .database(let error):
        switch error {
        case .notADatabase, .corruptDatabase, .foreignDatabase, .newerSchema, .invalidStoredValue:
          return 65
        case .busy:
          return 75
        case .readOnly:
          return 77
        case .cannotOpen, .isDirectory:
          return 66
        case .diskFull, .sqlite:
          return 74
        }
      }
    }
  }
#endif
