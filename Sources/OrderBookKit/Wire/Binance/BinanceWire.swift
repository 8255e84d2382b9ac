import Foundation

/// A Binance price level: `["0.00053691", "1634.00000000"]` (2017 messages add a third, ignored element).
struct BinanceLevelDTO: Decodable {
  let price: String
  let quantity: String

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    price = try container.decode(String.self)
    quantity = try container.decode(String.self)
  }
}

/// A diff-depth stream event (`depthUpdate`), bare or inside a combined-stream wrapper `{"stream", "data"}`.
struct BinanceDepthUpdateDTO: Decodable {
  let eventType: String
  let eventTime: Int64
  let symbol: String
  let firstUpdateID: UInt64
  let finalUpdateID: UInt64
  let bids: [BinanceLevelDTO]
  let asks: [BinanceLevelDTO]

  private enum CodingKeys: String, CodingKey {
    case eventType = "e"
    case eventTime = "E"
    case symbol = "s"
    case firstUpdateID = "U"
    case finalUpdateID = "u"
    case bids = "b"
    case asks = "a"
  }
}

/// A `depthUpdate`, bare or in the combined-stream wrapper `{"stream": "bnbbtc@depth", "data": {…}}`.
struct BinanceDepthEnvelopeDTO: Decodable {
  let event: BinanceDepthUpdateDTO

  private enum CodingKeys: String, CodingKey {
    case stream, data
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.stream), container.contains(.data) {
      event = try container.decode(BinanceDepthUpdateDTO.self, forKey: .data)
    } else {
      event = try BinanceDepthUpdateDTO(from: decoder)
    }
  }
}

/// The REST depth snapshot (`GET /api/v3/depth`).
struct BinanceDepthSnapshotDTO: Decodable {
  let lastUpdateId: UInt64
  let bids: [BinanceLevelDTO]
  let asks: [BinanceLevelDTO]
}
