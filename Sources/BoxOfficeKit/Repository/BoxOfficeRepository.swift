/// Where box-office rankings, film details and posters come from.
///
/// ``KOBISBoxOfficeRepository`` asks KOBIS and Kakao through an ``HTTPTransport``;
/// ``InMemoryBoxOfficeRepository`` answers from values given to it (previews, tests, offline demos). Both
/// refuse a day that has no figures yet (today or later in Seoul) before doing anything else, with
/// ``BoxOfficeError/dateNotAvailable(requested:latest:)``.
///
/// ```swift
/// let repository: any BoxOfficeRepository = KOBISBoxOfficeRepository(
///   kobisKey: key, transport: transport, now: Date.init)  // the app's clock, read at every call
/// let today = try await repository.yesterdaysBoxOffice()
/// let detail = try await repository.movieDetail(code: today.entries[0].movieCode)
/// let poster = try await repository.poster(for: PosterQuery(movie: detail))
/// ```
public protocol BoxOfficeRepository: Sendable {
  /// The latest day with figures: yesterday in Seoul, computed from the repository's clock at each call.
  func latestAvailableDate() async -> BoxOfficeDate

  /// The daily box office of `date`, best rank first; empty when KOBIS has no ranking for the day.
  func dailyBoxOffice(on date: BoxOfficeDate, filter: BoxOfficeFilter) async throws -> DailyBoxOffice

  /// The weekly, weekend or weekday box office of the KOBIS week (Monday to Sunday) that contains `date`.
  func weeklyBoxOffice(on date: BoxOfficeDate, period: WeeklyPeriod, filter: BoxOfficeFilter) async throws
    -> WeeklyBoxOffice

  /// The details of the film with KOBIS code `code`.
  ///
  /// - Throws: ``BoxOfficeError/movieNotFound(code:)`` when there is no such film.
  func movieDetail(code: String) async throws -> MovieDetail

  /// The poster chosen for a film by the rule of ``PosterQuery``, or `nil` when the search finds nothing.
  func poster(for query: PosterQuery) async throws -> Poster?
}

extension BoxOfficeRepository {
  /// The daily box office of the latest available day (yesterday in Seoul at the time of the call).
  public func yesterdaysBoxOffice(filter: BoxOfficeFilter = .all) async throws -> DailyBoxOffice {
    try await dailyBoxOffice(on: latestAvailableDate(), filter: filter)
  }
}
