import Foundation

/// The legacy WebSocket messages (`orderbookdepth`, `transaction`, `ticker` and status messages) on the one-pass
/// reader (DomainKitsCore's `JSONFrameScanner`): the message's bytes are read once, `content` and each entry of its
/// `list` read again with their own key tables into stack slots, and the fields converted from their text by the
/// readers the `Decodable` path uses (``WireValue``, ``SeoulDateTime``, ``BithumbMapping``).
///
/// The `Decodable` path (`decodeWithJSONDecoder(_:)`) checks the message's shape with `JSONDecoder` first and maps
/// the fields after; its shape errors are `JSONDecoder`'s, in its words. So this reader answers only for a message
/// whose shape `JSONDecoder` accepts (every wanted member there with the type the DTOs declare) and leaves every
/// other to it (`.unsure`), as it leaves what the frame reader does not vouch for (escaped or repeated keys, anything
/// not JSON); then it maps the fields check for check in the `Decodable` path's order, so both give the same events
/// or the same error.
extension BithumbWebSocket {
  /// The events of one message's bytes, or `.unsure`.
  static func scanEvents(_ bytes: UnsafeBufferPointer<UInt8>)
    -> Result<JSONFrameRead<[MarketEvent]>, FeedDecodingError>
  {
    Result { () throws(FeedDecodingError) in try readEvents(bytes) }
  }

  private static func readEvents(_ bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError)
    -> JSONFrameRead<[MarketEvent]>
  {
    var entries = EntryReading(bytes: bytes)
    var events: [MarketEvent]?
    // One pass: the envelope, `content` and each entry of `content.list` read as the frame is validated.
    let isRead = try JSONFrameScanner.readNested(
      bytes, keys: BithumbSlots.envelopeKeys, inner: BithumbSlots.content, keys: BithumbSlots.contentKeys,
      list: BithumbSlots.list, elementKeys: BithumbSlots.entryKeys,
      visit: { message, entry in entries.visit(message, entry) }
    ) { message, content throws(FeedDecodingError) -> Bool in
      // An entry came before `type`: its entries are read again, now that the type is known.
      let read = entries.isTypeLate ? EntryReading(rereading: content, of: message) : entries
      guard case .value(let decoded) = try Self.events(message, content: content, entries: read) else { return false }
      events = decoded
      return true
    }
    guard isRead, let events else { return .unsure }
    return .value(events)
  }

  /// The message's events, as `BithumbWebSocketDTO` and `BithumbMapping.events(_:)` read them, from `content` as
  /// the pass read it and its entries as `entries` mapped them: the type first (a status without one, `null` or
  /// another kind left to `JSONDecoder`), then `content`'s shape, then the fields.
  private static func events(_ message: JSONFrameObject, content: JSONFrameObject, entries: EntryReading)
    throws(FeedDecodingError) -> JSONFrameRead<[MarketEvent]>
  {
    switch message.kind(BithumbSlots.type) {
    case .absent: return status(message)
    case .string: break
    default: return .unsure
    }
    let type = message.text(message.token(BithumbSlots.type))
    // Absent, null or not an object: `JSONDecoder`'s error, after the type's.
    let isContent = message.kind(BithumbSlots.content) == .object
    switch type {
    case "orderbookdepth":
      // `BithumbDepthContentDTO`'s shape: a list, and a time as a string or an integer `JSONDecoder` reads as
      // `Int64`.
      guard isContent, content.kind(BithumbSlots.list) == .array, content.holdsIntegerText(BithumbSlots.datetime),
        entries.isShaped
      else { return .unsure }
      let time = try content.withWireBytes(BithumbSlots.datetime) {
        (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> ExchangeTimestamp in
        try BithumbMapping.microseconds(bytes) { content.field(BithumbSlots.datetime) }
      }
      if let firstError = entries.firstError { throw firstError }
      return .value(entries.groups.events(time: time))
    case "transaction":
      guard isContent, content.kind(BithumbSlots.list) == .array, entries.isShaped else { return .unsure }
      if let firstError = entries.firstError { throw firstError }
      return .value(entries.trades)
    case "ticker":
      guard isContent else { return .unsure }
      return try Self.ticker(content)
    default:
      throw .unsupportedMessageType(FeedDecodingError.quoted(type))
    }
  }

  /// What a single pass makes of `content.list`'s entries as it reads them: the message's kind is decided by `type`
  /// at the first entry (the wire sends it first; when it is not there yet, ``isTypeLate`` and the entries are read
  /// again once the pass is over), then each entry is mapped (a depth entry's change grouped by symbol, a trade),
  /// keeping the first error and whether every entry had the shape `JSONDecoder` accepts.
  private struct EntryReading {
    /// The kinds of message whose entries are read.
    enum Kind {
      case depth
      case transaction
      /// Another type (a ticker, an unknown one): its entries are not read.
      case other
    }

    var kind: Kind?
    /// Whether an entry came before a string `type`.
    var isTypeLate = false
    /// Whether every entry so far has its kind's shape (objects of strings).
    var isShaped = true
    /// The first entry's error, after which entries are only checked for their shape.
    var firstError: FeedDecodingError?
    /// An `orderbookdepth`'s changes by symbol.
    var groups: DepthGroups
    /// A `transaction`'s trades.
    var trades: [MarketEvent] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
      // The list's length is not known before its entries are read: room for a usual message's.
      groups = DepthGroups(bytes: bytes, capacity: 16)
    }

    /// The entries of `content.list` read again once the pass is over, `message`'s `type` known: an entry that is
    /// not an object (or a list that is not an array) is a shape `JSONDecoder` names.
    init(rereading content: JSONFrameObject, of message: JSONFrameObject) {
      self.init(bytes: content.bytes)
      guard content.kind(BithumbSlots.list) == .array else { return }
      var reading = self
      do throws(FeedDecodingError) {
        let walked = try content.forEachObject(in: BithumbSlots.list, keys: BithumbSlots.entryKeys) {
          (entry: JSONFrameObject) throws(FeedDecodingError) in reading.visit(message, entry)
        }
        if case .unsure = walked { reading.isShaped = false }
      } catch {
        reading.isShaped = false
      }
      self = reading
    }

    mutating func visit(_ message: JSONFrameObject, _ entry: JSONFrameObject?) {
      let kind = self.kind ?? decideKind(message)
      guard !isTypeLate, isShaped else { return }
      switch kind {
      case .other: return
      case .depth:
        guard let entry, BithumbWebSocket.isDepthEntry(entry) else {
          isShaped = false
          return
        }
        guard firstError == nil else { return }
        do throws(FeedDecodingError) {
          try BithumbWebSocket.depthChange(entry, into: &groups)
        } catch {
          firstError = error
        }
      case .transaction:
        guard let entry, entry.holdsStrings(BithumbSlots.tradeFields) else {
          isShaped = false
          return
        }
        guard firstError == nil else { return }
        do throws(FeedDecodingError) {
          if trades.isEmpty { trades.reserveCapacity(8) }
          trades.append(try BithumbWebSocket.trade(entry))
        } catch {
          firstError = error
        }
      }
    }

    /// The kind `type` names, read at the first entry; `.other` (and ``isTypeLate``) when it is not a string yet.
    private mutating func decideKind(_ message: JSONFrameObject) -> Kind {
      let decided: Kind
      if message.kind(BithumbSlots.type) == .string {
        switch message.text(message.token(BithumbSlots.type)) {
        case "orderbookdepth": decided = .depth
        case "transaction": decided = .transaction
        default: decided = .other
        }
      } else {
        isTypeLate = true
        decided = .other
      }
      kind = decided
      return decided
    }
  }

  /// A status message (no `type`): `status` a string, `resmsg` a string, null or absent.
  private static func status(_ message: JSONFrameObject) -> JSONFrameRead<[MarketEvent]> {
    guard message.kind(BithumbSlots.status) == .string else { return .unsure }
    let code = message.text(message.token(BithumbSlots.status))
    let text: String
    switch message.kind(BithumbSlots.resmsg) {
    case .absent, .null: text = ""
    case .string: text = message.text(message.token(BithumbSlots.resmsg))
    default: return .unsure
    }
    return .value([.status(FeedStatus(code: code, message: text))])
  }

  // MARK: orderbookdepth

  /// Whether an `orderbookdepth` entry has `BithumbDepthContentDTO.Entry`'s shape: four strings, `total` a string,
  /// null or absent.
  fileprivate static func isDepthEntry(_ entry: JSONFrameObject) -> Bool {
    guard entry.holdsStrings(BithumbSlots.depthFields) else { return false }
    switch entry.kind(BithumbSlots.total) {
    case .absent, .null, .string: return true
    default: return false
    }
  }

  /// One entry's symbol (not empty), then its change (`BithumbMapping.change`), added to its symbol's group.
  fileprivate static func depthChange(_ entry: JSONFrameObject, into groups: inout DepthGroups)
    throws(FeedDecodingError)
  {
    // `WireValue.symbol`'s check, on the bytes or on the decoded text.
    let token = entry.token(BithumbSlots.depthSymbol)
    let symbol: DepthGroups.Symbol = token.isPlain ? .bytes(token.range) : .text(entry.text(token))
    let isEmpty: Bool
    switch symbol {
    case .bytes(let range): isEmpty = range.isEmpty
    case .text(let text): isEmpty = text.isEmpty
    }
    guard !isEmpty else {
      throw .invalidValue(field: entry.field(BithumbSlots.depthSymbol), value: "", expected: "a symbol")
    }
    let hasTotal = entry.kind(BithumbSlots.total) == .string
    let change = try entry.withWireBytes(BithumbSlots.orderType) {
      (orderType: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> LevelChange in
      try entry.withWireBytes(BithumbSlots.price) {
        (price: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> LevelChange in
        try entry.withWireBytes(BithumbSlots.quantity) {
          (quantity: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> LevelChange in
          guard hasTotal else {
            return try BithumbMapping.change(
              orderType: orderType, price: price, quantity: quantity, total: nil, field: { entry.path.field($0) })
          }
          return try entry.withWireBytes(BithumbSlots.total) {
            (total: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> LevelChange in
            try BithumbMapping.change(
              orderType: orderType, price: price, quantity: quantity, total: total, field: { entry.path.field($0) })
          }
        }
      }
    }
    groups.append(change, symbol: symbol)
  }

  // MARK: transaction

  fileprivate static func trade(_ entry: JSONFrameObject) throws(FeedDecodingError) -> MarketEvent {
    let symbol = try entry.withWireBytes(BithumbSlots.tradeSymbol) {
      (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> String in
      try WireValue.symbol(bytes) { entry.field(BithumbSlots.tradeSymbol) }
    }
    let decoded = try entry.withWireBytes(BithumbSlots.buySellGb) {
      (code: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Trade in
      try entry.withWireBytes(BithumbSlots.contPrice) {
        (price: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Trade in
        try entry.withWireBytes(BithumbSlots.contQty) {
          (quantity: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Trade in
          try entry.withWireBytes(BithumbSlots.contDtm) {
            (time: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Trade in
            try BithumbMapping.trade(
              buySellGb: code, price: price, quantity: quantity, time: time, field: { entry.path.field($0) })
          }
        }
      }
    }
    return .trade(decoded, symbol: symbol)
  }

  // MARK: ticker

  /// A `ticker`'s content (`BithumbTickerDTO`: sixteen strings), mapped as `BithumbMapping` maps it: the symbol, the
  /// time, the prices, then the statistics, each `Decimal` built from its digits (``ExactDecimalText``), the value
  /// `Decimal(string:)` gives, with the same errors as `WireValue.decimal`.
  private static func ticker(_ content: JSONFrameObject) throws(FeedDecodingError) -> JSONFrameRead<[MarketEvent]> {
    guard content.holdsStrings(BithumbSlots.tickerFields) else { return .unsure }
    func price(_ slot: Int) throws(FeedDecodingError) -> Price {
      try content.withWireBytes(slot) { (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Price in
        try WireValue.price(bytes) { content.field(slot) }
      }
    }
    func decimal(_ slot: Int) throws(FeedDecodingError) -> Decimal {
      try content.withWireBytes(slot) { (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> Decimal in
        do throws(DecimalParseError) {
          return try ExactDecimalText.decimal(bytes)
        } catch {
          throw .invalidDecimal(field: content.field(slot), error)
        }
      }
    }
    let symbol = try content.withWireBytes(BithumbSlots.tickerSymbol) {
      (bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> String in
      try WireValue.symbol(bytes) { content.field(BithumbSlots.tickerSymbol) }
    }
    let window = content.text(content.token(BithumbSlots.tickType))
    let time = try content.withWireBytes(BithumbSlots.date) {
      (dateBytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> ExchangeTimestamp in
      try content.withWireBytes(BithumbSlots.time) {
        (timeBytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> ExchangeTimestamp in
        try SeoulDateTime.timestamp(date: dateBytes, time: timeBytes) { content.field(BithumbSlots.date) }
      }
    }
    let ticker = BithumbTicker(
      symbol: symbol,
      window: window,
      time: time,
      openPrice: try price(BithumbSlots.openPrice),
      closePrice: try price(BithumbSlots.closePrice),
      lowPrice: try price(BithumbSlots.lowPrice),
      highPrice: try price(BithumbSlots.highPrice),
      previousClosePrice: try price(BithumbSlots.prevClosePrice),
      changeAmount: try price(BithumbSlots.chgAmt),
      changeRate: try decimal(BithumbSlots.chgRate),
      value: try decimal(BithumbSlots.value),
      volume: try decimal(BithumbSlots.volume),
      sellVolume: try decimal(BithumbSlots.sellVolume),
      buyVolume: try decimal(BithumbSlots.buyVolume),
      volumePower: try decimal(BithumbSlots.volumePower)
    )
    return .value([.ticker(ticker)])
  }
}

/// An `orderbookdepth`'s level changes grouped by symbol in the order the symbols first appear, as
/// `BithumbMapping.SymbolGroups` groups them (by `String` equality, each group named by its first spelling). A plain
/// symbol (printable ASCII without an escape) stays a byte range of the frame until the events are made: two plain
/// symbols are equal as `String`s exactly when their bytes are. Any other is decoded and compared as a `String`. The
/// first symbol's changes, all of a message's in the usual case, go in an array reserved once for every entry.
private struct DepthGroups {
  /// A symbol as the frame spells it.
  enum Symbol {
    /// A plain symbol's bytes in the frame.
    case bytes(Range<Int>)
    /// A symbol with an escape or UTF-8, decoded.
    case text(String)
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let capacity: Int
  private var firstSymbol: Symbol?
  private var firstChanges: [LevelChange] = []
  private var others: [(symbol: Symbol, changes: [LevelChange])] = []

  init(bytes: UnsafeBufferPointer<UInt8>, capacity: Int) {
    self.bytes = bytes
    self.capacity = capacity
  }

  mutating func append(_ change: LevelChange, symbol: Symbol) {
    guard let firstSymbol else {
      self.firstSymbol = symbol
      firstChanges.reserveCapacity(capacity)
      firstChanges.append(change)
      return
    }
    let bytes = self.bytes
    if Self.equal(firstSymbol, symbol, in: bytes) {
      firstChanges.append(change)
    } else if let index = others.firstIndex(where: { Self.equal($0.symbol, symbol, in: bytes) }) {
      others[index].changes.append(change)
    } else {
      others.append((symbol: symbol, changes: [change]))
    }
  }

  /// One update per symbol, in order, at `time`.
  func events(time: ExchangeTimestamp) -> [MarketEvent] {
    guard let firstSymbol else { return [] }
    var events: [MarketEvent] = []
    events.reserveCapacity(1 + others.count)
    events.append(
      .update(OrderBookUpdate(changes: firstChanges, time: time), symbol: Self.text(firstSymbol, in: bytes)))
    for group in others {
      events.append(
        .update(OrderBookUpdate(changes: group.changes, time: time), symbol: Self.text(group.symbol, in: bytes)))
    }
    return events
  }

  /// The symbol as a `String`.
  private static func text(_ symbol: Symbol, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    switch symbol {
    case .bytes(let range): String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    case .text(let text): text
    }
  }

  /// Whether two symbols are equal as `String`s: by their bytes when both are plain.
  private static func equal(_ lhs: Symbol, _ rhs: Symbol, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard case .bytes(let left) = lhs, case .bytes(let right) = rhs else {
      return text(lhs, in: bytes) == text(rhs, in: bytes)
    }
    guard left.count == right.count else { return false }
    var offset = 0
    while offset < left.count {
      guard bytes[left.lowerBound + offset] == bytes[right.lowerBound + offset] else { return false }
      offset += 1
    }
    return true
  }
}
