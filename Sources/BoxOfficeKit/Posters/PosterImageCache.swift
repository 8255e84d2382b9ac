import Foundation

/// Poster image bytes by URL, least recently used first out, within a budget of bytes.
///
/// Counting bytes rather than images keeps memory bounded whatever the posters weigh (a 40 KB thumbnail
/// and a 3 MB original cost what they weigh). Lookup, insertion and eviction are O(1). A value type: share
/// it through an actor such as ``PosterImageLoader``.
///
/// ```swift
/// var cache = PosterImageCache(byteLimit: 20 << 20)   // 20 MB
/// cache.insert(imageData, for: poster.imageURL)
/// cache.data(for: poster.imageURL)                    // the bytes; now the most recently used
/// ```
public struct PosterImageCache: Sendable {
  private var storage: ByteCostLRU<URL, Data>

  /// Creates an empty cache that keeps at most `byteLimit` bytes (negative counts as zero).
  public init(byteLimit: Int) {
    storage = ByteCostLRU(costLimit: byteLimit)
  }

  /// The most bytes kept.
  public var byteLimit: Int { storage.costLimit }
  /// The bytes kept now.
  public var totalBytes: Int { storage.totalCost }
  /// The number of images kept.
  public var count: Int { storage.count }

  /// The image for `url`, which becomes the most recently used.
  ///
  /// - Complexity: O(1) on average.
  public mutating func data(for url: URL) -> Data? {
    storage.value(for: url)
  }

  /// The image for `url`, without changing the order of eviction.
  public func peek(_ url: URL) -> Data? {
    storage.peek(url)
  }

  /// Keeps `data` for `url` as the most recently used image, evicting the least recently used ones until it
  /// fits. An image larger than the whole budget is not kept. Returns how many images were evicted.
  ///
  /// - Complexity: O(1) on average, plus O(1) per eviction.
  @discardableResult
  public mutating func insert(_ data: Data, for url: URL) -> Int {
    var evicted = 0
    storage.insert(data, cost: data.count, for: url) { _ in evicted += 1 }
    return evicted
  }

  /// Removes the image for `url` and returns it.
  @discardableResult
  public mutating func removeValue(for url: URL) -> Data? {
    storage.removeValue(for: url)
  }

  /// Removes every image.
  public mutating func removeAll() {
    storage.removeAll()
  }

  /// The URLs kept, most recently used first.
  public var urlsByRecency: [URL] { storage.keysByRecency }
}
