import Foundation

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
