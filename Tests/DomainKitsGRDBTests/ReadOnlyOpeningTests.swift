#if SQLite
  import DomainKitsGRDB
  import Foundation
  import GRDB
  import Testing

  /// Whether this process writes files whatever their permissions say (it runs as root): then a 444 file or a 555
  /// folder is writable, and the tests of permissions have nothing to test.
  private let permissionsAreIgnored: Bool = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "DomainKitsGRDBTests-\(UUID().uuidString)"
    ).path
    guard FileManager.default.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o444])
    else { return false }
    defer { try? FileManager.default.removeItem(atPath: path) }
    return FileManager.default.isWritableFile(atPath: path)
  }()

  @Suite("Read-only files and folders")
  struct ReadOnlyOpeningTests {
    let folder: TemporaryFolder

    init() throws {
      folder = try TemporaryFolder()
    }

    /// One of our files in WAL mode, closed: no `-wal` or `-shm` beside it.
    private func writeClosedFile(at path: String, applicationID: Int32 = DomainKitsDatabase.applicationID) throws {
      let database = try DomainKitsDatabase.open(atPath: path)
      try database.writer.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
      }
      try #require(database.writer as? DatabasePool).close()
      #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
      #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    @Test("SQLite's read-only codes, a file's (8) and a folder's (1544), are readOnly", arguments: [8, 1544])
    func readOnlyCodes(code: Int32) {
      let error = DatabaseError(resultCode: ResultCode(rawValue: code), message: "attempt to write a readonly database")
      #expect(
        DomainKitsDatabaseError(error, path: "/data/kits.sqlite")
          == .readOnly(path: "/data/kits.sqlite", message: "attempt to write a readonly database"))
    }

    @Test("A new file opened read-only cannot be given its schema: readOnly, naming the file")
    func readOnlyConnection() throws {
      let path = folder.path("read-only.sqlite")
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
      var configuration = DomainKitsDatabase.defaultConfiguration
      configuration.readonly = true
      #expect {
        try DomainKitsDatabase.open(atPath: path, configuration: configuration)
      } throws: { error in
        guard case .readOnly(let failedPath, _) = error as? DomainKitsDatabaseError else { return false }
        return failedPath == path
      }
    }

    @Test("Refused when the pool must write (the application ID), the file keeps its bytes and no -wal or -shm")
    func refusedByThePool() throws {
      // Our tables without our application ID: the inspection accepts the file, and the pool, opened read-only,
      // refuses when it stamps the ID. The inspection's read-only connection created the -wal and -shm.
      let path = folder.path("unstamped.sqlite")
      try writeClosedFile(at: path, applicationID: 0)
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      var configuration = DomainKitsDatabase.defaultConfiguration
      configuration.readonly = true
      #expect {
        try DomainKitsDatabase.open(atPath: path, configuration: configuration)
      } throws: { error in
        guard case .readOnly(let failedPath, _) = error as? DomainKitsDatabaseError else { return false }
        return failedPath == path
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
      #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
      #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    @Test(
      "A 444 file in a writable folder is readOnly at open, with nothing written or left beside it",
      .disabled(if: permissionsAreIgnored, "this process writes a 444 file (it runs as root)")
    )
    func readOnlyFile() throws {
      let path = folder.path("kits.sqlite")
      try writeClosedFile(at: path)
      try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect {
        try DomainKitsDatabase.open(atPath: path)
      } throws: { error in
        guard case .readOnly(let failedPath, _) = error as? DomainKitsDatabaseError else { return false }
        return failedPath == path
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
      #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
      #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
      // Read-only is what the app asked for: the file opens and reads.
      var configuration = DomainKitsDatabase.defaultConfiguration
      configuration.readonly = true
      let database = try DomainKitsDatabase.open(atPath: path, configuration: configuration)
      #expect(try database.writer.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") } != nil)
    }

    @Test(
      "A new file in a read-only folder is readOnly at open",
      .disabled(if: permissionsAreIgnored, "this process writes in a 555 folder (it runs as root)")
    )
    func readOnlyFolder() throws {
      let locked = folder.path("locked")
      try FileManager.default.createDirectory(
        atPath: locked, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
      defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
      let path = locked + "/kits.sqlite"
      #expect {
        try DomainKitsDatabase.open(atPath: path)
      } throws: { error in
        guard case .readOnly(let failedPath, _) = error as? DomainKitsDatabaseError else { return false }
        return failedPath == path
      }
      #expect(!FileManager.default.fileExists(atPath: path))
    }
  }
#endif
