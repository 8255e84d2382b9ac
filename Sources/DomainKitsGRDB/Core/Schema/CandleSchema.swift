#if SQLite
  import GRDB

  /// CandleKit's table: `candle`, one row per symbol, interval and bucket time (UTC milliseconds), clustered on that
  /// key (`WITHOUT ROWID`), so a chart's time range is one contiguous range of the primary key.
  ///
  /// The five values are REAL: CandleKit's `Candle` holds `Double`s (chart geometry; exact money lives in
  /// OrderBookKit), and an SQLite REAL is the same IEEE 754 double, so they round-trip bit for bit. No decimal
  /// of the other kits is stored as REAL.
  package enum CandleSchema {
    package static let migration = "candles-v1"

    package static func create(_ db: Database) throws {
      try db.execute(
        sql: """
          CREATE TABLE candle (
            symbol TEXT NOT NULL,
            interval TEXT NOT NULL,
            time INTEGER NOT NULL,
            open REAL NOT NULL,
            high REAL NOT NULL,
            low REAL NOT NULL,
            close REAL NOT NULL,
            volume REAL NOT NULL,
            PRIMARY KEY (symbol, interval, time)
          ) WITHOUT ROWID;
          """)
    }
  }
#endif
