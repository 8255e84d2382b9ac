#if LiveFeed
  import Foundation
  import DomainKitsCore
  import MarketFeed

  /// Generates the messages of ``ReplayScript/synthetic(symbols:count:start:seed:)``: a book per symbol on a price
  /// grid, changed near the touch, with trades and tickers, all in Bithumb's wire format.
  struct SyntheticMarket {
    private struct Book {
      let symbol: String
      let tick: Int64
      /// Price → quantity in 10⁻⁴ units, per side.
      var bids: [Int64: Int64] = [:]
      var asks: [Int64: Int64] = [:]
      var bestBid: Int64
      var bestAsk: Int64
      var last: Int64
    }

    private var books: [Book]
    private var random: SplitMix64
    /// Microseconds since 1970 of the last message.
    private var time: Int64
    private var sent = 0
    /// The depth change a trade caused, sent right after the trade as Bithumb does.
    private var pendingDepth: String?

    init(symbols: [String], start: Date, seed: UInt64) {
      random = SplitMix64(seed: seed)
      let seconds = start.timeIntervalSince1970
      // Any date a caller passes stays in range: non-finite, pre-1970 or far-off ones start at 1970.
      time = seconds.isFinite && seconds >= 0 && seconds < 1e11 ? Int64(seconds * 1_000_000) : 0
      books = []
      for (index, symbol) in symbols.enumerated() {
        let (tick, mid): (Int64, Int64) = index == 0 ? (1_000, 81_000_000) : (10, 4_000_000 / Int64(index + 1))
        var book = Book(symbol: symbol, tick: tick, bestBid: mid - tick, bestAsk: mid + tick, last: mid)
        for level in 0..<30 {
          book.bids[mid - tick * Int64(level + 1)] = quantity()
          book.asks[mid + tick * Int64(level + 1)] = quantity()
        }
        books.append(book)
      }
    }

    // MARK: Messages

    /// The next WebSocket message: mostly depth changes, a trade every ninth (followed by its level's new quantity),
    /// a ticker every hundredth.
    mutating func nextMessage() -> String {
      if let message = pendingDepth {
        pendingDepth = nil
        return message
      }
      sent += 1
      time += 50 + Int64(random.next(below: 450))
      let index = books.count == 1 ? 0 : random.next(below: books.count)
      if sent % 100 == 0 { return ticker(index) }
      if sent % 9 == 0 { return trade(index) }
      return depth(index)
    }

    private mutating func depth(_ index: Int) -> String {
      var changes: [(side: String, price: Int64, quantity: Int64)] = []
      let count = 1 + random.next(below: 4)
      for _ in 0..<count {
        if random.next(below: 40) == 0 {
          changes += moveTouch(index)
          continue
        }
        let isBid = random.next(below: 2) == 0
        let offset = Int64(random.next(below: 12))
        let book = books[index]
        let price = isBid ? book.bestBid - offset * book.tick : book.bestAsk + offset * book.tick
        // Deleting the touch would move it; keep the touch and delete deeper levels only.
        let newQuantity = offset > 0 && random.next(below: 5) == 0 ? 0 : quantity()
        set(index, isBid: isBid, price: price, quantity: newQuantity)
        changes.append((isBid ? "bid" : "ask", price, newQuantity))
      }
      return depthMessage(index, changes)
    }

    /// An `orderbookdepth` message with `changes`, stamped now.
    private func depthMessage(_ index: Int, _ changes: [(side: String, price: Int64, quantity: Int64)]) -> String {
      let symbol = books[index].symbol
      let list = changes.map { change in
        #"{"symbol":"\#(symbol)","orderType":"\#(change.side)","price":"\#(change.price)","#
          + #""quantity":"\#(Self.decimal(change.quantity))","total":"\#(orders(change.quantity))"}"#
      }
      return #"{"type":"orderbookdepth","content":{"list":[\#(list.joined(separator: ","))],"datetime":"\#(time)"}}"#
    }

    /// A plausible order count for a level: none when it is deleted.
    private func orders(_ quantity: Int64) -> Int64 { quantity == 0 ? 0 : 1 + quantity % 7 }

    /// Moves the touch one tick up or down: the level at the touch changes sides (deleted on one, added on the
    /// other), so the book never crosses.
    private mutating func moveTouch(_ index: Int) -> [(side: String, price: Int64, quantity: Int64)] {
      let book = books[index]
      // Move towards the side with more levels, at random when both have plenty, so neither runs out.
      let up =
        book.asks.count < 4 ? false : book.bids.count < 4 ? true : random.next(below: 2) == 0
      let moved = up ? book.bestAsk : book.bestBid
      let added = quantity()
      set(index, isBid: !up, price: moved, quantity: 0)
      set(index, isBid: up, price: moved, quantity: added)
      return [(up ? "ask" : "bid", moved, 0), (up ? "bid" : "ask", moved, added)]
    }

    private mutating func trade(_ index: Int) -> String {
      let takerBuys = random.next(below: 2) == 0
      let book = books[index]
      let price = takerBuys ? book.bestAsk : book.bestBid
      let resting = (takerBuys ? book.asks[price] : book.bids[price]) ?? 1
      let size = max(1, min(resting - 1, 1 + Int64(random.next(below: 300))))
      let remaining = max(1, resting - size)
      set(index, isBid: !takerBuys, price: price, quantity: remaining)
      // The level's new absolute quantity follows at the trade's time: a client that skipped the trade (its book
      // was still waiting for a snapshot) ends on the same book as one that applied it.
      pendingDepth = depthMessage(index, [(takerBuys ? "ask" : "bid", price, remaining)])
      books[index].last = price
      let amount = Self.decimal(price * size)
      let symbol = book.symbol
      return #"{"type":"transaction","content":{"list":[{"symbol":"\#(symbol)","buySellGb":"\#(takerBuys ? 2 : 1)","#
        + #""contPrice":"\#(price)","contQty":"\#(Self.decimal(size))","contAmt":"\#(amount)","#
        + #""contDtm":"\#(Self.seoulDateTime(time))","updn":"\#(takerBuys ? "up" : "dn")"}]}}"#
    }

    private mutating func ticker(_ index: Int) -> String {
      let book = books[index]
      let seoul = Self.seoulDateTime(time)
      let date = seoul.prefix(10).replacingOccurrences(of: "-", with: "")
      let clock = seoul.dropFirst(11).prefix(8).replacingOccurrences(of: ":", with: "")
      let open = book.last - 20 * book.tick
      return #"{"type":"ticker","content":{"symbol":"\#(book.symbol)","tickType":"24H","date":"\#(date)","#
        + #""time":"\#(clock)","openPrice":"\#(open)","closePrice":"\#(book.last)","#
        + #""lowPrice":"\#(open - 5 * book.tick)","#
        + #""highPrice":"\#(book.last + 5 * book.tick)","value":"2831915078.07065789","volume":"1222.51355788","#
        + #""sellVolume":"760.34079004","buyVolume":"462.17276784","prevClosePrice":"\#(open)","chgRate":"0.65","#
        + #""chgAmt":"\#(book.last - open)","volumePower":"60.80"}}"#
    }

    private mutating func set(_ index: Int, isBid: Bool, price: Int64, quantity: Int64) {
      if isBid {
        books[index].bids[price] = quantity == 0 ? nil : quantity
        books[index].bestBid = books[index].bids.keys.max() ?? books[index].bestBid
      } else {
        books[index].asks[price] = quantity == 0 ? nil : quantity
        books[index].bestAsk = books[index].asks.keys.min() ?? books[index].bestAsk
      }
    }

    // MARK: REST

    /// The REST order book at the start: every level, best first, stamped in milliseconds.
    func restOrderBook(_ symbol: String) -> String {
      guard let book = books.first(where: { $0.symbol == symbol }) else { return #"{"status":"5600","message":"?"}"# }
      let parts = symbol.split(separator: "_").map(String.init)
      func levels(_ side: [Int64: Int64], descending: Bool) -> String {
        side.keys.sorted(by: descending ? (>) : (<)).map { price in
          #"{"price":"\#(price)","quantity":"\#(Self.decimal(side[price] ?? 0))"}"#
        }.joined(separator: ",")
      }
      return #"{"status":"0000","data":{"timestamp":"\#(time / 1_000)","payment_currency":"\#(parts.last ?? "")","#
        + #""order_currency":"\#(parts.first ?? "")","bids":[\#(levels(book.bids, descending: true))],"#
        + #""asks":[\#(levels(book.asks, descending: false))]}}"#
    }

    /// Two hours of one-minute candles ending at the minute before the start.
    mutating func candleHistory(_ symbol: String) -> String {
      guard let book = books.first(where: { $0.symbol == symbol }) else { return #"{"status":"5600","message":"?"}"# }
      let startMinute = time / 60_000_000 * 60_000
      var close = book.last
      var rows: [String] = []
      for minute in (1...120).reversed() {
        let open = close
        close = open + book.tick * Int64(random.next(below: 21) - 10)
        let high = max(open, close) + book.tick * Int64(random.next(below: 4))
        let low = min(open, close) - book.tick * Int64(random.next(below: 4))
        let volume = Self.decimal(Int64(1 + random.next(below: 90_000)))
        rows.append(
          #"[\#(startMinute - Int64(minute) * 60_000),"\#(open)","\#(close)","\#(high)","\#(low)","\#(volume)"]"#)
      }
      return #"{"status":"0000","data":[\#(rows.joined(separator: ","))]}"#
    }

    // MARK: Formatting

    /// A quantity between 0.0001 and 2.5 in 10⁻⁴ units.
    private mutating func quantity() -> Int64 { 1 + Int64(random.next(below: 25_000)) }

    /// 10⁻⁴ units as a decimal string without trailing zeros ("1.25", "3").
    static func decimal(_ units: Int64) -> String {
      let whole = units / 10_000
      var fraction = String(units % 10_000)
      if fraction == "0" { return String(whole) }
      fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
      while fraction.hasSuffix("0") { fraction.removeLast() }
      return "\(whole).\(fraction)"
    }

    /// Microseconds since 1970 as Bithumb's `contDtm`: "2024-08-08 16:37:17.709123" in Seoul time (UTC+9, no DST).
    static func seoulDateTime(_ microseconds: Int64) -> String {
      let local = microseconds + 9 * 3_600_000_000
      let seconds = local / 1_000_000
      let (days, secondOfDay) = (seconds / 86_400, seconds % 86_400)
      let date = CalendarDay(dayNumber: Int(days))
      let (year, month, day) = (date.year, Int64(date.month), Int64(date.day))
      func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
      let micros = String(local % 1_000_000)
      return "\(year)-\(two(month))-\(two(day)) \(two(secondOfDay / 3_600)):\(two(secondOfDay % 3_600 / 60)):"
        + "\(two(secondOfDay % 60)).\(String(repeating: "0", count: 6 - micros.count))\(micros)"
    }
  }

  extension SplitMix64 {
    /// A number in `0..<bound` (bound > 0); the modulo bias is irrelevant for synthetic sessions.
    mutating func next(below bound: Int) -> Int {
      Int(next() % UInt64(max(1, bound)))
    }
  }
#endif
