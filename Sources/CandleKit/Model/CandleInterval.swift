/// The width of one candle: Bithumb's chart intervals.
///
/// The raw value is the exchange's own name for the interval ("1m", "24h"), as used in candlestick request paths.
public enum CandleInterval: String, CaseIterable, Codable, Hashable, Sendable {
  /// One minute.
  case oneMinute = "1m"
  /// Three minutes.
  case threeMinutes = "3m"
  /// Five minutes.
  case fiveMinutes = "5m"
  /// Ten minutes.
  case tenMinutes = "10m"
  /// Thirty minutes.
  case thirtyMinutes = "30m"
  /// One hour.
  case oneHour = "1h"
  /// Six hours.
  case sixHours = "6h"
  /// Twelve hours.
  case twelveHours = "12h"
  /// One day.
  case oneDay = "24h"

  /// The length of the interval in seconds.
  public var seconds: Int {
    switch self {
    case .oneMinute: 60
    case .threeMinutes: 180
    case .fiveMinutes: 300
    case .tenMinutes: 600
    case .thirtyMinutes: 1_800
    case .oneHour: 3_600
    case .sixHours: 21_600
    case .twelveHours: 43_200
    case .oneDay: 86_400
    }
  }
}

extension CandleInterval: Comparable {
  /// Intervals order by length, shortest first.
  public static func < (lhs: CandleInterval, rhs: CandleInterval) -> Bool {
    lhs.seconds < rhs.seconds
  }
}
