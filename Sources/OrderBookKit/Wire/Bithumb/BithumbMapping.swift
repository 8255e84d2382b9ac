import Foundation

/// Bithumb's quirks, handled once for both the `Decodable` path and the one-pass reader: `orderType` words,
/// `buySellGb` codes, `datetime` as microseconds in a string or a number, `contDtm` in Seoul wall-clock time, and
/// several symbols in one message.
enum BithumbMapping {
  static let orderTypes: [StaticString] = ["bid", "ask"]
  static let takerCodes: [StaticString] = ["1", "2"]

  /// One `orderbookdepth` entry as a level change.
  static func change(
    orderType: UnsafeBufferPointer<UInt8>,
    price: UnsafeBufferPointer<UInt8>,
    quantity: UnsafeBufferPointer<UInt8>,
    total: UnsafeBufferPointer<UInt8>?,
    field: (String) -> String
  ) throws(FeedDecodingError) -> LevelChange {
    let side: Side = try WireValue.choice(orderType, orderTypes) { field("orderType") } == 0 ? .bid : .ask
    return LevelChange(
      side: side,
      price: try WireValue.positivePrice(price) { field("price") },
      quantity: try WireValue.quantity(quantity) { field("quantity") },
      orderCount: try total.map { bytes throws(FeedDecodingError) in
        try WireValue.orderCount(bytes) { field("total") }
      }
    )
  }

  /// One `transaction` entry as a trade.
  static func trade(
    buySellGb: UnsafeBufferPointer<UInt8>,
    price: UnsafeBufferPointer<UInt8>,
    quantity: UnsafeBufferPointer<UInt8>,
    time: UnsafeBufferPointer<UInt8>,
    field: (String) -> String
  ) throws(FeedDecodingError) -> Trade {
    let taker: TakerSide = try WireValue.choice(buySellGb, takerCodes) { field("buySellGb") } == 0 ? .sell : .buy
    return Trade(
      takerSide: taker,
      price: try WireValue.positivePrice(price) { field("contPrice") },
      quantity: try WireValue.quantity(quantity) { field("contQty") },
      time: try SeoulDateTime.timestamp(time) { field("contDtm") }
    )
  }

  /// `datetime`: microseconds since 1970.
  static func microseconds(_ bytes: UnsafeBufferPointer<UInt8>, field: () -> String) throws(FeedDecodingError)
    -> ExchangeTimestamp
  {
    ExchangeTimestamp(microseconds: try WireValue.digits(bytes, field: field))
  }

  /// REST `timestamp`: milliseconds since 1970.
  static func milliseconds(_ bytes: UnsafeBufferPointer<UInt8>, field: () -> String) throws(FeedDecodingError)
    -> ExchangeTimestamp
  {
    // Int64.max / 1000 keeps the microseconds in range.
    let value = try WireValue.digits(bytes, limit: Int64.max / 1_000, field: field)
    return ExchangeTimestamp(microseconds: value * 1_000).truncated(to: .milliseconds)
  }

  /// Groups level changes by symbol, keeping the order in which symbols first appear.
  struct SymbolGroups {
    private(set) var symbols: [String] = []
    private(set) var changes: [[LevelChange]] = []

    mutating func append(_ change: LevelChange, symbol: String) {
      if let last = symbols.last, last == symbol {
        changes[changes.count - 1].append(change)
      } else if let index = symbols.firstIndex(of: symbol) {
        changes[index].append(change)
      } else {
        symbols.append(symbol)
        changes.append([change])
      }
    }

    func events(time: ExchangeTimestamp) -> [MarketEvent] {
      zip(symbols, changes).map { .update(OrderBookUpdate(changes: $1, time: time), symbol: $0) }
    }
  }
}

extension BithumbMapping {
  /// The events of a decoded WebSocket DTO.
  static func events(_ message: BithumbWebSocketDTO) throws(FeedDecodingError) -> [MarketEvent] {
    switch message {
    case .depth(let content): return try events(content)
    case .transaction(let content): return try events(content)
    case .ticker(let ticker): return [.ticker(try Self.ticker(ticker))]
    case .status(let code, let message): return [.status(FeedStatus(code: code, message: message))]
    }
  }

  private static func events(_ content: BithumbDepthContentDTO) throws(FeedDecodingError) -> [MarketEvent] {
    let time = try content.datetime.text.withWireBytes { bytes throws(FeedDecodingError) in
      try microseconds(bytes) { "content.datetime" }
    }
    var groups = SymbolGroups()
    for (index, entry) in content.list.enumerated() {
      let field = { (name: String) in "content.list[\(index)].\(name)" }
      let symbol = try entry.symbol.withWireBytes { bytes throws(FeedDecodingError) in
        try WireValue.symbol(bytes) { field("symbol") }
      }
      let change = try entry.orderType.withWireBytes { orderType throws(FeedDecodingError) in
        try entry.price.withWireBytes { price throws(FeedDecodingError) in
          try entry.quantity.withWireBytes { quantity throws(FeedDecodingError) in
            guard let total = entry.total else {
              return try Self.change(orderType: orderType, price: price, quantity: quantity, total: nil, field: field)
            }
            return try total.withWireBytes { total throws(FeedDecodingError) in
              try Self.change(orderType: orderType, price: price, quantity: quantity, total: total, field: field)
            }
          }
        }
      }
      groups.append(change, symbol: symbol)
    }
    return groups.events(time: time)
  }

  private static func events(_ content: BithumbTransactionContentDTO) throws(FeedDecodingError) -> [MarketEvent] {
    var events: [MarketEvent] = []
    events.reserveCapacity(content.list.count)
    for (index, entry) in content.list.enumerated() {
      let field = { (name: String) in "content.list[\(index)].\(name)" }
      let symbol = try entry.symbol.withWireBytes { bytes throws(FeedDecodingError) in
        try WireValue.symbol(bytes) { field("symbol") }
      }
      let trade = try entry.buySellGb.withWireBytes { code throws(FeedDecodingError) in
        try entry.contPrice.withWireBytes { price throws(FeedDecodingError) in
          try entry.contQty.withWireBytes { quantity throws(FeedDecodingError) in
            try entry.contDtm.withWireBytes { time throws(FeedDecodingError) in
              try Self.trade(buySellGb: code, price: price, quantity: quantity, time: time, field: field)
            }
          }
        }
      }
      events.append(.trade(trade, symbol: symbol))
    }
    return events
  }

  private static func ticker(_ dto: BithumbTickerDTO) throws(FeedDecodingError) -> BithumbTicker {
    func price(_ text: String, _ name: String) throws(FeedDecodingError) -> Price {
      try text.withWireBytes { bytes throws(FeedDecodingError) in try WireValue.price(bytes) { "content.\(name)" } }
    }
    func decimal(_ text: String, _ name: String) throws(FeedDecodingError) -> Decimal {
      try text.withWireBytes { bytes throws(FeedDecodingError) in try WireValue.decimal(bytes) { "content.\(name)" } }
    }
    return BithumbTicker(
      symbol: try dto.symbol.withWireBytes { bytes throws(FeedDecodingError) in
        try WireValue.symbol(bytes) { "content.symbol" }
      },
      window: dto.tickType,
      time: try dto.date.withWireBytes { date throws(FeedDecodingError) in
        try dto.time.withWireBytes { time throws(FeedDecodingError) in
          try SeoulDateTime.timestamp(date: date, time: time) { "content.date" }
        }
      },
      openPrice: try price(dto.openPrice, "openPrice"),
      closePrice: try price(dto.closePrice, "closePrice"),
      lowPrice: try price(dto.lowPrice, "lowPrice"),
      highPrice: try price(dto.highPrice, "highPrice"),
      previousClosePrice: try price(dto.prevClosePrice, "prevClosePrice"),
      changeAmount: try price(dto.chgAmt, "chgAmt"),
      changeRate: try decimal(dto.chgRate, "chgRate"),
      value: try decimal(dto.value, "value"),
      volume: try decimal(dto.volume, "volume"),
      sellVolume: try decimal(dto.sellVolume, "sellVolume"),
      buyVolume: try decimal(dto.buyVolume, "buyVolume"),
      volumePower: try decimal(dto.volumePower, "volumePower")
    )
  }
}
