import Foundation

/// One market's current price and session statistics, from an API 2.0 ticker (REST or WebSocket, DEFAULT or SIMPLE
/// format).
///
/// Prices are exact `Price`s; traded values and volumes, which arrive with up to 26 significant digits, are
/// Foundation `Decimal`s read from their text (38 digits exact); the change rate is a fraction (`0.0106` is 1.06 %).
/// The session, and so the change, starts at the dialect's midnight (Seoul on Bithumb).
public struct MarketTicker: Sendable, Hashable {
  /// The market.
  public let code: MarketCode
  /// The latest trade price (`trade_price`).
  public let tradePrice: Price
  /// The session's first price.
  public let openingPrice: Price
  /// The session's highest price.
  public let highPrice: Price
  /// The session's lowest price.
  public let lowPrice: Price
  /// The previous session's close, the change's reference.
  public let previousClosingPrice: Price
  /// Rise, even or fall.
  public let direction: PriceChangeDirection
  /// The change from the previous close, negative when down (`signed_change_price`).
  public let signedChangePrice: Price
  /// The change rate as a fraction, negative when down (`signed_change_rate`: `-0.0106` is −1.06 %).
  public let signedChangeRate: Decimal
  /// The value traded over the last 24 hours in the quote currency (`acc_trade_price_24h`): the board's 거래대금.
  public let tradeValue24h: Decimal
  /// The volume traded over the last 24 hours (`acc_trade_volume_24h`).
  public let tradeVolume24h: Decimal
  /// The value traded since the session started (`acc_trade_price`).
  public let sessionTradeValue: Decimal
  /// When the latest trade happened (corrected to UTC, whatever the dialect sent).
  public let lastTradeTime: Date
  /// When the exchange produced the ticker, in milliseconds since 1970 UTC (corrected): what tells an older ticker
  /// from a newer one.
  public let timestamp: Int64
  /// The values the board orders by, computed once here.
  let ordering: TickerOrdering

  /// A ticker (for apps that build tickers from another source, and for tests).
  public init(
    code: MarketCode, tradePrice: Price, openingPrice: Price, highPrice: Price, lowPrice: Price,
    previousClosingPrice: Price, direction: PriceChangeDirection, signedChangePrice: Price,
    signedChangeRate: Decimal, tradeValue24h: Decimal, tradeVolume24h: Decimal, sessionTradeValue: Decimal,
    lastTradeTime: Date, timestamp: Int64
  ) {
    self.init(
      code: code, tradePrice: tradePrice, openingPrice: openingPrice, highPrice: highPrice, lowPrice: lowPrice,
      previousClosingPrice: previousClosingPrice, direction: direction, signedChangePrice: signedChangePrice,
      signedChangeRate: signedChangeRate, tradeValue24h: tradeValue24h, tradeVolume24h: tradeVolume24h,
      sessionTradeValue: sessionTradeValue, lastTradeTime: lastTradeTime, timestamp: timestamp,
      ordering: TickerOrdering(
        tradeValue: OrderingDecimal(tradeValue24h), changeRate: OrderingDecimal(signedChangeRate)))
  }

  /// A ticker whose ordering values a decoder has already computed from the fields' text
  /// (`OrderingDecimal(numeral:value:)`), equal to those the public initializer computes from the values.
  init(
    code: MarketCode, tradePrice: Price, openingPrice: Price, highPrice: Price, lowPrice: Price,
    previousClosingPrice: Price, direction: PriceChangeDirection, signedChangePrice: Price,
    signedChangeRate: Decimal, tradeValue24h: Decimal, tradeVolume24h: Decimal, sessionTradeValue: Decimal,
    lastTradeTime: Date, timestamp: Int64, ordering: TickerOrdering
  ) {
    self.code = code
    self.tradePrice = tradePrice
    self.openingPrice = openingPrice
    self.highPrice = highPrice
    self.lowPrice = lowPrice
    self.previousClosingPrice = previousClosingPrice
    self.direction = direction
    self.signedChangePrice = signedChangePrice
    self.signedChangeRate = signedChangeRate
    self.tradeValue24h = tradeValue24h
    self.tradeVolume24h = tradeVolume24h
    self.sessionTradeValue = sessionTradeValue
    self.lastTradeTime = lastTradeTime
    self.timestamp = timestamp
    self.ordering = ordering
  }

  /// The time the exchange produced the ticker.
  public var date: Date { Date(timeIntervalSince1970: Double(timestamp) / 1_000) }
}
