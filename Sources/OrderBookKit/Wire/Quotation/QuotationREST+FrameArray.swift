/// The REST book and trade lists (`GET /v1/orderbook`, `GET /v1/trades/ticks`) on the one-pass reader
/// (DomainKitsCore's `JSONFrameScanner.readArray`): each element is read into stack slots as the response is
/// validated and mapped by the WebSocket frames' own mapping (`QuotationWebSocket`'s `symbol`, `bookTimestamp`,
/// `bookSnapshot` and `trade`), a book's units read again one by one with their own key table.
///
/// This mirrors the tree decoders (`referenceOrderBooks(from:)` and `referenceTrades(from:)`: `elements`, then
/// `JSONObjectReader(element, path: "[i]")` and `QuotationMapping` with the DEFAULT names, `market` for the code, the
/// book's `timestamp`, and for a trade `timestamp` or else `trade_date_utc` and `trade_time_utc` in UTC) check for
/// check and in the same order, so both give the same list or the same error; what the frame reader does not vouch
/// for goes to the tree decoder.
extension QuotationREST {
  /// Reads a `/v1/orderbook` response's bytes into `books`; `false` when the response is left to the tree decoder
  /// (an exchange's error or status object, escaped or repeated keys, anything not JSON). A field's error goes into
  /// `failure` (the callers' closures cannot throw a typed error).
  static func scanOrderBooks(
    _ bytes: UnsafeBufferPointer<UInt8>, into books: inout [SymbolSnapshot], failure: inout FeedDecodingError?
  ) -> Bool {
    let slots = QuotationSlots.standard
    // Set when a book's units are not vouched for (not reached for a response the pass accepts): the tree decides.
    var isUnsure = false
    do throws(FeedDecodingError) {
      let isRead = try JSONFrameScanner.readArray(bytes, keys: QuotationSlots.restTable) {
        object throws(FeedDecodingError) -> Void in
        guard !isUnsure else { return }
        let symbol = try QuotationWebSocket.symbol(object, QuotationSlots.market)
        let time = try QuotationWebSocket.bookTimestamp(object, slots.timestamp)
        guard case .value(let snapshot) = try QuotationWebSocket.bookSnapshot(object, slots: slots, time: time) else {
          isUnsure = true
          return
        }
        books.append(SymbolSnapshot(symbol: symbol, snapshot: snapshot))
      }
      return isRead && !isUnsure
    } catch {
      failure = error
      return true
    }
  }

  /// Reads a `/v1/trades/ticks` response's bytes into `trades`; `false` when the response is left to the tree
  /// decoder. A field's error goes into `failure`.
  static func scanTrades(
    _ bytes: UnsafeBufferPointer<UInt8>, into trades: inout [QuotationTrade], failure: inout FeedDecodingError?
  ) -> Bool {
    let slots = QuotationSlots.standard
    do throws(FeedDecodingError) {
      return try JSONFrameScanner.readArray(bytes, keys: QuotationSlots.restTable) {
        object throws(FeedDecodingError) -> Void in
        let symbol = try QuotationWebSocket.symbol(object, QuotationSlots.market)
        let trade = try QuotationWebSocket.trade(
          object, slots: slots, symbol: symbol, timestampSlot: slots.timestamp, dateSlot: QuotationSlots.tradeDateUTC,
          timeSlot: QuotationSlots.tradeTimeUTC, clockOffsetSeconds: 0)
        trades.append(trade)
      }
    } catch {
      failure = error
      return true
    }
  }
}
