import Foundation

/// A decimal an exchange sends as a JSON string (`"80838000"`), as an app would read it with `JSONDecoder`: the string,
/// then `Decimal(string:)` (a `Decimal` field refuses a string).
struct JSONDecoderDecimalText: Decodable {
  let value: Decimal

  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let value = Decimal(string: text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a decimal: \(text)"))
    }
    self.value = value
  }
}

/// What an app would write with `JSONDecoder` for a Bithumb `orderbookdepth` message: each level's price and quantity
/// as `Decimal`.
struct JSONDecoderDepth: Decodable {
  /// `content`.
  struct Content: Decodable {
    /// One level change.
    struct Entry: Decodable {
      let symbol, orderType: String
      let price, quantity: JSONDecoderDecimalText
      let total: String?
    }

    let list: [Entry]
    let datetime: String
  }

  let type: String
  let content: Content
}

/// What an app would write with `JSONDecoder` for a Bithumb `transaction` message: each trade's price and quantity as
/// `Decimal`.
struct JSONDecoderTransaction: Decodable {
  /// `content`.
  struct Content: Decodable {
    /// One trade.
    struct Entry: Decodable {
      let symbol, buySellGb, contDtm: String
      let contPrice, contQty: JSONDecoderDecimalText
    }

    let list: [Entry]
  }

  let type: String
  let content: Content
}

/// What an app would write with `JSONDecoder` for a Bithumb `ticker` message: the prices and statistics as `Decimal`.
struct JSONDecoderBithumbTicker: Decodable {
  /// `content`.
  struct Content: Decodable {
    let symbol, tickType, date, time: String
    let openPrice, closePrice, lowPrice, highPrice, prevClosePrice, chgAmt: JSONDecoderDecimalText
    let chgRate, value, volume, sellVolume, buyVolume, volumePower: JSONDecoderDecimalText
  }

  let type: String
  let content: Content
}

/// What an app would write with `JSONDecoder` for a Bithumb REST order book response: each level's price and quantity
/// as `Decimal`.
struct JSONDecoderBithumbRESTBook: Decodable {
  /// `data`.
  struct Book: Decodable {
    /// One level.
    struct Level: Decodable {
      let price, quantity: JSONDecoderDecimalText
    }

    let timestamp, paymentCurrency, orderCurrency: String
    let bids, asks: [Level]

    enum CodingKeys: String, CodingKey {
      case timestamp, bids, asks
      case paymentCurrency = "payment_currency"
      case orderCurrency = "order_currency"
    }
  }

  let status: String
  let data: Book
}

/// What an app would write with `JSONDecoder` for a Binance diff-depth event: each level's price and quantity as
/// `Decimal`.
struct JSONDecoderBinanceUpdate: Decodable {
  let e, s: String
  let E: Int64
  let U, u: UInt64
  let b, a: [[JSONDecoderDecimalText]]
}

/// What an app would write with `JSONDecoder` for a Binance REST depth snapshot: each level's price and quantity as
/// `Decimal`.
struct JSONDecoderBinanceSnapshot: Decodable {
  let lastUpdateId: UInt64
  let bids, asks: [[JSONDecoderDecimalText]]
}
