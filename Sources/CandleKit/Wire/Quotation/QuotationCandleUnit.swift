/// The candle periods of API 2.0: minutes (1, 3, 5, 10, 15, 30, 60, 240), days, weeks and months.
public enum QuotationCandleUnit: Sendable, Hashable {
  /// Minute candles of 1, 3, 5, 10, 15, 30, 60 or 240 minutes.
  case minutes(Int)
  /// Day candles, starting at the session's midnight (Seoul on Bithumb, UTC on Upbit).
  case days
  /// Week candles, starting on Monday at the session's midnight.
  case weeks
  /// Month candles, starting on the first at the session's midnight.
  case months

  /// The minute counts the exchanges accept.
  public static let minuteCounts = [1, 3, 5, 10, 15, 30, 60, 240]

  /// The request path ("/v1/candles/minutes/1", "/v1/candles/days"), or `nil` for a minute count the exchanges do
  /// not offer.
  public var path: String? {
    switch self {
    case .minutes(let count): Self.minuteCounts.contains(count) ? "/v1/candles/minutes/\(count)" : nil
    case .days: "/v1/candles/days"
    case .weeks: "/v1/candles/weeks"
    case .months: "/v1/candles/months"
    }
  }
}
