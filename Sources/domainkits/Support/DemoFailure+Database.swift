#if SQLite
  import DomainKitsGRDB
  import Foundation

  extension DemoFailure {
    /// A failure of the `--database` file: the error's own sentence (it names the file or the row) and the exit
    /// status of its kind, the same whether the file failed at open or at a later read or write.
    static func database(_ error: DomainKitsDatabaseError) -> DemoFailure {
      DemoFailure(error.description, exitCode: exitCode(for: error))
    }

    /// EX_DATAERR for a file or row that is not what the demo expects, EX_CANTCREAT or EX_NOINPUT for a file that
    /// cannot be created or read, EX_NOPERM for a read-only one, EX_IOERR for a full disk or another I/O error,
    /// EX_TEMPFAIL while another process holds the file.
    static func exitCode(for error: DomainKitsDatabaseError) -> Int32 {
      switch error {
      case .notADatabase, .corruptDatabase, .foreignDatabase, .newerSchema, .invalidStoredValue:
        SysExit.dataError
      case .cannotOpen(let path, _):
        FileManager.default.fileExists(atPath: path) ? SysExit.noInput : SysExit.cantCreate
      case .isDirectory:
        SysExit.cantCreate
      case .readOnly:
        SysExit.noPermission
      case .diskFull:
        SysExit.ioError
      case .busy:
        SysExit.tempFail
      case .sqlite(let code, _):
        code & 0xFF == 10 ? SysExit.ioError : SysExit.software  // SQLITE_IOERR and its extended codes
      }
    }
  }
#endif
