#if LiveFeed
  import Foundation

  @testable import MarketFeed
  @testable import MarketFeedReplay

  /// A recorded-style Bithumb session for BTC_KRW, written for these tests in Bithumb's exact shapes (microsecond
  /// `datetime` strings, Seoul `contDtm`, millisecond REST timestamps).
  ///
  /// Times: T = 2024-08-08 07:37:17.000 UTC (16:37:17 in Seoul). The first REST snapshot is stamped T + 10 ms.
  enum SessionFixture {
    static let symbol = "BTC_KRW"

    /// The first REST snapshot (T + 10 ms): ten levels a side around 81,000,000.
    static let snapshot1 = restBody(
      bids: (1...10).map { (80_000_000 + 1_000_000 - $0 * 1_000, "0.\(1_000 + $0 * 37)") },
      asks: (1...10).map { (81_000_000 + $0 * 1_000, "0.\(2_000 + $0 * 41)") },
      milliseconds: 1_723_102_637_010)

    static let connected = #"{"status":"0000","resmsg":"Connected Successfully"}"#
    static let registered = #"{"status":"0000","resmsg":"Filter Registered Successfully"}"#

    /// Sent before the snapshot arrives: buffered, then replayed by time.
    static let phaseA = [
      connected, registered,
      // Stamped before the snapshot: already in it, dropped on replay.
      depth(micros: 1_723_102_637_002_000, [("bid", "80999000", "9.9"), ("ask", "81001000", "9.9")]),
      // A trade before the snapshot: the snapshot holds its effect.
      #"{"type":"transaction","content":{"list":[{"symbol":"BTC_KRW","buySellGb":"2","contPrice":"81001000","#
        + #""contQty":"0.01","contAmt":"810010.00","contDtm":"2024-08-08 16:37:17.003000","updn":"up"}]}}"#,
      depth(micros: 1_723_102_637_011_000, [("bid", "80999000", "0.75"), ("ask", "81002000", "0")]),
      // Out of order while buffered: the later one (sent first) covers the earlier one's level.
      depth(micros: 1_723_102_637_013_000, [("ask", "81001000", "1.5"), ("bid", "80998000", "2.25")]),
      depth(micros: 1_723_102_637_012_000, [("ask", "81001000", "1.25")]),
      // Malformed: a price that is not a decimal.
      depth(micros: 1_723_102_637_014_000, [("bid", "80,997,000", "1")]),
      #"{"type":"ticker","content":{"symbol":"BTC_KRW","tickType":"24H","date":"20240808","time":"163717","#
        + #""openPrice":"80500000","closePrice":"81001000","lowPrice":"80400000","highPrice":"81200000","#
        + #""value":"2831915078.07065789","volume":"1222.51355788","sellVolume":"760.34079004","#
        + #""buyVolume":"462.17276784","prevClosePrice":"80500000","chgRate":"0.62","chgAmt":"501000","#
        + #""volumePower":"60.80"}}"#,
    ]

    /// Sent once the book is live: an out-of-order pair (the stale one is dropped), a trade, then the connection
    /// drops.
    static let phaseB = [
      depth(micros: 1_723_102_637_021_000, [("bid", "80996000", "3"), ("bid", "80999000", "0.5")]),
      depth(micros: 1_723_102_637_020_000, [("bid", "80996000", "4")]),
      #"{"type":"transaction","content":{"list":[{"symbol":"BTC_KRW","buySellGb":"1","contPrice":"80999000","#
        + #""contQty":"0.2","contAmt":"16199800.00","contDtm":"2024-08-08 16:37:17.022000","updn":"dn"}]}}"#,
      depth(micros: 1_723_102_637_023_000, [("ask", "81003000", "0.125"), ("ask", "81011000", "0.5")]),
    ]

    /// The second connection's burst: `count` depth updates near the touch, 2 µs apart from T + 30 ms.
    static func burst(count: Int, seed: UInt64 = 7) -> [String] {
      var random = SplitMix64(seed: seed)
      var messages = [connected, registered]
      messages.reserveCapacity(count + 2)
      for index in 0..<count {
        let isBid = random.next(below: 2) == 0
        let offset = random.next(below: 15)
        let price = isBid ? 80_999_000 - offset * 1_000 : 81_001_000 + offset * 1_000
        let quantity = SyntheticMarket.decimal(Int64(1 + random.next(below: 50_000)))
        messages.append(
          depth(micros: 1_723_102_637_030_000 + Int64(index) * 2, [(isBid ? "bid" : "ask", "\(price)", quantity)]))
      }
      return messages
    }

    /// An `orderbookdepth` message.
    static func depth(micros: Int64, _ changes: [(side: String, price: String, quantity: String)]) -> String {
      let list = changes.map { change in
        #"{"symbol":"BTC_KRW","orderType":"\#(change.side)","price":"\#(change.price)","#
          + #""quantity":"\#(change.quantity)","total":"\#(change.quantity == "0" ? "0" : "1")"}"#
      }
      return #"{"type":"orderbookdepth","content":{"list":[\#(list.joined(separator: ","))],"datetime":"\#(micros)"}}"#
    }

    /// A REST order-book response body.
    static func restBody(bids: [(Int, String)], asks: [(Int, String)], milliseconds: Int64) -> String {
      func levels(_ side: [(Int, String)]) -> String {
        side.map { #"{"price":"\#($0.0)","quantity":"\#($0.1)"}"# }.joined(separator: ",")
      }
      return #"{"status":"0000","data":{"timestamp":"\#(milliseconds)","payment_currency":"KRW","#
        + #""order_currency":"BTC","bids":[\#(levels(bids))],"asks":[\#(levels(asks))]}}"#
    }

    /// A REST body holding `book` exactly, stamped `milliseconds`.
    static func restBody(_ book: OrderBook, milliseconds: Int64) -> String {
      func levels(_ side: OrderBookLevels) -> String {
        side.map { #"{"price":"\#($0.price)","quantity":"\#($0.quantity)"}"# }.joined(separator: ",")
      }
      return #"{"status":"0000","data":{"timestamp":"\#(milliseconds)","payment_currency":"KRW","#
        + #""order_currency":"BTC","bids":[\#(levels(book.bids))],"asks":[\#(levels(book.asks))]}}"#
    }
  }

  /// The offline reference: the same messages through a synchronizer, in the order sent, with no network.
  struct OfflineBook {
    var sync = OrderBookSynchronizer(symbol: SessionFixture.symbol, policy: .timestamp)

    mutating func snapshot(_ body: String) throws {
      sync.receive(try BithumbREST.orderBook(from: Data(body.utf8)).event)
    }

    mutating func messages(_ messages: [String]) {
      for message in messages {
        for event in (try? BithumbWebSocket.events(from: message)) ?? [] { sync.receive(event) }
      }
    }
  }
#endif
