#if LiveFeed
  import DomainKitsCore
  import Foundation
  import MarketFeed

  /// The synthetic markets a ``QuotationReplayServer`` connection plays: a random walk per market code, written as
  /// API 2.0 ticker, orderbook and trade frames in the DEFAULT or SIMPLE format.
  struct QuotationReplayMarkets {
    private struct Market {
      var price: Int64
      let previousClose: Int64
      let tick: Int64
      /// Value traded over 24 hours, KRW.
      var value24h: Int64
      /// Volume traded over 24 hours, in 10⁻⁸ units.
      var volume24h: Int64
    }

    private let script: QuotationReplayScript
    private var markets: [String: Market] = [:]
    private var random: SplitMix64
    /// Milliseconds since 1970 of the latest frame.
    private var time: Int64
    private var sequence: Int64 = 0

    init(script: QuotationReplayScript) {
      self.script = script
      random = SplitMix64(seed: script.seed)
      time = script.startMilliseconds
    }

    // MARK: Frames

    /// A ticker frame of `code`; `moving` steps its price first (a realtime frame).
    mutating func ticker(_ code: String, snapshot: Bool, format: QuotationFormat) -> String {
      if !snapshot { step(code) }
      time += 1 + Int64(random.next(below: 40))
      let market = self.market(code)
      let change = market.price - market.previousClose
      let direction = change > 0 ? "RISE" : change < 0 ? "FALL" : "EVEN"
      let rate = change * 100_000_000 / max(1, market.previousClose)
      let (date, clock) = tradeClock(time)
      let compactDate = date.replacingOccurrences(of: "-", with: "")
      let compactClock = clock.replacingOccurrences(of: ":", with: "")
      return Self.object(
        format,
        [
          ("type", "ty", #""ticker""#), ("code", "cd", #""\#(code)""#),
          ("opening_price", "op", "\(market.previousClose)"),
          ("high_price", "hp", "\(max(market.price, market.previousClose) + market.tick)"),
          ("low_price", "lp", "\(min(market.price, market.previousClose) - market.tick)"),
          ("trade_price", "tp", "\(market.price)"), ("prev_closing_price", "pcp", "\(market.previousClose)"),
          ("change", "c", #""\#(direction)""#), ("change_price", "cp", "\(abs(change))"),
          ("signed_change_price", "scp", "\(change)"), ("change_rate", "cr", Self.decimal(abs(rate), scale: 8)),
          ("signed_change_rate", "scr", Self.decimal(rate, scale: 8)),
          ("trade_volume", "tv", Self.decimal(1 + Int64(random.next(below: 90_000_000)), scale: 8)),
          ("acc_trade_volume", "atv", Self.decimal(market.volume24h / 2, scale: 8)),
          ("acc_trade_volume_24h", "atv24h", Self.decimal(market.volume24h, scale: 8)),
          ("acc_trade_price", "atp", "\(market.value24h / 2).5"),
          ("acc_trade_price_24h", "atp24h", "\(market.value24h).064881"),
          ("trade_date", "tdt", #""\#(compactDate)""#), ("trade_time", "ttm", #""\#(compactClock)""#),
          ("trade_timestamp", "ttms", "\(time - 80)"), ("ask_bid", "ab", change >= 0 ? #""BID""# : #""ASK""#),
          ("market_state", "ms", #""ACTIVE""#), ("market_warning", "mw", #""NONE""#), ("timestamp", "tms", "\(time)"),
          ("stream_type", "st", snapshot ? #""SNAPSHOT""# : #""REALTIME""#),
        ])
    }

    /// A whole 15-level book of `code` around its price.
    mutating func orderBook(_ code: String, snapshot: Bool, format: QuotationFormat) -> String {
      time += 1 + Int64(random.next(below: 40))
      let market = self.market(code)
      var units: [String] = []
      var totalAsk: Int64 = 0
      var totalBid: Int64 = 0
      for level in 0..<15 {
        let ask = market.price + market.tick * Int64(level + 1)
        let bid = market.price - market.tick * Int64(level)
        // Now and then a level of size zero, as the live feed sends.
        let askSize = random.next(below: 23) == 0 ? 0 : 1 + Int64(random.next(below: 50_000_000))
        let bidSize = random.next(below: 29) == 0 ? 0 : 1 + Int64(random.next(below: 50_000_000))
        totalAsk += askSize
        totalBid += bidSize
        units.append(
          Self.object(
            format,
            [
              ("ask_price", "ap", "\(ask)"), ("bid_price", "bp", "\(max(1, bid))"),
              ("ask_size", "as", Self.decimal(askSize, scale: 8)), ("bid_size", "bs", Self.decimal(bidSize, scale: 8)),
            ]))
      }
      // Bithumb's live feed stamps books in microseconds, Upbit in milliseconds.
      let stamp = script.dialect == .bithumb ? time * 1_000 + Int64(random.next(below: 1_000)) : time
      return Self.object(
        format,
        [
          ("type", "ty", #""orderbook""#), ("code", "cd", #""\#(code)""#),
          ("total_ask_size", "tas", Self.decimal(totalAsk, scale: 8)),
          ("total_bid_size", "tbs", Self.decimal(totalBid, scale: 8)),
          ("orderbook_units", "obu", "[" + units.joined(separator: ",") + "]"), ("level", "lv", "1"),
          ("timestamp", "tms", "\(stamp)"), ("stream_type", "st", snapshot ? #""SNAPSHOT""# : #""REALTIME""#),
        ])
    }

    /// A trade of `code` at its price (moving it first when realtime).
    mutating func trade(_ code: String, snapshot: Bool, format: QuotationFormat) -> String {
      if !snapshot { step(code) }
      time += 1 + Int64(random.next(below: 40))
      sequence += 1
      let market = self.market(code)
      let volume = 1 + Int64(random.next(below: 30_000_000))
      markets[code]?.volume24h += volume
      markets[code]?.value24h += market.price * volume / 100_000_000
      let change = market.price - market.previousClose
      let (date, clock) = tradeClock(time)
      // 18 digits, as the WebSocket sends: more than a Double keeps.
      let sequentialID = "\(time)\(String(format: "%05lld", sequence % 100_000))"
      return Self.object(
        format,
        [
          ("type", "ty", #""trade""#), ("code", "cd", #""\#(code)""#), ("trade_price", "tp", "\(market.price)"),
          ("trade_volume", "tv", Self.decimal(volume, scale: 8)),
          ("ask_bid", "ab", random.next(below: 2) == 0 ? #""ASK""# : #""BID""#),
          ("prev_closing_price", "pcp", "\(market.previousClose)"),
          ("change", "c", change > 0 ? #""RISE""# : change < 0 ? #""FALL""# : #""EVEN""#),
          ("change_price", "cp", "\(abs(change))"), ("trade_date", "tdt", #""\#(date)""#),
          ("trade_time", "ttm", #""\#(clock)""#), ("trade_timestamp", "ttms", "\(time)"),
          ("timestamp", "tms", "\(time + 30)"), ("sequential_id", "sid", sequentialID),
          ("stream_type", "st", snapshot ? #""SNAPSHOT""# : #""REALTIME""#),
        ])
    }

    // MARK: Markets

    private mutating func market(_ code: String) -> Market {
      if let market = markets[code] { return market }
      let price = script.startingPrices[code] ?? Self.derivedPrice(code)
      let tick = Self.tick(price)
      let market = Market(
        price: price, previousClose: price - tick * Int64(random.next(below: 41) - 20), tick: tick,
        value24h: 1_000_000_000 * Int64(1 + random.next(below: 900)), volume24h: 100_000_000 * 1_000)
      markets[code] = market
      return market
    }

    private mutating func step(_ code: String) {
      let market = self.market(code)
      let moved = market.price + market.tick * Int64(random.next(below: 7) - 3)
      markets[code]?.price = max(market.tick * 10, moved)
    }

    /// A price from 100 to about 5,000,000 KRW derived from the code, so a market keeps its level across runs.
    static func derivedPrice(_ code: String) -> Int64 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in code.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      let magnitude = [100, 1_000, 10_000, 100_000, 1_000_000][Int(hash % 5)]
      return Int64(magnitude) * Int64(1 + (hash >> 8) % 9)
    }

    /// Upbit's KRW tick table (Bithumb publishes none): coarser steps for dearer coins.
    static func tick(_ price: Int64) -> Int64 {
      switch price {
      case 1_000_000...: 1_000
      case 500_000...: 500
      case 100_000...: 100
      case 50_000...: 50
      case 10_000...: 10
      case 5_000...: 5
      default: 1
      }
    }

    // MARK: Formatting

    /// `yyyy-MM-dd` and `HH:mm:ss` of `milliseconds`, in Seoul for Bithumb and UTC for Upbit.
    private func tradeClock(_ milliseconds: Int64) -> (date: String, time: String) {
      let shift: Int64 = script.dialect == .bithumb ? 0 : -9 * 3_600_000_000
      let text = SyntheticMarket.seoulDateTime(milliseconds * 1_000 + shift)
      return (String(text.prefix(10)), String(text.dropFirst(11).prefix(8)))
    }

    /// A JSON object of `fields` (DEFAULT name, SIMPLE name, JSON value text) in `format`.
    static func object(_ format: QuotationFormat, _ fields: [(String, String, String)]) -> String {
      "{"
        + fields.map { field in
          #""\#(format == .simple ? field.1 : field.0)":\#(field.2)"#
        }.joined(separator: ",") + "}"
    }

    /// `units` × 10^-`scale` as a decimal text ("-0.00146168", "12.5").
    static func decimal(_ units: Int64, scale: Int) -> String {
      let negative = units < 0
      let magnitude = units.magnitude
      var divisor: UInt64 = 1
      for _ in 0..<scale { divisor *= 10 }
      var fraction = String(magnitude % divisor)
      fraction = String(repeating: "0", count: scale - fraction.count) + fraction
      while fraction.hasSuffix("0") { fraction.removeLast() }
      let whole = "\(negative ? "-" : "")\(magnitude / divisor)"
      return fraction.isEmpty ? whole : whole + "." + fraction
    }
  }
#endif
