#if SQLite
  import GRDB

  extension DomainKitsDatabase {
    /// One step of the schema: its identifier in `grdb_migrations` and the statements that create it.
    package typealias Migration = (identifier: String, create: @Sendable (Database) throws -> Void)

    /// The schema: one migration per kit, in the order the kits joined the store, then the later changes (the JSON
    /// bodies' instants as ISO 8601). A migration, once released, is never edited: a change to a kit's tables is a
    /// new migration after the others.
    package static let migrations: [Migration] = [
      (TimetableSchema.migration, TimetableSchema.create),
      (HouseRulesSchema.migration, HouseRulesSchema.create),
      (WagerSchema.migration, WagerSchema.create),
      (BoxOfficeSchema.migration, BoxOfficeSchema.create),
      (OrderBookSchema.migration, OrderBookSchema.create),
      (CandleSchema.migration, CandleSchema.create),
      (BodyDatesMigration.migration, BodyDatesMigration.create),
      (MarketBoardSchema.migration, MarketBoardSchema.create),
      (LecturePostSchema.migration, LecturePostSchema.create),
      (PostReportSchema.migration, PostReportSchema.create),
      (FavoriteMajorsSchema.migration, FavoriteMajorsSchema.create),
    ]

    /// Applies the migrations `db` lacks, inside the caller's transaction, recording each in `grdb_migrations` (the
    /// table GRDB's `DatabaseMigrator` keeps, so files written by earlier versions read the same).
    ///
    /// GRDB's migrator reads what is applied outside the transactions that apply it, so two processes opening a
    /// new file both ran the first migration; in one immediate transaction the second opener waits for the first
    /// and then finds everything applied.
    static func migrate(_ db: Database) throws {
      try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
      let applied = Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
      for migration in migrations where !applied.contains(migration.identifier) {
        try migration.create(db)
        try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.identifier])
      }
    }
  }
#endif
