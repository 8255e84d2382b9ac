#if SQLite
  import Foundation
  import GRDB

  /// An SQLite database that holds the kits' data, migrated to the current schema: what every SQLite repository of
  /// this library is created with.
  ///
  /// Open a file with ``open(atPath:configuration:)`` (a `DatabasePool` in WAL mode, so readers never wait for the
  /// writer and an app extension can share the file), use ``inMemory()`` in tests and previews, or hand in a
  /// `DatabaseQueue` or `DatabasePool` the app configured itself with ``init(_:)``. Either way the file is checked
  /// before the schema is written: a file that is not a database, a database of another application or one written
  /// by a newer version is refused with a ``DomainKitsDatabaseError``, and an older schema is migrated.
  ///
  /// ```swift
  /// let database = try DomainKitsDatabase.open(atPath: folder.appending(path: "kits.sqlite").path)
  /// let courses = SQLiteCourseRepository(database)
  /// try await courses.save(catalogue, in: Semester(year: 2025, term: .second))
  /// ```
  ///
  /// The schema has one migration per kit, then one per later change (``migrationIdentifiers``). The value is
  /// `Sendable`: share one database between every repository and task of the app.
  public struct DomainKitsDatabase: Sendable {
    /// The `PRAGMA application_id` stamped on every database this library creates ("DKIT").
    public static let applicationID: Int32 = 0x444B_4954

    /// The schema's migrations, oldest first: one per kit.
    public static var migrationIdentifiers: [String] { migrations.map(\.identifier) }

    /// The connection (queue or pool) the repositories read and write through. Apps may use it for their own
    /// tables or to observe the kits' tables with GRDB's `ValueObservation`.
    public let writer: any DatabaseWriter

    /// Checks and migrates a database the app opened itself.
    ///
    /// The check, the migrations and the application ID stamp are one immediate transaction: a second process
    /// opening the same new file waits for it (within the connection's busy timeout) and then finds the schema
    /// complete.
    ///
    /// - Throws: ``DomainKitsDatabaseError/notADatabase(path:)``, ``DomainKitsDatabaseError/corruptDatabase(path:message:)``,
    ///   ``DomainKitsDatabaseError/foreignDatabase(path:applicationID:tables:)`` or
    ///   ``DomainKitsDatabaseError/newerSchema(path:unknownMigrations:)``, with nothing written; or, when a
    ///   migration cannot be written (it is rolled back), ``DomainKitsDatabaseError/readOnly(path:message:)``,
    ///   ``DomainKitsDatabaseError/diskFull(path:message:)``, ``DomainKitsDatabaseError/busy(path:message:)`` or
    ///   ``DomainKitsDatabaseError/sqlite(code:message:)``.
    public init(_ writer: any DatabaseWriter) throws(DomainKitsDatabaseError) {
      let path = writer.path
      do {
        try writer.writeWithoutTransaction { db in
          try db.inTransaction(.immediate) {
            let applicationID = try Self.checkOwnership(of: db, path: path)
            try Self.migrate(db)
            if applicationID == 0 {
              try db.execute(sql: "PRAGMA application_id = \(Self.applicationID)")
            }
            return .commit
          }
        }
      } catch let error as DomainKitsDatabaseError {
        throw error
      } catch let error as DatabaseError {
        throw DomainKitsDatabaseError(error, path: path)
      } catch {
        throw .sqlite(code: 1, message: "\(error)")
      }
      self.writer = writer
    }

    /// Opens (or creates) the database file at `path` as a `DatabasePool`, checks it and migrates it.
    ///
    /// An existing file is first inspected through a read-only connection (ownership, schema version and
    /// `PRAGMA quick_check`, which reads every page), so a file of another application or a damaged one is refused
    /// before anything (not even the switch to WAL mode) is written to it. ``init(_:)`` alone, on a connection the
    /// app opened, does not run `quick_check`. A refused file is left as it was found: the `-wal` and `-shm` that
    /// the attempt created beside it are removed. The one write that may come before the check is SQLite's own
    /// recovery of a hot journal a crash left (the rollback any reader of the file performs).
    ///
    /// The database is opened for writing: a file this process cannot write (no write permission, a read-only file
    /// system) is refused unless `configuration` is read-only, and a new file needs a folder it can write in.
    ///
    /// - Parameters:
    ///   - path: The database file; it is created when missing (its folder must exist).
    ///   - configuration: GRDB's connection settings; by default foreign keys are on and a writer waits up to
    ///     5 seconds for another process (an app extension) holding the write lock.
    /// - Throws: ``DomainKitsDatabaseError/isDirectory(path:)`` for a folder,
    ///   ``DomainKitsDatabaseError/readOnly(path:message:)`` for a file or folder it cannot write,
    ///   ``DomainKitsDatabaseError/cannotOpen(path:message:)`` (a missing folder, a file it cannot read),
    ///   ``DomainKitsDatabaseError/busy(path:message:)`` when another process held the file past 5 seconds, and the
    ///   errors of ``init(_:)``.
    public static func open(atPath path: String, configuration: Configuration = defaultConfiguration)
      throws(DomainKitsDatabaseError) -> DomainKitsDatabase
    {
      try checkPath(path, writable: !configuration.readonly)
      // Switching a new file to WAL mode needs the file to itself, and SQLite answers "busy" at once, without
      // the busy timeout, while another process does the same: such an open is tried again until the deadline.
      let deadline = ContinuousClock.now + .seconds(5)
      while true {
        do {
          return try openOnce(atPath: path, configuration: configuration)
        } catch .busy where ContinuousClock.now < deadline {
          Thread.sleep(forTimeInterval: 0.01)
        }
      }
    }

    /// Refuses a path that cannot be a database file this process writes, before SQLite meets it: SQLite would
    /// open a folder and fail at the first read ("disk I/O error"), and open a read-only file without complaint
    /// until the first write.
    private static func checkPath(_ path: String, writable: Bool) throws(DomainKitsDatabaseError) {
      let files = FileManager.default
      var isDirectory: ObjCBool = false
      if files.fileExists(atPath: path, isDirectory: &isDirectory) {
        if isDirectory.boolValue { throw .isDirectory(path: path) }
        if writable, !files.isWritableFile(atPath: path) {
          throw .readOnly(path: path, message: "the file is not writable")
        }
        return
      }
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      guard files.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw .cannotOpen(path: path, message: "its folder \(folder) does not exist")
      }
      if writable, !files.isWritableFile(atPath: folder) {
        throw .readOnly(path: path, message: "its folder \(folder) is not writable")
      }
    }

    /// One attempt at opening; a refusal removes the `-wal` and `-shm` that the attempt created, whether the
    /// inspection refused the file or the pool did (a file it may not write, for example).
    private static func openOnce(atPath path: String, configuration: Configuration)
      throws(DomainKitsDatabaseError) -> DomainKitsDatabase
    {
      let existing = Set(companions(of: path).filter { FileManager.default.fileExists(atPath: $0) })
      do {
        return try openChecked(atPath: path, configuration: configuration)
      } catch {
        if error.refusesFile { removeCompanions(of: path, except: existing) }
        throw error
      }
    }

    private static func openChecked(atPath path: String, configuration: Configuration)
      throws(DomainKitsDatabaseError) -> DomainKitsDatabase
    {
      do {
        if FileManager.default.fileExists(atPath: path) {
          try inspect(path: path, configuration: configuration)
        }
        return try DomainKitsDatabase(DatabasePool(path: path, configuration: configuration))
      } catch let error as DomainKitsDatabaseError {
        throw error
      } catch let error as DatabaseError {
        throw DomainKitsDatabaseError(error, path: path)
      } catch {
        throw .cannotOpen(path: path, message: "\(error)")
      }
    }

    /// A new, empty database in memory, migrated: for tests and previews.
    public static func inMemory() throws(DomainKitsDatabaseError) -> DomainKitsDatabase {
      do {
        return try DomainKitsDatabase(DatabaseQueue(configuration: defaultConfiguration))
      } catch let error as DomainKitsDatabaseError {
        throw error
      } catch {
        throw .sqlite(code: 1, message: "\(error)")
      }
    }

    /// The settings ``open(atPath:configuration:)`` uses by default: foreign keys on, a 5-second busy timeout.
    public static var defaultConfiguration: Configuration {
      var configuration = Configuration()
      configuration.foreignKeysEnabled = true
      configuration.busyMode = .timeout(5)
      configuration.label = "DomainKitsGRDB"
      return configuration
    }

    // MARK: Access with typed errors

    /// Runs `updates` in one immediate transaction (rolled back when it throws) and maps GRDB's errors.
    package func write<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T {
      do {
        return try await writer.write(updates)
      } catch {
        throw DomainKitsDatabaseError.mapping(error, path: writer.path)
      }
    }

    /// Runs `value` on a consistent snapshot of the database and maps GRDB's errors.
    package func read<T: Sendable>(_ value: @Sendable (Database) throws -> T) async throws -> T {
      do {
        return try await writer.read(value)
      } catch {
        throw DomainKitsDatabaseError.mapping(error, path: writer.path)
      }
    }

    // MARK: Inspection

    /// Checks an existing file through a read-only connection before anything writes to it: ownership, schema
    /// version and `PRAGMA quick_check` (every page's structure, not the indexes' contents).
    ///
    /// A read-only connection to a file in WAL mode creates its `-wal` and `-shm` companions; when the file is
    /// refused, `openOnce(atPath:configuration:)` removes the ones this attempt created.
    ///
    /// A file left by a crash mid-transaction has a hot journal (a `-journal` that must be rolled back, or a `-wal`
    /// whose index must be rebuilt), which a read-only connection cannot recover: SQLite answers
    /// `SQLITE_READONLY_ROLLBACK` or `SQLITE_READONLY_RECOVERY`. The file is then recovered as any SQLite reader
    /// would (a read-write connection reads it once, which rolls the journal back to the last commit), and
    /// inspected again; the check for damage runs on the recovered file.
    private static func inspect(path: String, configuration: Configuration) throws {
      do {
        try inspectOnce(path: path, configuration: configuration)
      } catch let error as DatabaseError where needsRecovery(error) {
        try recoverJournal(path: path, configuration: configuration)
        try inspectOnce(path: path, configuration: configuration)
      }
    }

    /// Whether a read-only connection failed only because the file's journal must be recovered first.
    private static func needsRecovery(_ error: DatabaseError) -> Bool {
      error.extendedResultCode == .SQLITE_READONLY_ROLLBACK || error.extendedResultCode == .SQLITE_READONLY_RECOVERY
    }

    /// Rolls back a hot journal (or recovers a WAL index) by reading the file once through a read-write connection.
    private static func recoverJournal(path: String, configuration: Configuration) throws {
      var recovering = configuration
      recovering.readonly = false
      let queue = try DatabaseQueue(path: path, configuration: recovering)
      defer { try? queue.close() }
      _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
    }

    private static func inspectOnce(path: String, configuration: Configuration) throws {
      var readOnly = configuration
      readOnly.readonly = true
      var refusal: (any Error)?
      do {
        let inspector = try DatabaseQueue(path: path, configuration: readOnly)
        do {
          try inspector.read { db in
            _ = try checkOwnership(of: db, path: path)
            try checkStructure(of: db, path: path)
          }
        } catch {
          refusal = error
        }
        try inspector.close()
      } catch {
        refusal = refusal ?? error
      }
      if let refusal { throw refusal }
    }

    /// The `-wal` and `-shm` files beside the database at `path`.
    private static func companions(of path: String) -> [String] {
      [path + "-wal", path + "-shm"]
    }

    /// Removes the companions of a refused file that were not there before the attempt (`existing`). A `-wal` that
    /// holds pages is never removed, nor the `-shm` beside it: they would be another connection's committed
    /// transactions and its index of them.
    private static func removeCompanions(of path: String, except existing: Set<String>) {
      let wal = path + "-wal"
      if !existing.contains(wal), FileManager.default.fileExists(atPath: wal) {
        let size = (try? URL(fileURLWithPath: wal).resourceValues(forKeys: [.fileSizeKey]))?.fileSize
        guard size == 0 else { return }
        try? FileManager.default.removeItem(atPath: wal)
      }
      let shm = path + "-shm"
      if !existing.contains(shm) {
        try? FileManager.default.removeItem(atPath: shm)
      }
    }

    /// Throws ``DomainKitsDatabaseError/corruptDatabase(path:message:)`` when `PRAGMA quick_check` finds damaged
    /// pages (SQLite reports up to 8 problems; they name the page or table).
    private static func checkStructure(of db: Database, path: String) throws {
      let problems = try String.fetchAll(db, sql: "PRAGMA quick_check(8)")
      guard problems == ["ok"] else {
        throw DomainKitsDatabaseError.corruptDatabase(path: path, message: problems.joined(separator: "; "))
      }
    }

    // MARK: Ownership

    /// The file's application ID after checking that the database is empty, or ours at a schema this version knows.
    private static func checkOwnership(of db: Database, path: String) throws -> Int32 {
      let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
      let tables = try String.fetchAll(
        db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      let known = Set(migrationIdentifiers)
      let applied: Set<String> =
        tables.contains("grdb_migrations")
        ? Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")) : []
      // A file with nothing but an empty `grdb_migrations` is empty too: earlier versions created that table
      // before their first migration, outside its transaction.
      let isEmpty = tables.allSatisfy { $0 == "grdb_migrations" } && applied.isEmpty
      let isOurs =
        applicationID == Self.applicationID || (applicationID == 0 && (isEmpty || !applied.isDisjoint(with: known)))
      guard isOurs else {
        throw DomainKitsDatabaseError.foreignDatabase(path: path, applicationID: applicationID, tables: tables)
      }
      let unknown = applied.subtracting(known)
      guard unknown.isEmpty else {
        throw DomainKitsDatabaseError.newerSchema(path: path, unknownMigrations: unknown.sorted())
      }
      return applicationID
    }
  }
#endif
