#if SQLite
  import GRDB

  /// OrderBookKit's tables: the last good snapshot of each symbol (`order_book_snapshot`, with the exchange's
  /// sequence number as text, since it may exceed a signed 64-bit integer, and its timestamp as integer
  /// microseconds since 1970 UTC with the precision the exchange sent), and its levels (`order_book_level`), one row
  /// per level in the snapshot's order, with the exact price and quantity as their canonical decimal text.
  package enum OrderBookSchema {
    package static let migration = "order-book-v1"

    package static func create(_ db: Database) throws {
      try db.execute(
        sql: """
          CREATE TABLE order_book_snapshot (
            symbol TEXT PRIMARY KEY NOT NULL,
            sequence TEXT,
            time_microseconds INTEGER,
            time_precision INTEGER CHECK (time_precision IN (0, 1, 2))
          );
          CREATE TABLE order_book_level (
            symbol TEXT NOT NULL REFERENCES order_book_snapshot(symbol) ON DELETE CASCADE,
            side TEXT NOT NULL CHECK (side IN ('bid', 'ask')),
            position INTEGER NOT NULL,
            price TEXT NOT NULL,
            quantity TEXT NOT NULL,
            order_count INTEGER,
            PRIMARY KEY (symbol, side, position)
          ) WITHOUT ROWID;
          """)
    }
  }
#endif
