import Foundation
import FuzzSupport

@_spi(Reference) @testable import MarketBoardKit

/// Tickers on any bytes: `ticker(from: Data)` and `ticker(from: String)` give the same ticker or error for valid UTF-8,
/// and the same as the tree decoder they replaced (`referenceTicker`), as the REST list gives what its tree decoder
/// gives (`referenceTickers`); every error names its field; what decodes goes onto a board, which stays sound, and an
/// older copy is ignored.
enum TickerTarget {
  static let markets = ["KRW-BTC", "KRW-ETH", "KRW-XRP"].compactMap { try? MarketCode($0) }.map {
    Market(code: $0, koreanName: $0.base, englishName: $0.base)
  }

  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    var tickers: [MarketTicker] = []
    for dialect in QuotationDialect.allCases {
      let fromBytes = Result { () throws(MarketDataError) in try QuotationTickers.ticker(from: data, dialect: dialect) }
      let reference = Result { () throws(MarketDataError) in
        try QuotationTickers.referenceTicker(from: data, dialect: dialect)
      }
      fuzzCheck(fromBytes == reference, "one-pass reader \(fromBytes) ≠ tree decoder \(reference)")
      let text = String(decoding: bytes, as: UTF8.self)
      if text.utf8.elementsEqual(bytes) {
        let fromText = Result { () throws(MarketDataError) in
          try QuotationTickers.ticker(from: text, dialect: dialect)
        }
        fuzzCheck(fromText == fromBytes, "ticker(from: String) \(fromText) ≠ ticker(from: Data) \(fromBytes)")
      }
      switch fromBytes {
      case .success(let ticker?): tickers.append(ticker)
      case .success(nil): break
      case .failure(let error): fuzzCheck(!error.description.isEmpty, "an error without a description")
      }
      let list = Result { () throws(MarketDataError) in try QuotationTickers.tickers(from: data, dialect: dialect) }
      let referenceList = Result { () throws(MarketDataError) in
        try QuotationTickers.referenceTickers(from: data, dialect: dialect)
      }
      fuzzCheck(list == referenceList, "one-pass list \(list) ≠ tree decoder \(referenceList)")
      switch list {
      case .success(let list): tickers += list
      case .failure(let error): fuzzCheck(!error.description.isEmpty, "an error without a description")
      }
    }
    var board = MarketBoard(markets: markets + tickers.map { Market(code: $0.code, koreanName: "", englishName: "") })
    for ticker in tickers {
      board.apply(ticker)
      fuzzCheck(board.invariantViolations().isEmpty, "board unsound: \(board.invariantViolations())")
      _ = board.rows.map { $0.text() }
    }
  }
}

/// Market and alert lists on any bytes: each decodes as the tree decoder it replaced (`referenceMarkets`,
/// `referenceAlerts`), value and error; decoded markets build a board whose search never traps and whose rows are the
/// KRW markets, once each.
enum MarketListTarget {
  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let alerts = Result { () throws(MarketDataError) in try QuotationMarkets.alerts(from: data) }
    let referenceAlerts = Result { () throws(MarketDataError) in try QuotationMarkets.referenceAlerts(from: data) }
    fuzzCheck(alerts == referenceAlerts, "one-pass alerts \(alerts) ≠ tree decoder \(referenceAlerts)")
    let decoded = Result { () throws(MarketDataError) in try QuotationMarkets.markets(from: data) }
    let reference = Result { () throws(MarketDataError) in try QuotationMarkets.referenceMarkets(from: data) }
    fuzzCheck(decoded == reference, "one-pass markets \(decoded) ≠ tree decoder \(reference)")
    let markets: [Market]
    switch decoded {
    case .success(let list):
      markets = list
    case .failure(let error):
      fuzzCheck(!error.description.isEmpty, "an error without a description")
      return
    }
    let board = MarketBoard(markets: markets)
    fuzzCheck(board.count == Set(markets.filter { $0.code.quote == "KRW" }.map(\.code)).count, "board row count")
    fuzzCheck(board.invariantViolations().isEmpty, "board unsound: \(board.invariantViolations())")
    for market in markets.prefix(4) {
      _ = board.rows(matching: market.koreanName)
      _ = board.rows(matching: String(market.englishName.prefix(3)))
    }
  }
}

extension Result {
  /// The result of `body`, typed.
  init(catching body: () throws(Failure) -> Success) {
    do {
      self = .success(try body())
    } catch {
      self = .failure(error)
    }
  }
}
