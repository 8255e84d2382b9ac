/// Whether a read may be answered from the repository's cache.
///
/// ```swift
/// let ranking = try await repository.yesterdaysBoxOffice()                    // cached while fresh
/// let refreshed = try await repository.yesterdaysBoxOffice(freshness: .reload)  // pull to refresh
/// ```
public enum BoxOfficeFreshness: Hashable, Sendable {
  /// A fresh cached response when there is one, else the network (the default).
  case cachedIfFresh
  /// The network, bypassing the cache; a response that decodes then replaces the cached one, so later
  /// ``cachedIfFresh`` reads see it. A failure is reported, never answered from the cache.
  case reload
}
