import BoxOfficeKit
import Foundation
import Testing

/// The data a repository under test starts with, as KOBIS and Kakao bodies.
struct RepositorySeed {
  var daily: [String: Data] = ["20251121": Fixture.daily20251121]
  var movies: [String: Data] = ["20251234": Fixture.movieHan, "20251877": Fixture.movieWinter]
  var posterSearches: [String: Data] = ["바다의 끝 2025 포스터": Fixture.kakaoSea]
  var now: DateProvider = { .justAfterSeoulMidnight }
}

/// The behaviour every `BoxOfficeRepository` must have; `make` builds one holding `seed`.
func exerciseRepository<Repository: BoxOfficeRepository>(
  _ make: (RepositorySeed) async throws -> Repository
) async throws {
  let seed = RepositorySeed()
  let repository = try await make(seed)
  let yesterday = try BoxOfficeDate(targetDt: "20251121")

  #expect(await repository.latestAvailableDate() == yesterday)
  let ranking = try await repository.yesterdaysBoxOffice()
  #expect(ranking == (try BoxOfficeDecoder.dailyBoxOffice(from: Fixture.daily20251121)))
  #expect(try await repository.dailyBoxOffice(on: yesterday, filter: .all) == ranking)

  // A day without a ranking is empty; today and later are refused; a bad filter is refused.
  #expect(
    try await repository.dailyBoxOffice(on: try BoxOfficeDate(targetDt: "20251001"), filter: .all).entries.isEmpty)
  for text in ["20251122", "20260101"] {
    let day = try BoxOfficeDate(targetDt: text)
    await #expect(throws: BoxOfficeError.dateNotAvailable(requested: day.day, latest: yesterday.day)) {
      try await repository.dailyBoxOffice(on: day, filter: .all)
    }
    await #expect(throws: BoxOfficeError.dateNotAvailable(requested: day.day, latest: yesterday.day)) {
      try await repository.weeklyBoxOffice(on: day, period: .weekend, filter: .all)
    }
  }
  for filter in [BoxOfficeFilter(itemsPerPage: 0), BoxOfficeFilter(itemsPerPage: 11), BoxOfficeFilter(area: "Seoul")] {
    await #expect {
      try await repository.dailyBoxOffice(on: yesterday, filter: filter)
    } throws: { error in
      guard case .invalidRequest = error as? BoxOfficeError else { return false }
      return true
    }
  }

  // Details by code, trimmed; unknown and empty codes.
  #expect(
    try await repository.movieDetail(code: " 20251234 ") == (try BoxOfficeDecoder.movieDetail(from: Fixture.movieHan)))
  #expect(try await repository.movieDetail(code: "99999999") == nil, "an unknown film is no error")
  await #expect {
    try await repository.movieDetail(code: "  ")
  } throws: { error in
    guard case .invalidRequest(let parameter, _, _) = error as? BoxOfficeError else { return false }
    return parameter == "movieCd"
  }

  // Posters: the shared title "바다의 끝" names the year, and the 2025 film gets a 2025 portrait.
  let shared = ranking.sharedTitles
  let query = PosterQuery(title: "바다의 끝", productionYear: 2025, titleIsShared: shared.contains("바다의 끝"))
  let poster = try await repository.poster(for: query)
  #expect(poster?.imageURL.absoluteString == "https://t1.daumcdn.net/cafeattach/1Ab/sea2025main")
  #expect(try await repository.poster(for: PosterQuery(title: "없는 영화")) == nil)
}

@Suite("Repositories")
struct RepositoryTests {
  /// A KOBIS repository over a stub transport that serves the seed like the real services would.
  static func kobis(_ seed: RepositorySeed, transport: StubTransport? = nil) -> (
    KOBISBoxOfficeRepository, StubTransport
  ) {
    let emptyDaily = Fixture.daily(rows: [])
    let transport =
      transport
      ?? StubTransport { request, _ in
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let query = Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        let body: Data
        switch request.url.lastPathComponent {
        case "searchDailyBoxOfficeList.json":
          body = seed.daily[query["targetDt"] ?? ""] ?? emptyDaily
        case "searchWeeklyBoxOfficeList.json":
          body = Fixture.weekend
        case "searchMovieInfo.json":
          body =
            seed.movies[query["movieCd"] ?? ""]
            ?? Data(#"{"movieInfoResult":{"movieInfo":{},"source":"영화진흥위원회"}}"#.utf8)
        default:
          body =
            seed.posterSearches[query["query"] ?? ""]
            ?? Data(#"{"meta":{"total_count":0,"pageable_count":0,"is_end":true},"documents":[]}"#.utf8)
        }
        return .success(HTTPTransportResponse(statusCode: 200, body: body))
      }
    let repository = KOBISBoxOfficeRepository(
      kobisKey: "test-key", kakaoKey: "kakao-key", transport: transport, now: seed.now, clock: RecordingClock())
    return (repository, transport)
  }

  @Test("The in-memory repository passes the repository suite")
  func inMemory() async throws {
    try await exerciseRepository { seed in
      let repository = InMemoryBoxOfficeRepository(now: seed.now)
      for body in seed.daily.values {
        await repository.setDailyBoxOffice(try BoxOfficeDecoder.dailyBoxOffice(from: body))
      }
      for body in seed.movies.values { await repository.setMovieDetail(try BoxOfficeDecoder.movieDetail(from: body)) }
      for (text, body) in seed.posterSearches {
        let query = PosterQuery(title: "바다의 끝", productionYear: 2025, titleIsShared: true)
        #expect(query.searchText == text)
        await repository.setPosterCandidates(try BoxOfficeDecoder.posterSearch(from: body).candidates, for: query)
      }
      return repository
    }
  }

  @Test("The KOBIS repository over a stub transport passes the repository suite")
  func kobisSuite() async throws {
    try await exerciseRepository { seed in Self.kobis(seed).0 }
  }

  @Test("The in-memory repository cuts rankings to itemsPerPage and keeps weekly lists")
  func inMemoryDetails() async throws {
    let repository = InMemoryBoxOfficeRepository(now: { .justAfterSeoulMidnight })
    let ranking = try BoxOfficeDecoder.dailyBoxOffice(from: Fixture.daily20251121)
    await repository.setDailyBoxOffice(ranking)
    #expect(
      try await repository.yesterdaysBoxOffice(filter: BoxOfficeFilter(itemsPerPage: 3)).entries
        == Array(ranking.entries.prefix(3)))
    #expect(try await repository.yesterdaysBoxOffice(filter: BoxOfficeFilter(nation: .korean)).entries.isEmpty)
    let weekend = try BoxOfficeDecoder.weeklyBoxOffice(from: Fixture.weekend)
    let friday = try BoxOfficeDate(targetDt: "20251121")
    let sunday = try BoxOfficeDate(targetDt: "20251116")
    await repository.setWeeklyBoxOffice(weekend, on: sunday, period: .weekend)
    #expect(try await repository.weeklyBoxOffice(on: sunday, period: .weekend, filter: .all) == weekend)
    let empty = try await repository.weeklyBoxOffice(on: friday, period: .week, filter: .all)
    #expect(empty.entries.isEmpty && empty.days == WeeklyPeriod.week.days(containing: friday.day))
  }

  @Test("Requests carry the key, the date, the filter and Kakao's authorization, percent-encoded")
  func requests() async throws {
    let (repository, transport) = Self.kobis(RepositorySeed())
    let filter = BoxOfficeFilter(itemsPerPage: 5, movieKind: .commercial, nation: .korean, area: "0105001000")
    _ = try await repository.yesterdaysBoxOffice(filter: filter)
    var request = try #require(await transport.requests.last)
    #expect(request.url.host == "kobis.or.kr")
    #expect(request.url.path == "/kobisopenapi/webservice/rest/boxoffice/searchDailyBoxOfficeList.json")
    #expect(request.method == "GET")
    #expect(request.timeout == .seconds(10))
    #expect(
      await transport.lastQuery == [
        "key": "test-key", "targetDt": "20251121", "itemPerPage": "5", "multiMovieYn": "N", "repNationCd": "K",
        "wideAreaCd": "0105001000",
      ])

    _ = try await repository.weeklyBoxOffice(on: try BoxOfficeDate(targetDt: "20251116"), period: .week, filter: .all)
    #expect(await transport.requests.last?.url.lastPathComponent == "searchWeeklyBoxOfficeList.json")
    #expect(await transport.lastQuery["weekGb"] == "0")

    _ = try await repository.movieDetail(code: "20251234")
    #expect(await transport.lastQuery == ["key": "test-key", "movieCd": "20251234"])

    _ = try await repository.poster(for: PosterQuery(title: "A&B+C 영화", productionYear: 2025, titleIsShared: true))
    request = try #require(await transport.requests.last)
    #expect(request.url.host == "dapi.kakao.com")
    #expect(request.headers == ["Authorization": "KakaoAK kakao-key"])
    #expect(
      request.url.absoluteString.contains("query=A%26B%2BC%20%EC%98%81%ED%99%94%202025%20%ED%8F%AC%EC%8A%A4%ED%84%B0"))
    #expect(await transport.lastQuery["size"] == "20")
    #expect(await transport.lastQuery["page"] == "1")
  }

  @Test("Bad requests are refused before any call")
  func refusedBeforeAnyCall() async throws {
    let (repository, transport) = Self.kobis(RepositorySeed())
    let today = try BoxOfficeDate(targetDt: "20251122")
    _ = try? await repository.dailyBoxOffice(on: today)
    _ = try? await repository.weeklyBoxOffice(on: today)
    _ = try? await repository.dailyBoxOffice(
      on: try BoxOfficeDate(targetDt: "20251120"), filter: BoxOfficeFilter(itemsPerPage: 11))
    _ = try? await repository.movieDetail(code: "")
    _ = try? await repository.posterSearch(PosterQuery(title: "A"), page: 51)
    var large = repository
    large.posterSearchSize = 81
    _ = try? await large.posterSearch(PosterQuery(title: "A"))
    _ = try? await repository.posterSearch(PosterQuery(title: " "))
    let keyless = KOBISBoxOfficeRepository(
      kobisKey: "", transport: transport, now: { .justAfterSeoulMidnight }, clock: RecordingClock())
    await #expect(throws: BoxOfficeError.invalidRequest(parameter: "key", value: "", reason: "no KOBIS API key")) {
      try await keyless.yesterdaysBoxOffice()
    }
    await #expect(
      throws: BoxOfficeError.invalidRequest(parameter: "Authorization", value: "", reason: "no Kakao REST API key")
    ) {
      try await keyless.poster(for: PosterQuery(title: "A"))
    }
    #expect(await transport.requestCount == 0)
  }

  @Test("Yesterday is read from the clock at each call, across Seoul midnight")
  func yesterdayAtCallTime() async throws {
    let clock = ManualClock(Date.justAfterSeoulMidnight - 120)  // 23:59 on 2025-11-21 in Seoul
    var seed = RepositorySeed()
    seed.now = clock.provider
    let (repository, transport) = Self.kobis(seed)
    _ = try await repository.yesterdaysBoxOffice()
    #expect(await transport.lastQuery["targetDt"] == "20251120")
    clock.advance(by: 120)
    _ = try await repository.yesterdaysBoxOffice()
    #expect(await transport.lastQuery["targetDt"] == "20251121")
  }

  @Test("Responses are cached: yesterday for 30 minutes, older days for a week; faults are not cached")
  func caching() async throws {
    let clock = ManualClock(.justAfterSeoulMidnight)
    var seed = RepositorySeed()
    seed.now = clock.provider
    seed.daily["20251120"] = Fixture.daily(rows: [Fixture.row(rank: 1, code: "A")], showRange: "20251120~20251120")
    let (repository, transport) = Self.kobis(seed)
    let yesterday = try BoxOfficeDate(targetDt: "20251121")
    let older = try BoxOfficeDate(targetDt: "20251120")
    _ = try await repository.dailyBoxOffice(on: yesterday)
    _ = try await repository.dailyBoxOffice(on: older)
    _ = try await repository.dailyBoxOffice(on: yesterday)
    _ = try await repository.dailyBoxOffice(on: older)
    #expect(await transport.requestCount == 2)
    clock.advance(by: 31 * 60)
    _ = try await repository.dailyBoxOffice(on: yesterday)
    _ = try await repository.dailyBoxOffice(on: older)
    #expect(await transport.requestCount == 3)
    clock.advance(by: 7 * 86_400)
    _ = try await repository.dailyBoxOffice(on: older)
    #expect(await transport.requestCount == 4)
    // A different filter is a different response.
    _ = try await repository.dailyBoxOffice(on: older, filter: BoxOfficeFilter(itemsPerPage: 3))
    #expect(await transport.requestCount == 5)

    let faulty = StubTransport(body: Fixture.faultInvalidKey)
    let (faultRepository, _) = Self.kobis(RepositorySeed(), transport: faulty)
    for _ in 0..<2 { _ = try? await faultRepository.yesterdaysBoxOffice() }
    #expect(await faulty.requestCount == 2)
  }

  /// A cache that fails every call, like a broken disk.
  struct FailingCache: BoxOfficeResponseCache {
    struct Failure: Error {}
    func response(for key: BoxOfficeCacheKey, at now: Date) async throws -> Data? { throw Failure() }
    func save(_ body: Data, for key: BoxOfficeCacheKey, expiresAt: Date) async throws { throw Failure() }
    func remove(for key: BoxOfficeCacheKey) async throws -> Bool { throw Failure() }
    func removeExpired(at now: Date) async throws -> Int { throw Failure() }
    func removeAll() async throws { throw Failure() }
  }

  @Test("A failing cache or a corrupt cached body falls back to the network")
  func cacheFailures() async throws {
    let transport = StubTransport(body: Fixture.daily20251121)
    let failing = KOBISBoxOfficeRepository(
      kobisKey: "k", transport: transport, cache: FailingCache(), now: { .justAfterSeoulMidnight },
      clock: RecordingClock())
    #expect(try await failing.yesterdaysBoxOffice().entries.count == 10)

    let cache = InMemoryBoxOfficeResponseCache()
    let yesterday = try BoxOfficeDate(targetDt: "20251121")
    await cache.save(Data("garbage".utf8), for: .daily(yesterday, filter: .all), expiresAt: .distantFuture)
    let corrupt = KOBISBoxOfficeRepository(
      kobisKey: "k", transport: transport, cache: cache, now: { .justAfterSeoulMidnight }, clock: RecordingClock())
    #expect(try await corrupt.yesterdaysBoxOffice().entries.count == 10)
    #expect(
      await cache.response(for: .daily(yesterday, filter: .all), at: .justAfterSeoulMidnight) == Fixture.daily20251121)
    #expect(await transport.requestCount == 2)
  }
}
