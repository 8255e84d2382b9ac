import Foundation

/// A ``BoxOfficeResponseCache`` in memory, for one run of the app.
///
/// Expired bodies are dropped when read and by ``removeExpired(at:)``. With `maximumEntries`, storing beyond
/// the limit first drops expired bodies and then those that expire soonest.
public actor InMemoryBoxOfficeResponseCache: BoxOfficeResponseCache {
  private var entries: [BoxOfficeCacheKey: (body: Data, expiresAt: Date)] = [:]
  private let maximumEntries: Int?

  /// Creates an empty cache; `maximumEntries` bounds the number of bodies kept (`nil`: no bound).
  public init(maximumEntries: Int? = nil) {
    self.maximumEntries = maximumEntries.map { max(1, $0) }
  }

  /// The body stored for `key`, or `nil` when there is none or it expired at or before `now` (it is then dropped).
  public func response(for key: BoxOfficeCacheKey, at now: Date) -> Data? {
    guard let entry = entries[key] else { return nil }
    guard now < entry.expiresAt else {
      entries[key] = nil
      return nil
    }
    return entry.body
  }

  /// Stores `body` for `key` until `expiresAt`; over the entry bound, the bodies that expire soonest go first.
  public func save(_ body: Data, for key: BoxOfficeCacheKey, expiresAt: Date) {
    entries[key] = (body, expiresAt)
    guard let maximumEntries, entries.count > maximumEntries else { return }
    // Over the bound: drop the entries that expire soonest (expired ones first), keeping the new one.
    let victims = entries.filter { $0.key != key }.sorted { $0.value.expiresAt < $1.value.expiresAt }
    for victim in victims.prefix(entries.count - maximumEntries) {
      entries[victim.key] = nil
    }
  }

  /// Forgets the body for `key`; `false` when there was none.
  @discardableResult
  public func remove(for key: BoxOfficeCacheKey) -> Bool {
    entries.removeValue(forKey: key) != nil
  }

  /// Forgets every body that expired at or before `now`; returns how many were removed.
  @discardableResult
  public func removeExpired(at now: Date) -> Int {
    let before = entries.count
    entries = entries.filter { now < $0.value.expiresAt }
    return before - entries.count
  }

  /// Forgets every body.
  public func removeAll() {
    entries.removeAll()
  }

  /// The number of bodies kept, expired ones included until they are removed.
  public var count: Int { entries.count }
}
