/// The fast path for Bithumb's two busiest WebSocket messages, `orderbookdepth` and `transaction`: reads the
/// exact format straight from the bytes with ``JSONCursor`` and the same field readers as the `Decodable` path.
///
/// Returns `nil` for anything it does not fully understand (another message type, escapes, duplicate fields,
/// numbers in other spellings, invalid values), and the caller then runs the `Decodable` path, which produces the
/// result or the typed error. The two paths are tested against each other.
enum BithumbScanner {
  private enum Kind {
    case depth
    case transaction
  }

  /// The message's events, or `nil` to fall back to `JSONDecoder`.
  static func events(_ bytes: UnsafeBufferPointer<UInt8>) -> [MarketEvent]? {
    var cursor = JSONCursor(bytes: bytes)
    var kind: Kind?
    var sawType = false
    var contentStart: Int?
    var content: [MarketEvent]?
    let valid = cursor.object { cursor, key in
      if cursor.matches(key, "type") {
        guard !sawType, let type = cursor.string() else { return false }
        sawType = true
        if cursor.matches(type, "orderbookdepth") {
          kind = .depth
        } else if cursor.matches(type, "transaction") {
          kind = .transaction
        } else {
          return false
        }
        return true
      }
      if cursor.matches(key, "content") {
        // Read once the type is known (it may come after the content); a second content gives up.
        guard contentStart == nil else { return false }
        cursor.skipWhitespace()
        contentStart = cursor.index
        // The type comes first on the wire: read the content in this pass instead of skipping it and coming back.
        guard let kind else { return cursor.skipValue() }
        content = kind == .depth ? depth(&cursor) : transactions(&cursor)
        return content != nil
      }
      return cursor.skipValue()
    }
    guard valid, cursor.isAtEnd(), let kind, let contentStart else { return nil }
    if let content { return content }
    var rest = JSONCursor(bytes: bytes, index: contentStart)
    return kind == .depth ? depth(&rest) : transactions(&rest)
  }

  /// Level changes grouped by symbol, the symbols kept as byte ranges until the end.
  private struct Groups {
    var symbols: [Range<Int>] = []
    var changes: [[LevelChange]] = []

    mutating func append(_ change: LevelChange, symbol: Range<Int>, in cursor: JSONCursor) {
      let bytes = cursor.slice(symbol)
      if let index = symbols.lastIndex(where: { cursor.slice($0).elementsEqual(bytes) }) {
        changes[index].append(change)
      } else {
        symbols.append(symbol)
        changes.append([change])
      }
    }
  }

  private static func depth(_ cursor: inout JSONCursor) -> [MarketEvent]? {
    var groups = Groups()
    var time: ExchangeTimestamp?
    var sawList = false
    let valid = cursor.object { cursor, key in
      if cursor.matches(key, "list") {
        guard !sawList else { return false }
        sawList = true
        return cursor.array { cursor in depthEntry(&cursor, into: &groups) }
      }
      if cursor.matches(key, "datetime") {
        guard time == nil else { return false }
        let digits = cursor.peek() == UInt8(ascii: "\"") ? cursor.string() : cursor.unsignedInteger()
        guard let digits else { return false }
        time = try? BithumbMapping.microseconds(cursor.slice(digits)) { "" }
        return time != nil
      }
      return cursor.skipValue()
    }
    guard valid, sawList, let time else { return nil }
    return zip(groups.symbols, groups.changes).map { symbol, changes in
      .update(
        OrderBookUpdate(changes: changes, time: time), symbol: String(decoding: cursor.slice(symbol), as: UTF8.self))
    }
  }

  private static func depthEntry(_ cursor: inout JSONCursor, into groups: inout Groups) -> Bool {
    var symbol: Range<Int>?
    var orderType: Range<Int>?
    var price: Range<Int>?
    var quantity: Range<Int>?
    var total: Range<Int>?
    var sawTotal = false
    let valid = cursor.object { cursor, key in
      switch key.count {
      case 6 where cursor.matches(key, "symbol"): return read(&cursor, into: &symbol)
      case 9 where cursor.matches(key, "orderType"): return read(&cursor, into: &orderType)
      case 5 where cursor.matches(key, "price"): return read(&cursor, into: &price)
      case 8 where cursor.matches(key, "quantity"): return read(&cursor, into: &quantity)
      case 5 where cursor.matches(key, "total"):
        guard !sawTotal else { return false }
        sawTotal = true
        // `total` is optional: null reads as absent, as `decodeIfPresent` does.
        return cursor.peek() == UInt8(ascii: "n") ? cursor.literal("null") : read(&cursor, into: &total)
      default: return cursor.skipValue()
      }
    }
    guard valid, let symbol, !symbol.isEmpty, let orderType, let price, let quantity,
      let change = try? BithumbMapping.change(
        orderType: cursor.slice(orderType),
        price: cursor.slice(price),
        quantity: cursor.slice(quantity),
        total: total.map { cursor.slice($0) },
        field: { _ in "" }
      )
    else { return false }
    groups.append(change, symbol: symbol, in: cursor)
    return true
  }

  private static func transactions(_ cursor: inout JSONCursor) -> [MarketEvent]? {
    var events: [MarketEvent] = []
    var sawList = false
    let valid = cursor.object { cursor, key in
      guard cursor.matches(key, "list") else { return cursor.skipValue() }
      guard !sawList else { return false }
      sawList = true
      return cursor.array { cursor in transaction(&cursor, into: &events) }
    }
    return valid && sawList ? events : nil
  }

  private static func transaction(_ cursor: inout JSONCursor, into events: inout [MarketEvent]) -> Bool {
    var symbol: Range<Int>?
    var code: Range<Int>?
    var price: Range<Int>?
    var quantity: Range<Int>?
    var time: Range<Int>?
    let valid = cursor.object { cursor, key in
      if cursor.matches(key, "symbol") { return read(&cursor, into: &symbol) }
      if cursor.matches(key, "buySellGb") { return read(&cursor, into: &code) }
      if cursor.matches(key, "contPrice") { return read(&cursor, into: &price) }
      if cursor.matches(key, "contQty") { return read(&cursor, into: &quantity) }
      if cursor.matches(key, "contDtm") { return read(&cursor, into: &time) }
      return cursor.skipValue()
    }
    guard valid, let symbol, !symbol.isEmpty, let code, let price, let quantity, let time,
      let trade = try? BithumbMapping.trade(
        buySellGb: cursor.slice(code),
        price: cursor.slice(price),
        quantity: cursor.slice(quantity),
        time: cursor.slice(time),
        field: { _ in "" }
      )
    else { return false }
    events.append(.trade(trade, symbol: String(decoding: cursor.slice(symbol), as: UTF8.self)))
    return true
  }

  /// Reads a string value into `slot`; a second occurrence of the key gives up (JSONDecoder decides duplicates).
  @inline(__always)
  private static func read(_ cursor: inout JSONCursor, into slot: inout Range<Int>?) -> Bool {
    guard slot == nil, let range = cursor.string() else { return false }
    slot = range
    return true
  }
}
