import Foundation

/// Loads poster images through an `HTTPTransport`, keeping recent ones in a ``PosterImageCache``.
///
/// Failed loads are retried like the repository's requests (transport errors and 5xx only). Two images are
/// never confused: the cache is keyed by the image URL, never by a title.
public actor PosterImageLoader {
  private let sender: RetryingSender
  private let timeout: Duration
  private var cache: PosterImageCache

  /// Creates a loader with a byte budget for its cache.
  ///
  /// - Parameters:
  ///   - transport: The HTTP transport, for example `URLSessionTransport` from `BoxOfficeLive`.
  ///   - byteLimit: The most bytes of images kept in memory (20 MB by default).
  ///   - retry: When to send a failed request again.
  ///   - timeout: How long to wait for one image.
  ///   - clock: Waits between attempts (`ContinuousClock()` in an app; a test passes a clock that returns at
  ///     once).
  public init<C: Clock>(
    transport: any HTTPTransport, byteLimit: Int = 20 << 20, retry: RetryPolicy = .standard,
    timeout: Duration = .seconds(15), clock: C
  ) where C.Duration == Duration {
    sender = RetryingSender(transport: transport, policy: retry, clock: clock)
    self.timeout = timeout
    cache = PosterImageCache(byteLimit: byteLimit)
  }

  /// The image bytes at `url`, from the cache or the network.
  ///
  /// - Throws: ``BoxOfficeError/transport(_:)`` or ``BoxOfficeError/httpStatus(code:message:)`` when the
  ///   image cannot be loaded; `CancellationError` when the task is cancelled.
  public func imageData(for url: URL) async throws -> Data {
    if let cached = cache.data(for: url) { return cached }
    let response = try await sender.send(HTTPTransportRequest(url: url, timeout: timeout))
    cache.insert(response.body, for: url)
    return response.body
  }

  /// The image of a poster (its full-size URL).
  public func imageData(for poster: Poster) async throws -> Data {
    try await imageData(for: poster.imageURL)
  }

  /// The bytes the cache holds now.
  public var cachedBytes: Int { cache.totalBytes }

  /// Empties the cache (for example on a memory warning).
  public func removeAllCachedImages() {
    cache.removeAll()
  }
}
