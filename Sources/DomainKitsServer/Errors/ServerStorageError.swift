#if Server
  import DomainKitsGRDBCore

  /// Why the server could not open its store: the kits' database refused the file, or the server's own schema in
  /// it was written by a newer version of the server.
  package enum ServerStorageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kits' database could not be opened, checked or migrated (a foreign or damaged file, a read-only folder, a
    /// file held by another process), or a statement on it failed.
    case database(DomainKitsDatabaseError)
    /// The file's `server_schema` is at `version`, newer than the `supported` one: a newer server wrote it. Nothing
    /// was written to it.
    case newerServerSchema(path: String, version: Int, supported: Int)

    /// One sentence naming the file and what is wrong with it.
    package var description: String {
      switch self {
      case .database(let error):
        error.description
      case .newerServerSchema(let path, let version, let supported):
        "\(path) was written by a newer domainkits-server (server schema version \(version), this version knows up "
          + "to \(supported))"
      }
    }

    /// The sysexits(3) status `domainkits-server` exits with, as the demo CLI's: 65 for a file that is not this
    /// server's or is damaged, 66 for a missing folder or a folder at the path, 75 while another process holds the
    /// file, 77 when it cannot be written, 74 for I/O failures and a full disk.
    package var exitCode: Int32 {
      switch self {
      case .newerServerSchema:
        return 65
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
