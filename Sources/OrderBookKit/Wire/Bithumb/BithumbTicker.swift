import Foundation

/// Bithumb's `ticker` statistics for one symbol over one window.
///
/// Prices are exact `Price`s. Volumes and traded value come with up to 20 fraction digits and 29 significant
/// digits (`"45741663716.89916828275244531"`), more than a `WideDecimal` holds, so they are Foundation `Decimal`s,
/// which hold 38 significant digits exactly; the decoder rejects anything longer rather than round it.
public struct BithumbTicker: Sendable, Hashable {
  /// The symbol ("BTC_KRW").
  public let symbol: String
  /// The statistics window: "30M", "1H", "12H", "24H" or "MID" (since midnight).
  public let window: String
  /// When the statistics were taken (Seoul `date` and `time`, to the second).
  public let time: ExchangeTimestamp
  /// The window's opening price.
  public let openPrice: Price
  /// The latest price.
  public let closePrice: Price
  /// The window's lowest price.
  public let lowPrice: Price
  /// The window's highest price.
  public let highPrice: Price
  /// The previous window's closing price.
  public let previousClosePrice: Price
  /// The change from the previous close (negative when down).
  public let changeAmount: Price
  /// The change in percent ("0.65").
  public let changeRate: Decimal
  /// The traded value in the quote currency.
  public let value: Decimal
  /// The traded volume.
  public let volume: Decimal
  /// Volume of taker sells.
  public let sellVolume: Decimal
  /// Volume of taker buys.
  public let buyVolume: Decimal
  /// Bithumb's "체결강도": buy volume over sell volume, in percent.
  public let volumePower: Decimal
}
