import Foundation

/// Decodes Binance's REST depth snapshot.
public enum BinanceREST {
  /// The snapshot in a `GET /api/v3/depth` response, with `lastUpdateId` as its sequence.
  ///
  /// The response is read in one pass over its bytes (DomainKitsCore's frame reader); one it leaves aside takes the
  /// `Decodable` path, which names the error as before.
  ///
  /// - Throws: ``FeedDecodingError`` naming the field.
  public static func orderBook(from data: Data) throws(FeedDecodingError) -> OrderBookSnapshot {
    let scanned = data.withUnsafeBytes { raw in scanOrderBook(raw.bindMemory(to: UInt8.self)) }
    if case .value(let snapshot) = try scanned.get() { return snapshot }
    return try referenceOrderBook(from: data)
  }

  /// The decoder `orderBook(from:)` had before the one-pass reader: `JSONDecoder` into the snapshot's DTO, then the
  /// levels. `orderBook(from:)` still falls back on it for the responses the one-pass reader leaves to it; tests and
  /// fuzz targets compare the two, and the benchmarks keep it as the baseline. Not API: they reach it with
  /// `@_spi(Reference) import OrderBookKit`.
  ///
  /// - Throws: as `orderBook(from:)`.
  @_spi(Reference) public static func referenceOrderBook(from data: Data) throws(FeedDecodingError)
    -> OrderBookSnapshot
  {
    let response = try FeedDecodingError.decode(BinanceDepthSnapshotDTO.self, from: data)
    return OrderBookSnapshot(
      bids: try BinanceLevels.read(response.bids, field: "bids") { Level(price: $0, quantity: $1) },
      asks: try BinanceLevels.read(response.asks, field: "asks") { Level(price: $0, quantity: $1) },
      sequence: response.lastUpdateId
    )
  }
}
