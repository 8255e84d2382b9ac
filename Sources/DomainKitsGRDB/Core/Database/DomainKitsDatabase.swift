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
    ///   ``DomainKitsDatabaseError/newerSchema(path:unknownMigrations:)``, with nothing written; or
    ///   ``DomainKitsDatabaseError/sqlite(code:message:)`` when a migration fails (it is rolled back).
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
    /// before anything (not even the switch to WAL mode) is written to it. The one write that may come first is
    /// SQLite's own recovery of a hot journal left by a crash (the rollback any reader of the file performs). ``init(_:)`` alone, on a connection the
    /// app opened, does not run `quick_check`.
    ///
    /// - Parameters:
    ///   - path: The database file; it is created when missing (its folder must exist).
    ///   - configuration: GRDB's connection settings; by default foreign keys are on and a writer waits up to
    ///     5 seconds for another process (an app extension) holding the write lock.
    /// - Throws: ``DomainKitsDatabaseError/cannotOpen(path:message:)`` and the errors of ``init(_:)``.
    public static func open(atPath path: String, configuration: Configuration = defaultConfiguration)
      throws(DomainKitsDatabaseError) -> DomainKitsDatabase
    {
      // Switching a new file to WAL mode needs the file to itself, and SQLite answers "busy" at once, without
      // the busy timeout, while another process does the same: such an open is tried again until the deadline.
      let deadline = ContinuousClock.now + .seconds(5)
      while true {
        do {
          return try openOnce(atPath: path, configuration: configuration)
        } catch .sqlite(let code, _) where code & 0xFF == 5 && ContinuousClock.now < deadline {
          Thread.sleep(forTimeInterval: 0.01)
        }
      }
    }

    private static func openOnce(atPath path: String, configuration: Configuration)
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
    /// refused, the companions this inspection created are removed, so a refused file is left as it was found.
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
      let companions = [path + "-wal", path + "-shm"]
      let existing = Set(companions.filter { FileManager.default.fileExists(atPath: $0) })
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
      guard let refusal else { return }
      for companion in companions where !existing.contains(companion) {
        try? FileManager.default.removeItem(atPath: companion)
      }
      throw refusal
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
