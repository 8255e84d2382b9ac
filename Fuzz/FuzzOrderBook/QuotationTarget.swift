import Foundation
import FuzzSupport

@_spi(Reference) import OrderBookKit

/// API 2.0 order-book and trade frames and REST bodies on any bytes: bytes and text decode alike, and alike with the
/// tree decoders the one-pass reader replaced (`referenceMessage`, `referenceOrderBooks`, `referenceTrades`), value
/// and error; books decoded are applied to books (replacing, as every frame is a whole book).
enum QuotationTarget {
  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    var events: [MarketEvent] = []
    for dialect in QuotationDialect.allCases {
      let fromBytes = Result { () throws(FeedDecodingError) in
        try QuotationWebSocket.message(from: data, dialect: dialect)
      }
      let reference = Result { () throws(FeedDecodingError) in
        try QuotationWebSocket.referenceMessage(from: data, dialect: dialect)
      }
      fuzzCheck(fromBytes == reference, "one-pass reader \(fromBytes) ≠ tree decoder \(reference)")
      let text = String(decoding: bytes, as: UTF8.self)
      if text.utf8.elementsEqual(bytes) {
        let fromText = Result { () throws(FeedDecodingError) in
          try QuotationWebSocket.message(from: text, dialect: dialect)
        }
        fuzzCheck(fromText == fromBytes, "decode(String) \(fromText) ≠ decode(Data) \(fromBytes)")
      }
      switch fromBytes {
      case .success(let message): events += message.events
      case .failure(let error): fuzzCheck(!error.description.isEmpty, "an error without a description")
      }
    }
    let books = Result { () throws(FeedDecodingError) in try QuotationREST.orderBooks(from: data) }
    let referenceBooks = Result { () throws(FeedDecodingError) in try QuotationREST.referenceOrderBooks(from: data) }
    fuzzCheck(books == referenceBooks, "one-pass books \(books) ≠ tree decoder \(referenceBooks)")
    switch books {
    case .success(let books): events += books.map(\.event)
    case .failure(let error): fuzzCheck(!error.description.isEmpty, "an error without a description")
    }
    let trades = Result { () throws(FeedDecodingError) in try QuotationREST.trades(from: data) }
    let referenceTrades = Result { () throws(FeedDecodingError) in try QuotationREST.referenceTrades(from: data) }
    fuzzCheck(trades == referenceTrades, "one-pass trades \(trades) ≠ tree decoder \(referenceTrades)")
    switch trades {
    case .success(let trades): events += trades.map { .trade($0.trade, symbol: $0.symbol) }
    case .failure(let error): fuzzCheck(!error.description.isEmpty, "an error without a description")
    }
    BookChecks.replay(events)
  }
}
