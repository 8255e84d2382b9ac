/// Reads the prices and sizes of an Upbit `orderbook` message exactly: the text of each JSON number, located with
/// ``JSONCursor``, for ``JSONNumberText`` and the kit's field readers. The second half of the reference decoder
/// (`UpbitWebSocket.referenceEvents(from:)`), kept unchanged; `UpbitWebSocket.events(from:)` reads messages with the
/// one-pass frame reader and falls back on the reference for what it leaves aside.
///
/// It runs after `JSONDecoder` has accepted the message (``UpbitOrderBookDTO``), so the message is valid JSON of
/// the right shape; it still checks every index, so any bytes are safe. What it refuses, the decoder could have read
/// in a way that differs by platform, so it is an error rather than a guess: a key given twice (RFC 8259 leaves the
/// choice open; Linux's `JSONDecoder` keeps the first, a dictionary-based decoder the last), a key written with
/// escapes, and nesting deeper than ``JSONCursor/maximumDepth``.
enum UpbitScanner {
  /// The text ranges of one unit's four numbers.
  struct Unit {
    var askPrice: Range<Int>
    var bidPrice: Range<Int>
    var askSize: Range<Int>
    var bidSize: Range<Int>
  }

  /// The units of `orderbook_units`, in order.
  ///
  /// - Throws: `FeedDecodingError.invalidJSON(_:)` for what it refuses (see above), or
  ///   `FeedDecodingError.missingField(_:)`.
  static func units(_ bytes: UnsafeBufferPointer<UInt8>) throws(FeedDecodingError) -> [Unit] {
    var cursor = JSONCursor(bytes: bytes)
    var failure: FeedDecodingError?
    var units: [Unit]?
    var seen: Set<String> = []
    let valid = cursor.acceptedObject { cursor, key, isEscaped in
      guard !isEscaped else {
        failure = .invalidJSON("an escaped key at the top level; write keys plainly")
        return false
      }
      let name = String(decoding: cursor.slice(key), as: UTF8.self)
      switch name {
      case "type", "code", "timestamp", "orderbook_units":
        guard seen.insert(name).inserted else {
          failure = .invalidJSON("duplicate key \"\(name)\"")
          return false
        }
        guard name == "orderbook_units" else { return cursor.skipValue(accepted: true) }
        var list: [Unit] = []
        let read = cursor.array { cursor in
          do throws(FeedDecodingError) {
            list.append(try unit(&cursor, index: list.count))
            return true
          } catch {
            failure = error
            return false
          }
        }
        units = list
        return read
      default:
        return cursor.skipValue(accepted: true)
      }
    }
    if let failure { throw failure }
    guard valid, cursor.isAtEnd() else {
      throw .invalidJSON("nested deeper than \(JSONCursor.maximumDepth) levels, or not JSON")
    }
    guard let units else { throw .missingField("orderbook_units") }
    return units
  }

  private static func unit(_ cursor: inout JSONCursor, index: Int) throws(FeedDecodingError) -> Unit {
    let path = "orderbook_units[\(index)]"
    var fields: [Range<Int>?] = [nil, nil, nil, nil]
    var failure: FeedDecodingError?
    let valid = cursor.acceptedObject { cursor, key, isEscaped in
      guard !isEscaped else {
        failure = .invalidJSON("an escaped key in \(path); write keys plainly")
        return false
      }
      guard let slot = fieldNames.firstIndex(where: { cursor.matches(key, $0) }) else {
        return cursor.skipValue(accepted: true)
      }
      guard fields[slot] == nil else {
        failure = .invalidJSON("duplicate key \"\(fieldNames[slot])\" in \(path)")
        return false
      }
      guard let number = cursor.numberText() else {
        failure = .wrongType(field: "\(path).\(fieldNames[slot])", expected: "a number")
        return false
      }
      fields[slot] = number
      return true
    }
    if let failure { throw failure }
    guard valid else { throw .invalidJSON("\(path) nested deeper than \(JSONCursor.maximumDepth) levels, or not JSON") }
    for (slot, field) in fields.enumerated() where field == nil {
      throw .missingField("\(path).\(fieldNames[slot])")
    }
    return Unit(
      askPrice: fields[0] ?? 0..<0, bidPrice: fields[1] ?? 0..<0, askSize: fields[2] ?? 0..<0,
      bidSize: fields[3] ?? 0..<0)
  }

  /// The keys of a unit, in the order of ``Unit``'s fields.
  private static let fieldNames: [StaticString] = ["ask_price", "bid_price", "ask_size", "bid_size"]
}
