import Foundation

// The DTOs of Bithumb's public WebSocket and REST order book, mirroring the JSON exactly (strings where Bithumb
// sends strings). Nothing outside Venues/Bithumb sees them.

/// Any Bithumb WebSocket message: `{"type": …, "content": …}` or a status `{"status": …, "resmsg": …}`.
enum BithumbWebSocketDTO: Decodable {
  case depth(BithumbDepthContentDTO)
  case transaction(BithumbTransactionContentDTO)
  case ticker(BithumbTickerDTO)
  case status(code: String, message: String)

  private enum CodingKeys: String, CodingKey {
    case type, content, status, resmsg
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.contains(.type) else {
      self = .status(
        code: try container.decode(String.self, forKey: .status),
        message: try container.decodeIfPresent(String.self, forKey: .resmsg) ?? ""
      )
      return
    }
    let type = try container.decode(String.self, forKey: .type)
    switch type {
    case "orderbookdepth": self = .depth(try container.decode(BithumbDepthContentDTO.self, forKey: .content))
    case "transaction": self = .transaction(try container.decode(BithumbTransactionContentDTO.self, forKey: .content))
    case "ticker": self = .ticker(try container.decode(BithumbTickerDTO.self, forKey: .content))
    default: throw FeedDecodingError.unsupportedMessageType(FeedDecodingError.quoted(type))
    }
  }
}

/// `content` of an `orderbookdepth` message.
struct BithumbDepthContentDTO: Decodable {
  struct Entry: Decodable {
    let symbol: String
    let orderType: String
    let price: String
    let quantity: String
    /// The number of orders at the price (absent in some documentation examples).
    let total: String?
  }

  let list: [Entry]
  /// Microseconds since 1970, sent as a string or as a number.
  let datetime: BithumbIntegerText
}

/// `content` of a `transaction` message.
struct BithumbTransactionContentDTO: Decodable {
  struct Entry: Decodable {
    let symbol: String
    /// "1" = the taker sold, "2" = the taker bought.
    let buySellGb: String
    let contPrice: String
    let contQty: String
    /// "yyyy-MM-dd HH:mm:ss.SSSSSS" in Seoul time.
    let contDtm: String
  }

  let list: [Entry]
}

/// `content` of a `ticker` message.
struct BithumbTickerDTO: Decodable {
  let symbol: String
  let tickType: String
  let date: String
  let time: String
  let openPrice: String
  let closePrice: String
  let lowPrice: String
  let highPrice: String
  let value: String
  let volume: String
  let sellVolume: String
  let buyVolume: String
  let prevClosePrice: String
  let chgRate: String
  let chgAmt: String
  let volumePower: String
}

/// The REST `/public/orderbook/{order}_{payment}` response.
struct BithumbRESTOrderBookDTO: Decodable {
  struct Payload: Decodable {
    let timestamp: BithumbIntegerText
    let paymentCurrency: String
    let orderCurrency: String
    let bids: [Level]
    let asks: [Level]

    private enum CodingKeys: String, CodingKey {
      case timestamp, bids, asks
      case paymentCurrency = "payment_currency"
      case orderCurrency = "order_currency"
    }
  }

  struct Level: Decodable {
    let price: String
    let quantity: String
  }

  let status: String
  let message: String?
  let data: Payload?
}

/// An integer Bithumb sends either as a JSON string of digits or as a JSON number; kept as text so both paths
/// read it with the same strict digit rule.
struct BithumbIntegerText: Decodable {
  let text: String

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    do {
      text = try container.decode(String.self)
    } catch DecodingError.typeMismatch {
      text = String(try container.decode(Int64.self))
    }
  }
}
