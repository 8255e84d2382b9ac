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
  func save(_ body: Data, for key: BoxOfficeCacheKey, expiresAt: Date) async throws

  /// Forgets the body for `key`; `false` when there was none (not an error).
  @discardableResult
  func remove(for key: BoxOfficeCacheKey) async throws -> Bool

  /// Forgets every body that expired at or before `now`; returns how many were removed.
  @discardableResult
  func removeExpired(at now: Date) async throws -> Int

  /// Forgets every body.
  func removeAll() async throws
}

extension Date {
  /// The instant `duration` later.
  func adding(_ duration: Duration) -> Date {
    let (seconds, attoseconds) = duration.components
    return addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
  }
}
