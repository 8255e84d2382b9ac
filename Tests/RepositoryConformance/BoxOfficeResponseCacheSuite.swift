import BoxOfficeKit
import Foundation
import Testing

/// The behaviour every `BoxOfficeResponseCache` must have, written over the protocol only so that any
/// implementation (in memory in BoxOfficeKitTests, SQLite in DomainKitsGRDBTests) runs the same checks. `make` returns a new,
/// empty cache each time it is called.
public func exerciseResponseCache<Cache: BoxOfficeResponseCache>(_ make: () async throws -> Cache) async throws {
  let t0 = Date(timeIntervalSince1970: 1_763_737_260)
  let day = BoxOfficeDate(CalendarDay(t0, in: .seoul))
  let dailyKey = BoxOfficeCacheKey.daily(day, filter: .all)
  let body = Data(#"{"boxOfficeResult":{}}"#.utf8)

  // Empty, then stored, fresh until (not including) its expiry.
  do {
    let cache = try await make()
    #expect(try await cache.response(for: dailyKey, at: t0) == nil)
    try await cache.save(body, for: dailyKey, expiresAt: t0 + 60)
    #expect(try await cache.response(for: dailyKey, at: t0) == body)
    #expect(try await cache.response(for: dailyKey, at: t0 + 59.9) == body)
    #expect(try await cache.response(for: dailyKey, at: t0 + 60) == nil)
    #expect(try await cache.response(for: dailyKey, at: t0 + 3_600) == nil)
  }

  // Storing again replaces the body and the expiry (also to an earlier one).
  do {
    let cache = try await make()
    try await cache.save(body, for: dailyKey, expiresAt: t0 + 3_600)
    let newer = Data("newer".utf8)
    try await cache.save(newer, for: dailyKey, expiresAt: t0 + 10)
    #expect(try await cache.response(for: dailyKey, at: t0) == newer)
    #expect(try await cache.response(for: dailyKey, at: t0 + 11) == nil)
  }

  // Keys are independent: filters, periods, kinds, Korean text; empty and large bodies round-trip.
  do {
    let cache = try await make()
    let keys: [BoxOfficeCacheKey] = [
      dailyKey, .daily(day, filter: BoxOfficeFilter(nation: .korean)),
      .daily(day, filter: BoxOfficeFilter(itemsPerPage: 5)),
      .weekly(day, period: .weekend, filter: .all), .weekly(day, period: .week, filter: .all),
      .movieInfo(code: "20251234"), .posterSearch("바다의 끝 2025 포스터", page: 1, size: 20),
      BoxOfficeCacheKey(rawValue: "custom/'quoted';--"),
    ]
    #expect(Set(keys).count == keys.count)
    for (index, key) in keys.enumerated() {
      try await cache.save(Data("body \(index)".utf8), for: key, expiresAt: t0 + 60)
    }
    for (index, key) in keys.enumerated() {
      #expect(try await cache.response(for: key, at: t0) == Data("body \(index)".utf8), "\(key)")
    }
    let large = Data((0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    try await cache.save(large, for: .movieInfo(code: "large"), expiresAt: t0 + 60)
    #expect(try await cache.response(for: .movieInfo(code: "large"), at: t0) == large)
    try await cache.save(Data(), for: .movieInfo(code: "empty"), expiresAt: t0 + 60)
    #expect(try await cache.response(for: .movieInfo(code: "empty"), at: t0) == Data())
  }

  // Removing one, the expired ones, and all.
  do {
    let cache = try await make()
    let short = BoxOfficeCacheKey.movieInfo(code: "short")
    let long = BoxOfficeCacheKey.movieInfo(code: "long")
    try await cache.save(body, for: dailyKey, expiresAt: t0 + 60)
    try await cache.save(body, for: short, expiresAt: t0 + 10)
    try await cache.save(body, for: long, expiresAt: t0 + 1_000)
    // Removing reports whether there was a body; a missing key is not an error (the contract's rule).
    #expect(try await cache.remove(for: dailyKey))
    #expect(try await !cache.remove(for: dailyKey), "removing again is not an error")
    #expect(try await !cache.remove(for: .movieInfo(code: "never stored")))
    #expect(try await cache.response(for: dailyKey, at: t0) == nil)
    #expect(try await cache.removeExpired(at: t0 + 10) == 1)
    #expect(try await cache.removeExpired(at: t0 + 10) == 0)
    #expect(try await cache.response(for: long, at: t0 + 10) == body)
    try await cache.removeAll()
    #expect(try await cache.response(for: long, at: t0) == nil)
  }

  // Concurrent writers and readers.
  do {
    let cache = try await make()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<50 {
        group.addTask {
          try await cache.save(Data("\(index)".utf8), for: .movieInfo(code: "\(index)"), expiresAt: t0 + 60)
          _ = try await cache.response(for: .movieInfo(code: "\((index + 1) % 50)"), at: t0)
        }
      }
      try await group.waitForAll()
    }
    for index in 0..<50 {
      #expect(try await cache.response(for: .movieInfo(code: "\(index)"), at: t0) == Data("\(index)".utf8))
    }
  }
}
