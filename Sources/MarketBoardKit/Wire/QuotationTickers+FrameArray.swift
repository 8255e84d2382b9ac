/// The REST ticker list (`GET /v1/ticker?markets=...`) on the one-pass reader (DomainKitsCore's
/// `JSONFrameScanner.readArray`): the response is validated once, then each element is read again into stack slots
/// and mapped by the WebSocket ticker's own frame mapping: a list allocates its array once (reserved from the element
/// count), and per ticker only what a WebSocket ticker allocates.
///
/// This mirrors the tree decoder (`referenceTickers(from:dialect:)`: `QuotationMarkets.elements`, then
/// `JSONObjectReader(element, path: "[i]")` and `ticker(_:keys:codeKey:epochOffsetSeconds:clockOffsetSeconds:)`
/// with the DEFAULT names, `market` for the code, the dialect's REST epoch offset and a UTC trade clock) check for
/// check and in the same order, so both give the same tickers or the same error; what the frame reader does not
/// vouch for goes to the tree decoder.
extension QuotationTickers {
  /// Reads a REST response's bytes into `tickers`; `false` when the response is left to the tree decoder (an
  /// exchange's error or status object, escaped or repeated keys, anything not JSON). A field's error goes into
  /// `failure` (the callers' closures cannot throw a typed error).
  static func scanTickers(
    _ bytes: UnsafeBufferPointer<UInt8>, dialect: QuotationDialect, into tickers: inout [MarketTicker],
    failure: inout MarketDataError?
  ) -> Bool {
    let epochOffsetSeconds = dialect.restTickerEpochOffsetSeconds
    do throws(MarketDataError) {
      return try JSONFrameScanner.readArray(bytes, keys: TickerSlots.restTable) {
        object throws(MarketDataError) -> Void in
        let ticker = try Self.ticker(
          object, slots: .standard, codeSlot: TickerSlots.market, epochOffsetSeconds: epochOffsetSeconds,
          clockOffsetSeconds: 0)
        tickers.append(ticker)
      }
    } catch {
      failure = error
      return true
    }
  }
}
