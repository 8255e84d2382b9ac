import Foundation
import FuzzSupport
@_spi(Reference) import OrderBookKit

/// The exchanges' message decoders, each fed any bytes; what decodes is applied to books.
enum VenueTargets {
  /// Bithumb WebSocket: the one-pass reader behind `events(from:)` must give exactly what the `JSONDecoder` path
  /// (`decodeWithJSONDecoder`, the reference it falls back on) gives, events or error, for every input;
  /// `events(from: String)` must agree with `events(from: Data)` on the same text.
  static func bithumb(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let scanned = Result { () throws(FeedDecodingError) in try BithumbWebSocket.events(from: data) }
    let decoded = Result { () throws(FeedDecodingError) in try BithumbWebSocket.decodeWithJSONDecoder(data) }
    fuzzCheck(scanned == decoded, "one-pass reader \(scanned) ≠ JSONDecoder \(decoded)")
    let text = String(decoding: bytes, as: UTF8.self)
    if text.utf8.elementsEqual(bytes) {
      let fromText = Result { () throws(FeedDecodingError) in try BithumbWebSocket.events(from: text) }
      fuzzCheck(fromText == scanned, "decode(String) \(fromText) ≠ decode(Data) \(scanned)")
    }
    if case .failure(let error) = scanned { fuzzCheck(!error.description.isEmpty, "an error without a description") }
    if case .success(let events) = scanned { BookChecks.replay(events) }
  }

  /// Bithumb REST: the one-pass reader behind `orderBook(from:)` must give exactly what the `JSONDecoder` path
  /// (`referenceOrderBook`, which it falls back on) gives, snapshot or error, for every input; what decodes is loaded
  /// into a book.
  static func bithumbREST(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let onePass = Result { () throws(FeedDecodingError) in try BithumbREST.orderBook(from: data) }
    let reference = Result { () throws(FeedDecodingError) in try BithumbREST.referenceOrderBook(from: data) }
    fuzzCheck(onePass == reference, "one-pass reader \(onePass) ≠ JSONDecoder \(reference)")
    guard let snapshot = decoded({ () throws(FeedDecodingError) in try onePass.get() }) else { return }
    fuzzCheck(!snapshot.symbol.isEmpty, "a snapshot without a symbol")
    BookChecks.replay([snapshot.event])
  }

  /// Upbit: the one-pass reader behind `events(from:)` must give exactly what the previous decoder
  /// (`referenceEvents`, `JSONDecoder` then a walk over the numbers' text) gives, events or error, for every input;
  /// what decodes is applied to books, and is exact: written back as a message with the levels' canonical texts as
  /// JSON numbers, it decodes to the same events (nothing was rounded on the way in).
  static func upbit(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let onePass = Result { () throws(FeedDecodingError) in try UpbitWebSocket.events(from: data) }
    let reference = Result { () throws(FeedDecodingError) in try UpbitWebSocket.referenceEvents(from: data) }
    fuzzCheck(onePass == reference, "one-pass reader \(onePass) ≠ previous decoder \(reference)")
    guard let events = decoded({ () throws(FeedDecodingError) in try onePass.get() }) else { return }
    if case .snapshot(let snapshot, let symbol) = events.first, events.count == 1, let time = snapshot.time,
      symbol.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
    {
      let bids = snapshot.bids.map {
        "{\"bid_price\":\($0.price),\"bid_size\":\($0.quantity),\"ask_price\":0,\"ask_size\":0}"
      }
      let asks = snapshot.asks.map {
        "{\"ask_price\":\($0.price),\"ask_size\":\($0.quantity),\"bid_price\":0,\"bid_size\":0}"
      }
      let message = """
        {"type":"orderbook","code":"\(symbol)","timestamp":\(time.microsecondsSince1970 / 1_000),\
        "orderbook_units":[\((bids + asks).joined(separator: ","))]}
        """
      let again = Result { () throws(FeedDecodingError) in try UpbitWebSocket.events(from: Data(message.utf8)) }
      fuzzCheck(again == .success(events), "re-encoded \(message) decoded to \(again), not \(events)")
    }
    BookChecks.replay(events)
  }

  /// Binance: the input is tried as a WebSocket depth event and as a REST depth snapshot, each by the one-pass reader
  /// behind the entry point, which must give exactly what the `JSONDecoder` path (`referenceEvents`,
  /// `referenceOrderBook`) gives, value or error, for every input; what decodes is applied to books.
  static func binance(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let update = Result { () throws(FeedDecodingError) in try BinanceWebSocket.events(from: data) }
    let updateReference = Result { () throws(FeedDecodingError) in try BinanceWebSocket.referenceEvents(from: data) }
    fuzzCheck(update == updateReference, "one-pass reader \(update) ≠ JSONDecoder \(updateReference)")
    let book = Result { () throws(FeedDecodingError) in try BinanceREST.orderBook(from: data) }
    let bookReference = Result { () throws(FeedDecodingError) in try BinanceREST.referenceOrderBook(from: data) }
    fuzzCheck(book == bookReference, "one-pass reader \(book) ≠ JSONDecoder \(bookReference)")
    var events = decoded({ () throws(FeedDecodingError) in try update.get() }) ?? []
    if let snapshot = decoded({ () throws(FeedDecodingError) in try book.get() }) {
      events.insert(.snapshot(snapshot, symbol: ""), at: 0)
    }
    BookChecks.replay(events)
  }

  /// The decoded value, or `nil` after checking the error describes itself.
  private static func decoded<Value>(_ decode: () throws(FeedDecodingError) -> Value) -> Value? {
    do {
      return try decode()
    } catch {
      fuzzCheck(!error.description.isEmpty, "an error without a description")
      return nil
    }
  }
}
