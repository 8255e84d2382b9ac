#if SQLite
  import GRDB

  extension DomainKitsDatabase {
    /// The schema: one migration per kit, in the order the kits joined the store. A migration, once released, is
    /// never edited: a change to a kit's tables is a new migration after the others.
    package static let migrator: DatabaseMigrator = {
      var migrator = DatabaseMigrator()
      migrator.registerMigration(TimetableSchema.migration, migrate: TimetableSchema.create)
      migrator.registerMigration(HouseRulesSchema.migration, migrate: HouseRulesSchema.create)
      migrator.registerMigration(WagerSchema.migration, migrate: WagerSchema.create)
      migrator.registerMigration(BoxOfficeSchema.migration, migrate: BoxOfficeSchema.create)
      migrator.registerMigration(OrderBookSchema.migration, migrate: OrderBookSchema.create)
      migrator.registerMigration(CandleSchema.migration, migrate: CandleSchema.create)
      return migrator
    }()
  }
#endif
