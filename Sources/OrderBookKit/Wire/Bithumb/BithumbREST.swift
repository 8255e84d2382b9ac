import Foundation

/// Decodes Bithumb's public REST order book (`GET /public/orderbook/{order}_{payment}`).
public enum BithumbREST {
  /// The snapshot in a REST order-book response, with its symbol ("BTC_KRW") and millisecond timestamp (sent as a
  /// string or a number).
  ///
  /// The response is read in one pass over its bytes (DomainKitsCore's frame reader); one it leaves aside (a member
  /// missing or of another type, escaped or repeated keys, anything not JSON) takes the `Decodable` path, which names
  /// the error as before.
  ///
  /// - Throws: `FeedDecodingError.exchangeError(name:message:)` when `status` is not "0000", or a
  ///   ``FeedDecodingError`` naming the malformed field.
  public static func orderBook(from data: Data) throws(FeedDecodingError) -> SymbolSnapshot {
    let scanned = data.withUnsafeBytes { raw in scanOrderBook(raw.bindMemory(to: UInt8.self)) }
    if case .value(let book) = try scanned.get() { return book }
    return try referenceOrderBook(from: data)
  }

  /// The decoder `orderBook(from:)` had before the one-pass reader: `JSONDecoder` into the response's DTO, then the
  /// status, then the fields. `orderBook(from:)` still falls back on it for the responses the one-pass reader leaves
  /// to it; tests and fuzz targets compare the two, and the benchmarks keep it as the baseline. Not API: they reach it
  /// with `@_spi(Reference) import OrderBookKit`.
  ///
  /// - Throws: as `orderBook(from:)`.
  @_spi(Reference) public static func referenceOrderBook(from data: Data) throws(FeedDecodingError) -> SymbolSnapshot {
    let response = try FeedDecodingError.decode(BithumbRESTOrderBookDTO.self, from: data)
    guard response.status == "0000" else {
      throw .exchangeError(name: response.status, message: response.message ?? "")
    }
    guard let payload = response.data else { throw .missingField("data") }
    let time = try payload.timestamp.text.withWireBytes { bytes throws(FeedDecodingError) in
      try BithumbMapping.milliseconds(bytes) { "data.timestamp" }
    }
    let order = try payload.orderCurrency.withWireBytes { bytes throws(FeedDecodingError) in
      try WireValue.symbol(bytes) { "data.order_currency" }
    }
    let payment = try payload.paymentCurrency.withWireBytes { bytes throws(FeedDecodingError) in
      try WireValue.symbol(bytes) { "data.payment_currency" }
    }
    let symbol = order + "_" + payment
    func levels(_ levels: [BithumbRESTOrderBookDTO.Level], _ name: String) throws(FeedDecodingError) -> [Level] {
      var result: [Level] = []
      result.reserveCapacity(levels.count)
      for (index, level) in levels.enumerated() {
        let (price, quantity) = try WireValue.level(
          price: level.price,
          quantity: level.quantity,
          priceField: { "data.\(name)[\(index)].price" },
          quantityField: { "data.\(name)[\(index)].quantity" }
        )
        result.append(Level(price: price, quantity: quantity))
      }
      return result
    }
    return SymbolSnapshot(
      symbol: symbol,
      snapshot: OrderBookSnapshot(
        bids: try levels(payload.bids, "bids"), asks: try levels(payload.asks, "asks"), time: time)
    )
  }
}
