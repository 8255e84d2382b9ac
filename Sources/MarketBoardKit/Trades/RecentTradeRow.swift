/// One row of the 체결 tab, formatted the same way on every device.
public struct RecentTradeRow: Sendable, Hashable, Identifiable {
  /// The trade's id.
  public let id: String
  /// The time in Seoul, "HH:mm:ss".
  public let time: String
  /// The price, grouped ("91,196,000").
  public let price: String
  /// The quantity as exact as sent ("0.00021931").
  public let quantity: String
  /// The taker's side: what the app colours the row by (buy red, sell blue in Korea).
  public let side: RecentTrade.Side

  /// The row of `trade`.
  public init(_ trade: RecentTrade) {
    id = trade.id
    time = Self.seoulClock(milliseconds: trade.timestamp)
    price = NumberText.grouped(trade.price.description)
    quantity = NumberText.grouped(trade.quantity.description)
    side = trade.side
  }

  /// "HH:mm:ss" in Seoul (UTC+9 all year) of a UTC epoch in milliseconds.
  static func seoulClock(milliseconds: Int64) -> String {
    let seconds = (milliseconds.dividedReportingOverflow(by: 1_000).partialValue + 9 * 3_600)
    var secondOfDay = seconds % 86_400
    if secondOfDay < 0 { secondOfDay += 86_400 }
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return two(secondOfDay / 3_600) + ":" + two(secondOfDay / 60 % 60) + ":" + two(secondOfDay % 60)
  }
}
