import Foundation

/// The texts of one board row, formatted the same way on every device (no `NumberFormatter`, no device locale).
///
/// ```swift
/// let text = MarketRowText(row)
/// text.price        // "91,196,000"
/// text.change       // "-1.03%"
/// text.tradeValue   // "27,002백만"
/// ```
public struct MarketRowText: Sendable, Hashable {
  /// The price with the decimals the price itself has, grouped in threes ("91,196,000", "0.0123").
  public let price: String
  /// The change rate in percent with two decimals, signed: "+1.23%", "-0.45%", "0.00%".
  public let change: String
  /// The signed change amount, grouped: "+8,600", "-948,000", "0".
  public let signedChange: String
  /// The 24-hour traded value in millions, floored and grouped: "27,002백만".
  public let tradeValue: String
  /// Rise, fall or even: what the app colours the texts by.
  public let direction: PriceChangeDirection
  /// The badges: 유의 for a cautioned market, then the gravest alert step's.
  public let badges: [String]

  /// The texts of `row` (placeholders before its first ticker).
  public init(_ row: MarketBoardRow, strings: MarketBoardStrings = .korean) {
    direction = row.direction
    var badges: [String] = []
    if row.market.isCaution { badges.append(strings.cautionBadge) }
    if let step = row.market.alertStep, let badge = strings.alertBadges[step] { badges.append(badge) }
    self.badges = badges
    guard let ticker = row.ticker else {
      price = strings.placeholder
      change = strings.placeholder
      signedChange = strings.placeholder
      tradeValue = strings.placeholder
      return
    }
    price = NumberText.grouped(ticker.tradePrice.description)
    change = Self.percentText(ticker.signedChangeRate)
    let amount = ticker.signedChangePrice
    signedChange = (amount.units > 0 ? "+" : "") + NumberText.grouped(amount.description)
    tradeValue = Self.millionsText(ticker.tradeValue24h) + strings.millionsSuffix
  }

  /// A fraction as a signed percentage with two decimals, rounded half away from zero: 0.01775026 → "+1.78%",
  /// -0.0106 → "-1.06%", 0 → "0.00%".
  static func percentText(_ fraction: Decimal) -> String {
    var percent = fraction * 100
    var rounded = Decimal()
    NSDecimalRound(&rounded, &percent, 2, .plain)
    // Hundredths of a percent as an integer, read from the rounded value's canonical text.
    let hundredths = OrderingDecimal(rounded * 100).whole
    let magnitude = hundredths.magnitude
    let digits = String(magnitude / 100) + "." + (magnitude % 100 < 10 ? "0" : "") + String(magnitude % 100)
    return (hundredths > 0 ? "+" : hundredths < 0 ? "-" : "") + digits + "%"
  }

  /// ⌊value / 1,000,000⌋ grouped in threes: 27002534842.65972 → "27,002".
  static func millionsText(_ value: Decimal) -> String {
    let whole = OrderingDecimal(value).whole
    return NumberText.grouped(max(whole, 0) / 1_000_000)
  }
}

extension MarketBoardRow {
  /// The row's texts.
  public func text(_ strings: MarketBoardStrings = .korean) -> MarketRowText { MarketRowText(self, strings: strings) }
}
