#if SQLite
  import Foundation
  import DomainKitsGRDBCore
  import GRDB
  import OrderBookKit

  /// An `OrderBookRepository` in SQLite: each symbol's last good snapshot, its levels one row each with the exact
  /// price and quantity as canonical decimal text (never a floating-point number).
  ///
  /// Saving replaces the symbol's snapshot in one transaction, so a crash mid-save leaves the previous snapshot.
  public struct SQLiteOrderBookRepository: OrderBookRepository {
    /// The database the snapshots live in.
    public let database: DomainKitsDatabase

    /// A repository over `database`.
    public init(_ database: DomainKitsDatabase) {
      self.database = database
    }

    /// The last snapshot saved for `symbol`, or `nil` when none was.
    ///
    /// - Throws: `DomainKitsDatabaseError.invalidStoredValue(table:key:reason:)` for a stored price or quantity
    ///   that is not an exact decimal, or a timestamp out of range.
    public func snapshot(symbol: String) async throws -> OrderBookSnapshot? {
      try await database.read { db in
        guard
          let row = try Row.fetchOne(
            db, sql: "SELECT sequence, time_microseconds, time_precision FROM order_book_snapshot WHERE symbol = ?",
            arguments: [symbol])
        else { return nil }
        let stored = StoredRow(row: row, table: "order_book_snapshot", key: symbol)
        var snapshot = OrderBookSnapshot(bids: [], asks: [])
        if let text = try stored.optionalText(0) {
          guard let sequence = UInt64(text) else { throw stored.invalid("sequence \"\(text)\"") }
          snapshot.sequence = sequence
        }
        if let microseconds = try stored.optionalInt(1) {
          snapshot.time = try Self.timestamp(
            microseconds: Int64(microseconds), precision: stored.optionalInt(2), stored)
        }
        let levels = try Row.fetchCursor(
          db,
          sql:
            "SELECT side, price, quantity, order_count FROM order_book_level WHERE symbol = ? ORDER BY side, position",
          arguments: [symbol])
        while let row = try levels.next() {
          let stored = StoredRow(row: row, table: "order_book_level", key: symbol)
          let (priceText, quantityText) = (try stored.text(1), try stored.text(2))
          guard let price = Price(priceText) else { throw stored.invalid("price \"\(priceText)\"") }
          guard let quantity = Quantity(quantityText) else { throw stored.invalid("quantity \"\(quantityText)\"") }
          let count = try stored.optionalInt(3)
          guard count.map({ $0 >= 0 }) ?? true else { throw stored.invalid("order count \(count ?? 0)") }
          let level = Level(price: price, quantity: quantity, orderCount: count)
          switch try stored.text(0) {
          case "bid": snapshot.bids.append(level)
          case "ask": snapshot.asks.append(level)
          case let side: throw stored.invalid("side \"\(side)\"")
          }
        }
        return snapshot
      }
    }

    /// Stores `snapshot` as the last good one for `symbol`, replacing any earlier one, in one transaction.
    ///
    /// - Complexity: O(*n* log *n*) for *n* levels (one prepared insert each).
    public func save(_ snapshot: OrderBookSnapshot, symbol: String) async throws {
      try await database.write { db in
        try db.execute(sql: "DELETE FROM order_book_level WHERE symbol = ?", arguments: [symbol])
        try db.execute(
          sql:
            "INSERT OR REPLACE INTO order_book_snapshot (symbol, sequence, time_microseconds, time_precision) VALUES (?, ?, ?, ?)",
          arguments: [
            symbol, snapshot.sequence.map(String.init), snapshot.time?.microsecondsSince1970,
            snapshot.time?.precision.rawValue,
          ])
        let insert = try db.cachedStatement(
          sql:
            "INSERT INTO order_book_level (symbol, side, position, price, quantity, order_count) VALUES (?, ?, ?, ?, ?, ?)"
        )
        for (side, levels) in [("bid", snapshot.bids), ("ask", snapshot.asks)] {
          for (position, level) in levels.enumerated() {
            try insert.execute(
              arguments: [
                symbol, side, position, level.price.description, level.quantity.description, level.orderCount,
              ])
          }
        }
      }
    }

    /// Forgets the snapshot of `symbol`; `false` when there was none (not an error).
    @discardableResult public func remove(symbol: String) async throws -> Bool {
      try await database.write { db in
        try db.execute(sql: "DELETE FROM order_book_level WHERE symbol = ?", arguments: [symbol])
        try db.execute(sql: "DELETE FROM order_book_snapshot WHERE symbol = ?", arguments: [symbol])
        return db.changesCount > 0
      }
    }

    /// The symbols that have a saved snapshot, sorted.
    public func symbols() async throws -> [String] {
      try await database.read { db in try String.fetchAll(db, sql: "SELECT symbol FROM order_book_snapshot").sorted() }
    }

    /// The timestamp of stored microseconds and precision, refused when it is not whole in its precision.
    private static func timestamp(microseconds: Int64, precision: Int?, _ stored: StoredRow)
      throws(DomainKitsDatabaseError)
      -> ExchangeTimestamp
    {
      let unit: Int64
      let kind = precision.flatMap(ExchangeTimestamp.Precision.init(rawValue:))
      switch kind {
      case .seconds: unit = 1_000_000
      case .milliseconds: unit = 1_000
      case .microseconds: unit = 1
      case nil: throw stored.invalid("time precision \(precision.map(String.init) ?? "NULL")")
      }
      guard let kind, microseconds % unit == 0, let time = ExchangeTimestamp(microseconds / unit, kind) else {
        throw stored.invalid("time \(microseconds) µs is not whole at its precision")
      }
      return time
    }
  }
#endif
