import Foundation

/// How long each kind of response stays fresh.
///
/// Figures for a past day are final and keep long; yesterday's are revised by KOBIS until the morning, so
/// they keep briefly. A weekly list whose period reaches yesterday is treated like yesterday.
public struct BoxOfficeCachePolicy: Hashable, Sendable {
  /// How long a ranking of yesterday (or a period that ends yesterday or later) stays fresh.
  public var recentTTL: Duration
  /// How long a ranking of an older day or period stays fresh.
  public var pastTTL: Duration
  /// How long a film's details stay fresh.
  public var movieInfoTTL: Duration
  /// How long an image search stays fresh.
  public var posterSearchTTL: Duration

  /// Creates a policy.
  public init(
    recentTTL: Duration = .seconds(30 * 60), pastTTL: Duration = .seconds(7 * 86_400),
    movieInfoTTL: Duration = .seconds(86_400), posterSearchTTL: Duration = .seconds(86_400)
  ) {
    self.recentTTL = recentTTL
    self.pastTTL = pastTTL
    self.movieInfoTTL = movieInfoTTL
    self.posterSearchTTL = posterSearchTTL
  }

  /// 30 minutes for yesterday, 7 days for older days, 1 day for details and searches.
  public static let standard = BoxOfficeCachePolicy()

  /// The expiry of a ranking whose last counted day is `lastDay`, stored at `now`.
  public func expiry(forRankingEndingOn lastDay: CalendarDay, now: Date, in timeZone: TimeZone = .seoul) -> Date {
    let yesterday = BoxOfficeDate.yesterday(now: now, in: timeZone).day
    return now.adding(lastDay >= yesterday ? recentTTL : pastTTL)
  }
}
