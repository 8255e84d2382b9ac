import Foundation

/// The DTO of Upbit's WebSocket `orderbook` message (default format), as `JSONDecoder` reads it to check the shape
/// and name what is missing or of the wrong type. Prices and sizes are JSON numbers; their values are read from the
/// message's text (by ``UpbitScanner`` in the reference decoder, by the one-pass frame reader otherwise), never
/// from what the decoder made of them.
struct UpbitOrderBookDTO: Decodable {
  struct Unit: Decodable {
    let askPrice: UpbitNumberDTO
    let bidPrice: UpbitNumberDTO
    let askSize: UpbitNumberDTO
    let bidSize: UpbitNumberDTO

    private enum CodingKeys: String, CodingKey {
      case askPrice = "ask_price"
      case bidPrice = "bid_price"
      case askSize = "ask_size"
      case bidSize = "bid_size"
    }
  }

  let type: String
  let code: String
  let timestamp: Int64
  let units: [Unit]

  private enum CodingKeys: String, CodingKey {
    case type, code, timestamp
    case units = "orderbook_units"
  }
}

/// A field that must hold a JSON number. It keeps nothing: before iOS 17 and macOS 14, `JSONDecoder` reads a
/// `Decimal` through `Double`, so the value it would give is not the value the exchange sent.
struct UpbitNumberDTO: Decodable {
  /// Checks the value is a number (a string or `null` is a `DecodingError`, as for a `Decimal` field).
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if (try? container.decode(Double.self)) != nil { return }
    _ = try container.decode(Decimal.self)
  }
}
