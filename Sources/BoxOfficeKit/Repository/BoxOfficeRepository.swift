/// Where box-office rankings, film details and posters come from.
///
/// ``KOBISBoxOfficeRepository`` asks KOBIS and Kakao through an `HTTPTransport`;
/// ``InMemoryBoxOfficeRepository`` answers from values given to it (previews, tests, offline demos). Both
/// refuse a day that has no figures yet (today or later in Seoul) before doing anything else, with
/// ``BoxOfficeError/dateNotAvailable(requested:latest:)``.
///
/// Every read takes a ``BoxOfficeFreshness``: by default a repository with a cache answers from it while the
/// response is fresh; ``BoxOfficeFreshness/reload`` (pull to refresh) asks the service again and replaces what the
/// cache holds. The calls without `freshness:` are the default.
///
/// ```swift
/// let repository: any BoxOfficeRepository = KOBISBoxOfficeRepository(
///   kobisKey: key, transport: transport, now: Date.init, clock: ContinuousClock())
/// let today = try await repository.yesterdaysBoxOffice()
/// if let detail = try await repository.movieDetail(code: today.entries[0].movieCode) {  // nil: no such film
///   let poster = try await repository.poster(for: PosterQuery(movie: detail))
/// }
/// ```
public protocol BoxOfficeRepository: Sendable {
  /// The latest day with figures: yesterday in Seoul, computed from the repository's clock at each call.
  func latestAvailableDate() async -> BoxOfficeDate

  /// The daily box office of `date`, best rank first; empty when KOBIS has no ranking for the day.
  func dailyBoxOffice(on date: BoxOfficeDate, filter: BoxOfficeFilter, freshness: BoxOfficeFreshness) async throws
    -> DailyBoxOffice

  /// The weekly, weekend or weekday box office of the KOBIS week (Monday to Sunday) that contains `date`.
  func weeklyBoxOffice(
    on date: BoxOfficeDate, period: WeeklyPeriod, filter: BoxOfficeFilter, freshness: BoxOfficeFreshness
  ) async throws -> WeeklyBoxOffice

  /// The details of the film with KOBIS code `code`, or `nil` when there is no such film (a missing id is no error,
  /// as in every repository).
  func movieDetail(code: String, freshness: BoxOfficeFreshness) async throws -> MovieDetail?

  /// The poster chosen for a film by the rule of ``PosterQuery``, or `nil` when the search finds nothing.
  func poster(for query: PosterQuery, freshness: BoxOfficeFreshness) async throws -> Poster?
}

extension BoxOfficeRepository {
  /// The daily box office of the latest available day (yesterday in Seoul at the time of the call).
  public func yesterdaysBoxOffice(
    filter: BoxOfficeFilter = .all, freshness: BoxOfficeFreshness = .cachedIfFresh
  ) async throws -> DailyBoxOffice {
    try await dailyBoxOffice(on: latestAvailableDate(), filter: filter, freshness: freshness)
  }

  /// The daily box office of `date`, from a fresh cached response when there is one.
  public func dailyBoxOffice(on date: BoxOfficeDate, filter: BoxOfficeFilter = .all) async throws -> DailyBoxOffice {
    try await dailyBoxOffice(on: date, filter: filter, freshness: .cachedIfFresh)
  }

  /// The weekly box office of the week containing `date`, from a fresh cached response when there is one.
  public func weeklyBoxOffice(
    on date: BoxOfficeDate, period: WeeklyPeriod = .weekend, filter: BoxOfficeFilter = .all
  ) async throws -> WeeklyBoxOffice {
    try await weeklyBoxOffice(on: date, period: period, filter: filter, freshness: .cachedIfFresh)
  }

  /// The details of the film with code `code`, from a fresh cached response when there is one.
  public func movieDetail(code: String) async throws -> MovieDetail? {
    try await movieDetail(code: code, freshness: .cachedIfFresh)
  }

  /// The poster chosen for a film, from a fresh cached search when there is one.
  public func poster(for query: PosterQuery) async throws -> Poster? {
    try await poster(for: query, freshness: .cachedIfFresh)
  }
}
