import Foundation

/// A ``BoxOfficeRepository`` that answers from values given to it: for previews, tests and offline demos.
///
/// It follows the same rules as ``KOBISBoxOfficeRepository``: days that have no figures yet are refused,
/// the filter is checked, rankings are cut to `itemsPerPage`, posters are chosen by ``PosterQuery``'s rule.
///
/// ```swift
/// let repository = InMemoryBoxOfficeRepository(now: { fixedInstant })
/// await repository.setDailyBoxOffice(try BoxOfficeDecoder.dailyBoxOffice(from: sampleBody))
/// let ranking = try await repository.yesterdaysBoxOffice()
/// ```
public actor InMemoryBoxOfficeRepository: BoxOfficeRepository {
  private struct RankingKey: Hashable {
    let date: BoxOfficeDate
    let period: WeeklyPeriod?
    let filter: BoxOfficeFilter
  }

  private var daily: [RankingKey: DailyBoxOffice] = [:]
  private var weekly: [RankingKey: WeeklyBoxOffice] = [:]
  private var details: [String: MovieDetail] = [:]
  private var posterCandidates: [String: [Poster]] = [:]
  private let timeZone: TimeZone
  private let now: DateProvider

  /// Creates an empty repository with a clock (read at every call) and the zone of "yesterday".
  public init(timeZone: TimeZone = .seoul, now: @escaping DateProvider) {
    self.timeZone = timeZone
    self.now = now
  }

  /// Stores a day's ranking for `filter` (its `itemsPerPage` is ignored: reads cut the list).
  public func setDailyBoxOffice(_ ranking: DailyBoxOffice, filter: BoxOfficeFilter = .all) {
    daily[RankingKey(date: ranking.date, period: nil, filter: Self.normalized(filter))] = ranking
  }

  /// Stores the weekly ranking that `date`'s week shows for `period` and `filter`.
  public func setWeeklyBoxOffice(
    _ ranking: WeeklyBoxOffice, on date: BoxOfficeDate, period: WeeklyPeriod, filter: BoxOfficeFilter = .all
  ) {
    weekly[RankingKey(date: date, period: period, filter: Self.normalized(filter))] = ranking
  }

  /// Stores a film's details under its code.
  public func setMovieDetail(_ detail: MovieDetail) {
    details[detail.movieCode] = detail
  }

  /// Stores the image search results for a query's ``PosterQuery/searchText``.
  public func setPosterCandidates(_ candidates: [Poster], for query: PosterQuery) {
    posterCandidates[query.searchText] = candidates
  }

  /// Yesterday in the repository's zone, read from its clock now.
  public func latestAvailableDate() -> BoxOfficeDate {
    BoxOfficeDate.yesterday(now: now(), in: timeZone)
  }

  /// The stored ranking of `date` for `filter`, cut to its `itemsPerPage`; empty when none was stored. There is no
  /// cache, so every `freshness` reads the stored values.
  ///
  /// - Throws: ``BoxOfficeError/dateNotAvailable(requested:latest:)`` and the filter's
  ///   ``BoxOfficeError/invalidRequest(parameter:value:reason:)``.
  public func dailyBoxOffice(
    on date: BoxOfficeDate, filter: BoxOfficeFilter = .all, freshness: BoxOfficeFreshness
  ) throws -> DailyBoxOffice {
    try date.requireAvailable(now: now(), in: timeZone)
    _ = try filter.queryItems()
    var ranking =
      daily[RankingKey(date: date, period: nil, filter: Self.normalized(filter))]
      ?? DailyBoxOffice(date: date, entries: [])
    ranking.entries = Array(ranking.entries.prefix(filter.itemsPerPage))
    return ranking
  }

  /// The stored weekly ranking of `date`'s week for `period` and `filter`, cut to its `itemsPerPage`; empty
  /// (over the period's days) when none was stored.
  ///
  /// - Throws: the errors of ``dailyBoxOffice(on:filter:freshness:)``.
  public func weeklyBoxOffice(
    on date: BoxOfficeDate, period: WeeklyPeriod = .weekend, filter: BoxOfficeFilter = .all,
    freshness: BoxOfficeFreshness
  ) throws -> WeeklyBoxOffice {
    try date.requireAvailable(now: now(), in: timeZone)
    _ = try filter.queryItems()
    var ranking =
      weekly[RankingKey(date: date, period: period, filter: Self.normalized(filter))]
      ?? WeeklyBoxOffice(days: period.days(containing: date.day), yearWeek: nil, entries: [])
    ranking.entries = Array(ranking.entries.prefix(filter.itemsPerPage))
    return ranking
  }

  /// The stored details of the film with code `code` (trimmed), or `nil` for an unknown one.
  ///
  /// - Throws: ``BoxOfficeError/invalidRequest(parameter:value:reason:)`` for an empty code.
  public func movieDetail(code: String, freshness: BoxOfficeFreshness) throws -> MovieDetail? {
    let code = FieldText.trimmed(code)
    guard !code.isEmpty else {
      throw BoxOfficeError.invalidRequest(parameter: "movieCd", value: code, reason: "a movie code is required")
    }
    return details[code]
  }

  /// The poster that ``PosterQuery/choose(from:)`` picks from the candidates stored for `query`.
  public func poster(for query: PosterQuery, freshness: BoxOfficeFreshness) -> Poster? {
    query.choose(from: posterCandidates[query.searchText] ?? [])
  }

  private static func normalized(_ filter: BoxOfficeFilter) -> BoxOfficeFilter {
    var filter = filter
    filter.itemsPerPage = 10
    return filter
  }
}
