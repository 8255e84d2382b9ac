#if SQLite
  import CandleKit
  import DomainKitsGRDB
  import Foundation
  import GRDB
  import OrderBookKit
  import PropertyBased
  import RepositoryConformance
  import Testing

  @Suite("Order books and candles in SQLite")
  struct MarketStoreTests {
    private func level(_ price: String, _ quantity: String, orders: Int? = nil) throws -> Level {
      Level(price: try #require(Price(price)), quantity: try #require(Quantity(quantity)), orderCount: orders)
    }

    @Test("Prices and quantities are stored as their exact decimal text; sequence and time round-trip at any precision")
    func exactBook() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let repository = SQLiteOrderBookRepository(database)
      for time in [
        ExchangeTimestamp(microseconds: 1_723_102_637_709_123), ExchangeTimestamp(milliseconds: 1_723_102_637_709),
        ExchangeTimestamp(1_723_102_637, .seconds), nil,
      ] {
        let snapshot = OrderBookSnapshot(
          bids: [try level("80838000", "0.0586", orders: 3), try level("80837000", "0.00000001")],
          asks: [try level("0.000123", "1234567.8"), try level("80873000", "0.1749", orders: 0)],
          sequence: .max, time: time)
        try await repository.save(snapshot, symbol: "BTC_KRW")
        #expect(try await repository.snapshot(symbol: "BTC_KRW") == snapshot)
      }
      let stored = try database.writer.read { db in
        try Row.fetchAll(
          db, sql: "SELECT price, typeof(price), quantity FROM order_book_level WHERE side = 'ask' ORDER BY position")
      }
      #expect(stored.map { $0[0] as String } == ["0.000123", "80873000"])
      #expect(stored.map { $0[1] as String } == ["text", "text"])
      #expect(stored.map { $0[2] as String } == ["1234567.8", "0.1749"])
      let sequence = try await database.writer.read { db in
        try String.fetchOne(db, sql: "SELECT sequence FROM order_book_snapshot")
      }
      #expect(sequence == "18446744073709551615")
    }

    @Test("A deep book (5,000 levels a side) round-trips in order")
    func deepBook() async throws {
      let repository = SQLiteOrderBookRepository(try DomainKitsDatabase.inMemory())
      let bids = try (0..<5_000).map {
        try level(String(80_000_000 - $0 * 1_000), "0.\(String(format: "%04d", $0 + 1))")
      }
      let asks = try (0..<5_000).map { try level(String(80_001_000 + $0 * 1_000), "\($0 % 9 + 1).5", orders: $0) }
      let snapshot = OrderBookSnapshot(bids: bids.reversed(), asks: asks, sequence: 42)
      try await repository.save(snapshot, symbol: "BTCUSDT")
      let loaded = try #require(try await repository.snapshot(symbol: "BTCUSDT"))
      #expect(loaded == snapshot)
      #expect(try OrderBook(loaded) == OrderBook(snapshot))
    }

    @Test("A stored level that is not an exact decimal is a typed error naming the symbol")
    func tamperedLevel() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let repository = SQLiteOrderBookRepository(database)
      try await repository.save(
        OrderBookSnapshot(bids: [try level("80838000", "0.0586")], asks: []), symbol: "BTC_KRW")
      for edit in [
        "UPDATE order_book_level SET price = '80,838,000'", "UPDATE order_book_level SET price = x'3830'",
        "UPDATE order_book_level SET quantity = '-1'",
        "UPDATE order_book_snapshot SET time_microseconds = 1500, time_precision = 1",
        "UPDATE order_book_snapshot SET sequence = '-7'",
      ] {
        try await database.writer.write { db in
          try db.execute(sql: "DELETE FROM order_book_level; DELETE FROM order_book_snapshot")
        }
        try await repository.save(
          OrderBookSnapshot(bids: [try level("80838000", "0.0586")], asks: []), symbol: "BTC_KRW")
        try await database.writer.write { db in try db.execute(sql: edit) }
        await #expect("\(edit)") {
          try await repository.snapshot(symbol: "BTC_KRW")
        } throws: { error in
          guard case .invalidStoredValue(_, let key, _) = error as? DomainKitsDatabaseError else { return false }
          return key == "BTC_KRW"
        }
      }
    }

    @Test("Candle values round-trip bit for bit; times are UTC milliseconds")
    func exactCandles() async throws {
      let database = try DomainKitsDatabase.inMemory()
      let repository = SQLiteCandleRepository(database)
      let start = CandleSample.start
      let candles = [
        try Candle(time: start, open: 0.1, high: 0.3, low: 0.1, close: 0.2, volume: 2.163_053_7),
        try Candle(
          time: start + 60, open: 81_061_000, high: 81_062_000, low: 80_860_000, close: 80_860_000, volume: 1e-8),
        try Candle(
          time: start + 120, open: 1e300, high: .greatestFiniteMagnitude, low: .leastNonzeroMagnitude, close: 1e300,
          volume: 0),
      ]
      try await repository.save(candles, symbol: "BTC_KRW", interval: .oneMinute)
      let loaded = try await repository.candles(symbol: "BTC_KRW", interval: .oneMinute, in: start..<start + 180)
      #expect(loaded.map(\.open.bitPattern) == candles.map(\.open.bitPattern))
      #expect(loaded.map(\.low.bitPattern) == candles.map(\.low.bitPattern))
      #expect(loaded.map(\.volume.bitPattern) == candles.map(\.volume.bitPattern))
      let times = try await database.writer.read { db in
        try Int64.fetchAll(db, sql: "SELECT time FROM candle ORDER BY time")
      }
      #expect(times == [1_723_014_780_000, 1_723_014_840_000, 1_723_014_900_000])
    }

    @Test("Any saves and ranges give what the in-memory repository gives (differential)")
    func candleDifferential() async throws {
      let pool = try CandleSample.candles(count: 60)
      let intervals: [CandleInterval] = [.oneMinute, .oneHour]
      await propertyCheck(
        count: 40, input: zip(Gen.int(in: 0...1), Gen.int(in: 0...59).array(of: 0...30)).array(of: 1...6),
        Gen.int(in: -5...65), Gen.int(in: 0...70)
      ) { (saves: [(Int, [Int])], from: Int, length: Int) async throws in
        let memory = InMemoryCandleRepository()
        let sqlite = SQLiteCandleRepository(try DomainKitsDatabase.inMemory())
        for (interval, picks) in saves {
          let batch = picks.map { pool[$0] }
          await memory.save(batch, symbol: "BTC_KRW", interval: intervals[interval])
          try await sqlite.save(batch, symbol: "BTC_KRW", interval: intervals[interval])
        }
        // Bounds on the minute, and half a millisecond after it.
        for offset in [0, 0.0005] {
          let lower = CandleSample.start + Double(from * 60) + offset
          let range = lower..<lower + Double(length * 60)
          for interval in intervals {
            #expect(
              try await sqlite.candles(symbol: "BTC_KRW", interval: interval, in: range)
                == memory.candles(symbol: "BTC_KRW", interval: interval, in: range))
            #expect(
              try await sqlite.latestCandle(symbol: "BTC_KRW", interval: interval)
                == memory.latestCandle(symbol: "BTC_KRW", interval: interval))
          }
        }
      }
    }

    @Test("A stored candle that breaks Candle's invariants, or is not a number, is a typed error")
    func tamperedCandle() async throws {
      for edit in [
        "UPDATE candle SET low = high + 1", "UPDATE candle SET volume = 'lots'", "UPDATE candle SET time = 1.5",
      ] {
        let database = try DomainKitsDatabase.inMemory()
        let repository = SQLiteCandleRepository(database)
        try await repository.save(try CandleSample.candles(count: 1), symbol: "BTC_KRW", interval: .oneMinute)
        try await database.writer.write { db in try db.execute(sql: edit) }
        await #expect("\(edit)") {
          try await repository.latestCandle(symbol: "BTC_KRW", interval: .oneMinute)
        } throws: { error in
          guard case .invalidStoredValue(let table, _, _) = error as? DomainKitsDatabaseError else { return false }
          return table == "candle"
        }
      }
    }
  }
#endif
