import Foundation

/// Where ``KOBISBoxOfficeRepository`` keeps response bodies between calls, each until its expiry.
///
/// The repository decides what to keep and for how long (``BoxOfficeCachePolicy``); a cache only stores
/// bytes under a key with an expiry instant and forgets them after it. Instants are passed in, never read
/// from a clock, so every implementation is deterministic under test. ``InMemoryBoxOfficeResponseCache`` is
/// the in-memory one; a persistent one (SQLite) implements the same protocol.
///
/// Implementations must be safe to call concurrently. Methods may throw (a store on disk can fail); the
/// repository then answers from the network instead.
public protocol BoxOfficeResponseCache: Sendable {
  /// The body stored for `key`, or `nil` when there is none or it expired at or before `now`.
  func response(for key: BoxOfficeCacheKey, at now: Date) async throws -> Data?

  /// Stores `body` for `key` until `expiresAt`, replacing what was there.
  func store(_ body: Data, for key: BoxOfficeCacheKey, expiresAt: Date) async throws

  /// Forgets the body for `key`, if any.
  func removeResponse(for key: BoxOfficeCacheKey) async throws

  /// Forgets every body that expired at or before `now`; returns how many were removed.
  @discardableResult
  func removeExpired(at now: Date) async throws -> Int

  /// Forgets every body.
  func removeAll() async throws
}

/// The identity of a cached response: the call and its parameters, never the API key.
///
/// Keys are plain text (`"daily/20251121/itemPerPage=10"`), so a store can index them as a column.
public struct BoxOfficeCacheKey: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The text of the key.
  public let rawValue: String

  /// A key with the given text.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The text of the key.
  public var description: String { rawValue }

  /// The key of a daily box office request.
  public static func daily(_ date: BoxOfficeDate, filter: BoxOfficeFilter) -> BoxOfficeCacheKey {
    BoxOfficeCacheKey(rawValue: "daily/\(date.targetDt)" + parameters(filter))
  }

  /// The key of a weekly box office request.
  public static func weekly(_ date: BoxOfficeDate, period: WeeklyPeriod, filter: BoxOfficeFilter) -> BoxOfficeCacheKey {
    BoxOfficeCacheKey(rawValue: "weekly/\(date.targetDt)/weekGb=\(period.rawValue)" + parameters(filter))
  }

  /// The key of a movie-info request.
  public static func movieInfo(code: String) -> BoxOfficeCacheKey {
    BoxOfficeCacheKey(rawValue: "movie/\(code)")
  }

  /// The key of an image search.
  public static func posterSearch(_ text: String, page: Int, size: Int) -> BoxOfficeCacheKey {
    BoxOfficeCacheKey(rawValue: "poster/page=\(page)/size=\(size)/\(text)")
  }

  private static func parameters(_ filter: BoxOfficeFilter) -> String {
    "/itemPerPage=\(filter.itemsPerPage)" + (filter.movieKind.map { "/multiMovieYn=\($0.rawValue)" } ?? "")
      + (filter.nation.map { "/repNationCd=\($0.rawValue)" } ?? "") + (filter.area.map { "/wideAreaCd=\($0)" } ?? "")
  }
}

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

extension Date {
  /// The instant `duration` later.
  func adding(_ duration: Duration) -> Date {
    let (seconds, attoseconds) = duration.components
    return addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
  }
}
