import BoxOfficeKit
import Foundation
import Testing

@Suite("Pull to refresh: reading past the cache")
struct FreshnessTests {
  /// The real ranking of 2025-11-21 with its first title changed: what KOBIS would answer after a correction.
  static let corrected = Data(
    String(decoding: Fixture.daily20251121, as: UTF8.self)
      .replacingOccurrences(of: "한강의 여름", with: "한강의 여름 (재개봉)").utf8)

  static func repository(_ transport: StubTransport, cache: InMemoryBoxOfficeResponseCache) -> KOBISBoxOfficeRepository
  {
    KOBISBoxOfficeRepository(
      kobisKey: "k", transport: transport, cache: cache, retry: .none, now: { .justAfterSeoulMidnight },
      clock: RecordingClock())
  }

  @Test("reload asks the service again and replaces the cached body; later cached reads see the new one")
  func reloadReplaces() async throws {
    let transport = StubTransport { _, attempt in
      .success(HTTPTransportResponse(statusCode: 200, body: attempt == 1 ? Fixture.daily20251121 : Self.corrected))
    }
    let repository = Self.repository(transport, cache: InMemoryBoxOfficeResponseCache())
    let first = try await repository.yesterdaysBoxOffice()
    #expect(first.entries[0].title == "한강의 여름")
    #expect(try await repository.yesterdaysBoxOffice() == first)
    #expect(await transport.requestCount == 1)

    let reloaded = try await repository.yesterdaysBoxOffice(freshness: .reload)
    #expect(reloaded.entries[0].title == "한강의 여름 (재개봉)")
    #expect(await transport.requestCount == 2)
    #expect(try await repository.yesterdaysBoxOffice() == reloaded)
    #expect(await transport.requestCount == 2)
  }

  @Test("A failed reload is reported and leaves the cached body as it was")
  func failedReloadKeepsCache() async throws {
    let transport = StubTransport { _, attempt in
      attempt == 1
        ? .success(HTTPTransportResponse(statusCode: 200, body: Fixture.daily20251121))
        : .success(HTTPTransportResponse(statusCode: 503))
    }
    let cache = InMemoryBoxOfficeResponseCache()
    let repository = Self.repository(transport, cache: cache)
    let first = try await repository.yesterdaysBoxOffice()
    await #expect(throws: BoxOfficeError.httpStatus(code: 503, message: nil)) {
      try await repository.yesterdaysBoxOffice(freshness: .reload)
    }
    #expect(try await repository.yesterdaysBoxOffice() == first)
    #expect(await transport.requestCount == 2)
  }

  @Test("Every read takes a freshness, through the protocol too")
  func everyRead() async throws {
    let transport = StubTransport { request, _ in
      let body =
        request.url.path.hasSuffix("searchMovieInfo.json")
        ? Fixture.movieHan
        : request.url.path.hasSuffix("searchWeeklyBoxOfficeList.json") ? Fixture.weekend : Fixture.daily20251121
      return .success(HTTPTransportResponse(statusCode: 200, body: body))
    }
    let repository: any BoxOfficeRepository = Self.repository(transport, cache: InMemoryBoxOfficeResponseCache())
    let day = try BoxOfficeDate(targetDt: "20251121")
    for freshness in [BoxOfficeFreshness.cachedIfFresh, .reload] {
      _ = try await repository.weeklyBoxOffice(on: day, period: .weekend, filter: .all, freshness: freshness)
      _ = try await repository.movieDetail(code: "20251234", freshness: freshness)
    }
    // The first pair fills the cache; the reloads ask again.
    #expect(await transport.requestCount == 4)
  }
}
