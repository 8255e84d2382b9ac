import BoxOfficeKit
import Foundation
import RepositoryConformance
import Testing

@Suite("Response cache")
struct ResponseCacheTests {
  @Test("The in-memory cache passes the response-cache suite")
  func inMemoryConformance() async throws {
    try await exerciseResponseCache { InMemoryBoxOfficeResponseCache() }
  }

  @Test("A bounded in-memory cache drops the entries that expire soonest")
  func bounded() async {
    let cache = InMemoryBoxOfficeResponseCache(maximumEntries: 2)
    let t0 = Date.justAfterSeoulMidnight
    await cache.save(Data("a".utf8), for: .movieInfo(code: "a"), expiresAt: t0 + 100)
    await cache.save(Data("b".utf8), for: .movieInfo(code: "b"), expiresAt: t0 + 10)
    await cache.save(Data("c".utf8), for: .movieInfo(code: "c"), expiresAt: t0 + 5)
    #expect(await cache.count == 2)
    #expect(await cache.response(for: .movieInfo(code: "b"), at: t0) == nil)
    #expect(await cache.response(for: .movieInfo(code: "a"), at: t0) == Data("a".utf8))
    #expect(await cache.response(for: .movieInfo(code: "c"), at: t0) == Data("c".utf8))
  }

  @Test("Cache keys name the call and parameters, never the API key")
  func keys() throws {
    let day = try BoxOfficeDate(targetDt: "20251121")
    let filter = BoxOfficeFilter(itemsPerPage: 5, movieKind: .diversity, nation: .foreign, area: "0105001000")
    #expect(
      BoxOfficeCacheKey.daily(day, filter: filter).rawValue
        == "daily/20251121/itemPerPage=5/multiMovieYn=Y/repNationCd=F/wideAreaCd=0105001000")
    #expect(
      BoxOfficeCacheKey.weekly(day, period: .weekdays, filter: .all).rawValue
        == "weekly/20251121/weekGb=2/itemPerPage=10")
  }

  @Test("TTL per date: yesterday briefly, older days long")
  func policy() throws {
    let now = Date.justAfterSeoulMidnight
    let policy = BoxOfficeCachePolicy.standard
    let yesterday = try CalendarDay(year: 2025, month: 11, day: 21)
    #expect(policy.expiry(forRankingEndingOn: yesterday, now: now) == now + 30 * 60)
    #expect(policy.expiry(forRankingEndingOn: yesterday.adding(days: 2), now: now) == now + 30 * 60)
    #expect(policy.expiry(forRankingEndingOn: yesterday.adding(days: -1), now: now) == now + 7 * 86_400)
  }
}
