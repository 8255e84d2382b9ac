import Foundation

/// Decodes Binance's REST depth snapshot.
public enum BinanceREST {
  /// The snapshot in a `GET /api/v3/depth` response, with `lastUpdateId` as its sequence.
  ///
  /// - Throws: ``FeedDecodingError`` naming the field.
  public static func orderBook(from data: Data) throws(FeedDecodingError) -> OrderBookSnapshot {
    let response = try FeedDecodingError.decode(BinanceDepthSnapshotDTO.self, from: data)
    return OrderBookSnapshot(
      bids: try BinanceLevels.read(response.bids, field: "bids") { Level(price: $0, quantity: $1) },
      asks: try BinanceLevels.read(response.asks, field: "asks") { Level(price: $0, quantity: $1) },
      sequence: response.lastUpdateId
    )
  }
}
