#if SQLite
  import GRDB

  /// MarketBoardKit's tables: favourites lists (`favorite_market_list`) and their markets (`favorite_market`), one
  /// row per market in the order the user added them.
  package enum MarketBoardSchema {
    package static let migration = "market-board-v1"

    package static func create(_ db: Database) throws {
      try db.execute(
        sql: """
          CREATE TABLE favorite_market_list (
            id TEXT PRIMARY KEY NOT NULL
          );
          CREATE TABLE favorite_market (
            list_id TEXT NOT NULL REFERENCES favorite_market_list(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            market TEXT NOT NULL,
            PRIMARY KEY (list_id, position),
            UNIQUE (list_id, market)
          ) WITHOUT ROWID;
          """)
    }
  }
#endif
