#if SQLite
  import CandleKit
  import Foundation
  import DomainKitsGRDBCore
  import GRDB

  /// A `CandleRepository` in SQLite: one row per symbol, interval and bucket time, so loading a chart's time range
  /// is one range of the primary key and saving the live candle again replaces its row.
  ///
  /// Bucket times are stored as UTC milliseconds (exchanges stamp candles in whole seconds or minutes); a `Date` with
  /// a finer fraction is rounded to the millisecond. Range bounds are compared at the same resolution, so the
  /// half-open range of the protocol holds exactly for every stored time.
  public struct SQLiteCandleRepository: CandleRepository {
    /// The database the candles live in.
    public let database: DomainKitsDatabase

    /// A repository over `database`.
    public init(_ database: DomainKitsDatabase) {
      self.database = database
    }

    /// The stored candles of `symbol` and `interval` whose time lies in `timeRange`, oldest first.
    ///
    /// - Complexity: O(log *n* + *k*) for *k* candles returned: one primary-key range scan.
    public func candles(symbol: String, interval: CandleInterval, in timeRange: Range<Date>) async throws -> [Candle] {
      // A stored (whole-millisecond) time t lies in [lower, upper) exactly when ceil(lower) <= t < ceil(upper).
      let (lower, upper) = (
        Self.ceilingMilliseconds(timeRange.lowerBound), Self.ceilingMilliseconds(timeRange.upperBound)
      )
      return try await database.read { db in
        var candles: [Candle] = []
        let rows = try Row.fetchCursor(
          db,
          sql: """
            SELECT time, open, high, low, close, volume FROM candle
              WHERE symbol = ? AND interval = ? AND time >= ? AND time < ? ORDER BY time
            """,
          arguments: [symbol, interval.rawValue, lower, upper])
        while let row = try rows.next() {
          candles.append(try Self.candle(row, symbol: symbol, interval: interval))
        }
        return candles
      }
    }

    /// The newest stored candle of `symbol` and `interval`, or `nil`: the last entry of the key range.
    public func latestCandle(symbol: String, interval: CandleInterval) async throws -> Candle? {
      try await database.read { db in
        try Row.fetchOne(
          db,
          sql: """
            SELECT time, open, high, low, close, volume FROM candle
              WHERE symbol = ? AND interval = ? ORDER BY time DESC LIMIT 1
            """,
          arguments: [symbol, interval.rawValue]
        ).map { try Self.candle($0, symbol: symbol, interval: interval) }
      }
    }

    /// Stores `candles` in one transaction, replacing stored candles with the same times; among candles of one time
    /// in the array, the later one wins (they are written in array order).
    ///
    /// - Complexity: O(*k* log *n*) for *k* candles saved into *n* stored, through one prepared statement.
    public func save(_ candles: [Candle], symbol: String, interval: CandleInterval) async throws {
      guard !candles.isEmpty else { return }
      try await database.write { db in
        let upsert = try db.cachedStatement(
          sql: """
            INSERT INTO candle (symbol, interval, time, open, high, low, close, volume) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
              ON CONFLICT (symbol, interval, time) DO UPDATE SET open = excluded.open, high = excluded.high,
                low = excluded.low, close = excluded.close, volume = excluded.volume
            """)
        for candle in candles {
          try upsert.execute(arguments: [
            symbol, interval.rawValue, UTCMilliseconds.milliseconds(candle.time), candle.open, candle.high, candle.low,
            candle.close, candle.volume,
          ])
        }
      }
    }

    /// The smallest whole millisecond at or after `date`.
    private static func ceilingMilliseconds(_ date: Date) -> Int64 {
      let rounded = UTCMilliseconds.milliseconds(date)
      return UTCMilliseconds.date(rounded) < date ? rounded + 1 : rounded
    }

    /// The candle of a row selected as `time, open, high, low, close, volume`, checked by `Candle`'s initializer.
    private static func candle(_ row: Row, symbol: String, interval: CandleInterval) throws -> Candle {
      let stored = StoredRow(
        row: row, table: "candle", key: "\(symbol)/\(interval.rawValue)/\(StoredRow.keyText(row[0]))")
      let time = UTCMilliseconds.date(Int64(try stored.int(0)))
      do {
        return try Candle(
          time: time, open: try stored.double(1), high: try stored.double(2), low: try stored.double(3),
          close: try stored.double(4), volume: try stored.double(5))
      } catch let error as DomainKitsDatabaseError {
        throw error
      } catch {
        throw stored.invalid("\(error)")
      }
    }
  }
#endif
