import Foundation

/// The box office from KOBIS and posters from Kakao, through an injected `HTTPTransport`.
///
/// Each call checks its input before any request (a day that has no figures yet, items per page outside
/// 1...10, an empty movie code), sends the request with retries for transport errors and 5xx only
/// (``RetryPolicy``), recognises KOBIS faults (HTTP 200 with `faultInfo`), and keeps successful bodies in a
/// ``BoxOfficeResponseCache`` for as long as ``BoxOfficeCachePolicy`` says. "Now" comes from the injected
/// clock at every call, so "yesterday" is right at 00:01 in Seoul on a machine in UTC.
///
/// ```swift
/// let repository = KOBISBoxOfficeRepository(
///   kobisKey: kobisKey, kakaoKey: kakaoKey, transport: URLSessionTransport(), now: Date.init,
///   clock: ContinuousClock())
/// let ranking = try await repository.yesterdaysBoxOffice()
/// // Pull to refresh: ask KOBIS again and replace the cached ranking.
/// let fresh = try await repository.yesterdaysBoxOffice(freshness: .reload)
/// for entry in ranking.entries {
///   print(entry.rank, entry.rankChangeText, entry.title, entry.audienceText)
/// }
/// ```
public struct KOBISBoxOfficeRepository: BoxOfficeRepository {
  private let kobisKey: String
  private let kakaoKey: String?
  private let sender: RetryingSender
  private let cache: (any BoxOfficeResponseCache)?
  private let cachePolicy: BoxOfficeCachePolicy
  private let timeout: Duration
  private let endpoints: BoxOfficeEndpoints
  private let timeZone: TimeZone
  private let now: DateProvider

  /// How many images one poster search asks Kakao for (its `size`, 1...80).
  public var posterSearchSize = 20

  /// Creates a repository.
  ///
  /// - Parameters:
  ///   - kobisKey: The KOBIS Open API key (sent as `key`; never part of a cache key or an error).
  ///   - kakaoKey: The Kakao REST API key for poster search (`Authorization: KakaoAK <key>`); without it,
  ///     ``poster(for:)`` fails with ``BoxOfficeError/invalidRequest(parameter:value:reason:)``.
  ///   - transport: Sends the requests, for example `URLSessionTransport` from `BoxOfficeLive`.
  ///   - cache: Keeps response bodies; `nil` for none. In memory by default.
  ///   - cachePolicy: How long bodies stay fresh.
  ///   - retry: When to send a failed request again.
  ///   - timeout: How long to wait for one response.
  ///   - endpoints: The service addresses (the real ones by default).
  ///   - timeZone: The zone of "yesterday"; Seoul, where KOBIS counts days.
  ///   - now: The app's clock (`Date.init` for the system clock), read at every call; the kit reads none itself.
  ///   - clock: Waits between attempts (`ContinuousClock()` in an app; a test passes a clock that returns at
  ///     once).
  public init<C: Clock>(
    kobisKey: String, kakaoKey: String? = nil, transport: any HTTPTransport,
    cache: (any BoxOfficeResponseCache)? = InMemoryBoxOfficeResponseCache(),
    cachePolicy: BoxOfficeCachePolicy = .standard, retry: RetryPolicy = .standard, timeout: Duration = .seconds(10),
    endpoints: BoxOfficeEndpoints = .production, timeZone: TimeZone = .seoul, now: @escaping DateProvider,
    clock: C
  ) where C.Duration == Duration {
    self.init(
      kobisKey: kobisKey, kakaoKey: kakaoKey, cache: cache, cachePolicy: cachePolicy, timeout: timeout,
      endpoints: endpoints, timeZone: timeZone, now: now,
      sender: RetryingSender(transport: transport, policy: retry, clock: clock))
  }

  private init(
    kobisKey: String, kakaoKey: String?, cache: (any BoxOfficeResponseCache)?, cachePolicy: BoxOfficeCachePolicy,
    timeout: Duration, endpoints: BoxOfficeEndpoints, timeZone: TimeZone, now: @escaping DateProvider,
    sender: RetryingSender
  ) {
    self.kobisKey = kobisKey
    self.kakaoKey = kakaoKey
    self.sender = sender
    self.cache = cache
    self.cachePolicy = cachePolicy
    self.timeout = timeout
    self.endpoints = endpoints
    self.timeZone = timeZone
    self.now = now
  }

  /// Yesterday in the repository's zone, read from its clock now.
  public func latestAvailableDate() -> BoxOfficeDate {
    BoxOfficeDate.yesterday(now: now(), in: timeZone)
  }

  /// The daily box office of `date` (`searchDailyBoxOfficeList`), from the cache while it is fresh unless
  /// `freshness` is ``BoxOfficeFreshness/reload``.
  ///
  /// - Throws: ``BoxOfficeError/dateNotAvailable(requested:latest:)`` and the filter's
  ///   ``BoxOfficeError/invalidRequest(parameter:value:reason:)`` before any request; request, fault and decoding
  ///   errors.
  public func dailyBoxOffice(
    on date: BoxOfficeDate, filter: BoxOfficeFilter = .all, freshness: BoxOfficeFreshness
  ) async throws -> DailyBoxOffice {
    let instant = now()
    try date.requireAvailable(now: instant, in: timeZone)
    let url = try kobisURL(
      "boxoffice/searchDailyBoxOfficeList.json", [("targetDt", date.targetDt)] + filter.queryItems())
    return try await fetch(
      url, key: .daily(date, filter: filter), freshness: freshness,
      expiresAt: cachePolicy.expiry(forRankingEndingOn: date.day, now: instant, in: timeZone),
      decode: BoxOfficeDecoder.dailyBoxOffice(from:))
  }

  /// The weekly box office of the week containing `date` (`searchWeeklyBoxOfficeList`, `weekGb` from `period`),
  /// from the cache while it is fresh unless `freshness` is ``BoxOfficeFreshness/reload``.
  ///
  /// - Throws: the errors of ``dailyBoxOffice(on:filter:freshness:)``.
  public func weeklyBoxOffice(
    on date: BoxOfficeDate, period: WeeklyPeriod = .weekend, filter: BoxOfficeFilter = .all,
    freshness: BoxOfficeFreshness
  ) async throws -> WeeklyBoxOffice {
    let instant = now()
    try date.requireAvailable(now: instant, in: timeZone)
    let query = [("targetDt", date.targetDt), ("weekGb", period.rawValue)] + (try filter.queryItems())
    let url = try kobisURL("boxoffice/searchWeeklyBoxOfficeList.json", query)
    let lastDay = period.days(containing: date.day).upperBound
    return try await fetch(
      url, key: .weekly(date, period: period, filter: filter), freshness: freshness,
      expiresAt: cachePolicy.expiry(forRankingEndingOn: lastDay, now: instant, in: timeZone),
      decode: BoxOfficeDecoder.weeklyBoxOffice(from:))
  }

  /// The details of the film with code `code` (`searchMovieInfo`; the code is trimmed), from the cache while it
  /// is fresh unless `freshness` is ``BoxOfficeFreshness/reload``; `nil` when KOBIS knows no such film (that answer
  /// is not cached).
  ///
  /// - Throws: ``BoxOfficeError/invalidRequest(parameter:value:reason:)`` for an empty code; request, fault and
  ///   decoding errors.
  public func movieDetail(code: String, freshness: BoxOfficeFreshness) async throws -> MovieDetail? {
    let code = FieldText.trimmed(code)
    guard !code.isEmpty else {
      throw BoxOfficeError.invalidRequest(parameter: "movieCd", value: code, reason: "a movie code is required")
    }
    let url = try kobisURL("movie/searchMovieInfo.json", [("movieCd", code)])
    do {
      return try await fetch(
        url, key: .movieInfo(code: code), freshness: freshness, expiresAt: now().adding(cachePolicy.movieInfoTTL),
        decode: BoxOfficeDecoder.movieDetail(from:))
    } catch BoxOfficeError.movieNotFound {
      return nil
    }
  }

  /// The poster that ``PosterQuery/choose(from:)`` picks from the first page of the image search for `query`.
  ///
  /// - Throws: the errors of ``posterSearch(_:page:freshness:)``.
  public func poster(for query: PosterQuery, freshness: BoxOfficeFreshness) async throws -> Poster? {
    query.choose(from: try await posterSearch(query, freshness: freshness).candidates)
  }

  /// One page of the image search for `query` (``PosterQuery/searchText``), in Kakao's order.
  ///
  /// - Parameters:
  ///   - query: The film to search for.
  ///   - page: The page, 1...50 (Kakao's limit).
  ///   - freshness: Whether a fresh cached page may answer (``BoxOfficeFreshness/cachedIfFresh``, the default).
  /// - Throws: ``BoxOfficeError/invalidRequest(parameter:value:reason:)`` without a Kakao key, for an empty
  ///   title, or for a page or ``posterSearchSize`` outside Kakao's range; request and decoding errors.
  public func posterSearch(
    _ query: PosterQuery, page: Int = 1, freshness: BoxOfficeFreshness = .cachedIfFresh
  ) async throws -> PosterSearchResult {
    guard let kakaoKey, !kakaoKey.isEmpty else {
      throw BoxOfficeError.invalidRequest(parameter: "Authorization", value: "", reason: "no Kakao REST API key")
    }
    guard !query.title.isEmpty else {
      throw BoxOfficeError.invalidRequest(parameter: "query", value: query.title, reason: "the title is empty")
    }
    guard (1...50).contains(page) else {
      throw BoxOfficeError.invalidRequest(parameter: "page", value: String(page), reason: "Kakao accepts 1...50")
    }
    guard (1...80).contains(posterSearchSize) else {
      throw BoxOfficeError.invalidRequest(
        parameter: "size", value: String(posterSearchSize), reason: "Kakao accepts 1...80")
    }
    let text = query.searchText
    let url = endpoints.kakaoURL(query: [("query", text), ("page", String(page)), ("size", String(posterSearchSize))])
    return try await fetch(
      url, headers: ["Authorization": "KakaoAK \(kakaoKey)"],
      key: .posterSearch(text, page: page, size: posterSearchSize), freshness: freshness,
      expiresAt: now().adding(cachePolicy.posterSearchTTL), decode: BoxOfficeDecoder.posterSearch(from:))
  }

  // MARK: Requests

  private func kobisURL(_ path: String, _ query: [(name: String, value: String)]) throws(BoxOfficeError) -> URL {
    guard !kobisKey.isEmpty else {
      throw .invalidRequest(parameter: "key", value: "", reason: "no KOBIS API key")
    }
    return endpoints.kobisURL(path, query: [("key", kobisKey)] + query)
  }

  /// A cached body if fresh (and `freshness` allows it), else the network's, cached when it decodes and replacing
  /// the cached one. A cache that throws, or holds a body that no longer decodes, is bypassed.
  private func fetch<Value>(
    _ url: URL, headers: [String: String] = [:], key: BoxOfficeCacheKey, freshness: BoxOfficeFreshness,
    expiresAt: Date, decode: (Data) throws(BoxOfficeError) -> Value
  ) async throws -> Value {
    if freshness == .cachedIfFresh, let cache, let body = try? await cache.response(for: key, at: now()) {
      if let value = try? decode(body) { return value }
      _ = try? await cache.remove(for: key)
    }
    let response = try await sender.send(HTTPTransportRequest(url: url, headers: headers, timeout: timeout))
    let value = try decode(response.body)
    try? await cache?.save(response.body, for: key, expiresAt: expiresAt)
    return value
  }
}
