/// The width of one candle: every interval Bithumb's and Upbit's candle endpoints serve.
///
/// Minutes (1, 3, 5, 10, 15, 30), hours (1, 4, 6, 12) and days are fixed lengths of wall-clock time. Weeks and
/// months are calendar intervals: a week starts on Monday at midnight and a month on the 1st at midnight, in the
/// zone that aligns the buckets (Asia/Seoul unless given), so a month is 28 to 31 days long. Step from one bucket
/// to the next with ``nextBucketStart(after:in:)``, never by adding ``seconds``.
///
/// The raw value is the interval's short name, stored by repositories and written in Bithumb's legacy candlestick
/// paths ("1m", "24h"); the intervals added after that endpoint's set follow its pattern ("15m", "4h"), with "1w"
/// for a week and "1mo" for a month, so that no two names differ only in letter case.
///
/// | interval | raw value | Bithumb legacy `/public/candlestick` | API 2.0 and Upbit `/v1/candles` |
/// | --- | --- | --- | --- |
/// | 1, 3, 5, 10, 30 minutes | `1m` `3m` `5m` `10m` `30m` | yes | `minutes/N` |
/// | 15 minutes | `15m` | no | `minutes/15` |
/// | 1 hour | `1h` | yes | `minutes/60` |
/// | 4 hours | `4h` | no | `minutes/240` |
/// | 6, 12 hours | `6h` `12h` | yes | no |
/// | 1 day | `24h` | yes | `days` |
/// | 1 week | `1w` | no | `weeks` |
/// | 1 month | `1mo` | no | `months` |
public enum CandleInterval: String, CaseIterable, Codable, Hashable, Sendable {
  /// One minute.
  case oneMinute = "1m"
  /// Three minutes.
  case threeMinutes = "3m"
  /// Five minutes.
  case fiveMinutes = "5m"
  /// Ten minutes.
  case tenMinutes = "10m"
  /// Fifteen minutes.
  case fifteenMinutes = "15m"
  /// Thirty minutes.
  case thirtyMinutes = "30m"
  /// One hour.
  case oneHour = "1h"
  /// Four hours (API 2.0's 240-minute candles).
  case fourHours = "4h"
  /// Six hours.
  case sixHours = "6h"
  /// Twelve hours.
  case twelveHours = "12h"
  /// One day, from midnight to midnight.
  case oneDay = "24h"
  /// One calendar week, from Monday at midnight to the next Monday at midnight.
  case oneWeek = "1w"
  /// One calendar month, from the 1st at midnight to the next month's 1st at midnight (28 to 31 days).
  case oneMonth = "1mo"

  /// The nominal length of the interval in seconds: what orders intervals and estimates how much time a number of
  /// candles spans.
  ///
  /// It is the exact length of every bucket up to a week in a zone without daylight saving (Asia/Seoul); a month's
  /// is the mean Gregorian month, 2,629,746 s (30.436875 days), which no actual month lasts. Bucket arithmetic goes
  /// through ``bucketStart(containing:in:)`` and ``nextBucketStart(after:in:)``, which are exact for every interval
  /// in every zone.
  public var seconds: Int {
    switch self {
    case .oneMinute: 60
    case .threeMinutes: 180
    case .fiveMinutes: 300
    case .tenMinutes: 600
    case .fifteenMinutes: 900
    case .thirtyMinutes: 1_800
    case .oneHour: 3_600
    case .fourHours: 14_400
    case .sixHours: 21_600
    case .twelveHours: 43_200
    case .oneDay: 86_400
    case .oneWeek: 604_800
    case .oneMonth: 2_629_746
    }
  }

  /// Whether the interval is a calendar one (a week or a month), whose buckets start on a weekday or a day of the
  /// month rather than at a multiple of a length since midnight.
  public var isCalendarInterval: Bool {
    self == .oneWeek || self == .oneMonth
  }

  /// Whether every bucket of this interval is a whole number of `finer`'s buckets, in any zone: an interval is,
  /// of itself; a fixed interval is, of a fixed one whose length divides its own (both are aligned to midnight);
  /// a week and a month are, of any interval up to a day. A week is not a whole number of months, nor a month of
  /// weeks.
  func isWholeMultiple(of finer: CandleInterval) -> Bool {
    if self == finer { return true }
    if finer.isCalendarInterval { return false }
    if isCalendarInterval { return finer.seconds <= 86_400 }
    return seconds > finer.seconds && seconds % finer.seconds == 0
  }
}

extension CandleInterval: Comparable {
  /// Intervals order by (nominal) length, shortest first.
  public static func < (lhs: CandleInterval, rhs: CandleInterval) -> Bool {
    lhs.seconds < rhs.seconds
  }
}
