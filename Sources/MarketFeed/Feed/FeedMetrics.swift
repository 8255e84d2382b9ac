#if LiveFeed
  /// Counts a consumer can read to watch a feed's health: throughput, resyncs, drops and reconnects.
  public struct FeedMetrics: Sendable, Hashable, CustomStringConvertible {
    /// WebSocket messages received (every connection).
    public var messagesReceived = 0
    /// Their total size in bytes.
    public var bytesReceived = 0
    /// Messages per second over the last sampling window (at least one second, sampled when a state is read).
    public var messagesPerSecond = 0.0
    /// Messages that could not be decoded (skipped; the latest error is in ``MarketFeedState/lastDecodingError``).
    public var malformedMessages = 0
    /// Connections made after the first one.
    public var reconnects = 0
    /// Times a live book was resynchronized from a new snapshot (a gap, a buffer overflow, a crossed book or a
    /// reconnect), over every symbol.
    public var resyncs = 0
    /// REST snapshots applied, the first ones included.
    public var snapshotsApplied = 0
    /// REST snapshots refused because they were older than updates lost to a buffer overflow (fetched again).
    public var staleSnapshots = 0
    /// Updates dropped as stale, over every symbol: older than the last one applied (out of order or repeated), or
    /// already contained in the snapshot they were buffered for.
    public var droppedStaleUpdates = 0
    /// Trades a slow consumer never saw because more than the configured limit arrived between two reads.
    public var droppedTrades = 0
    /// Changes folded into a later state because the consumer was still busy: the back-pressure at work.
    public var coalescedChanges = 0
    /// REST requests (snapshots, candles) that failed and were retried.
    public var failedRequests = 0
    /// Connections closed because no message arrived within the idle timeout.
    public var idleTimeouts = 0
    /// Events for symbols the feed does not follow.
    public var ignoredEvents = 0

    /// Metrics with every count at zero.
    public init() {}

    /// One line with the main counts.
    public var description: String {
      let rate = (messagesPerSecond * 10).rounded() / 10
      return "\(messagesReceived) messages (\(rate)/s), \(malformedMessages) malformed, \(reconnects) reconnects, "
        + "\(resyncs) resyncs, \(droppedStaleUpdates) stale updates dropped, \(coalescedChanges) changes coalesced"
    }
  }

  /// A message rate over windows of at least one second, sampled when someone looks (no clock read per message).
  struct RateMeter: Sendable {
    private var windowStart: Duration?
    private var countAtStart = 0
    private(set) var rate = 0.0

    /// Notes `count` messages so far at `now`; closes the window and computes the rate once it is a second long.
    mutating func sample(count: Int, at now: Duration) {
      guard let start = windowStart else {
        windowStart = now
        countAtStart = count
        return
      }
      let elapsed = (now - start).seconds
      guard elapsed >= 1 else { return }
      rate = Double(count - countAtStart) / elapsed
      windowStart = now
      countAtStart = count
    }
  }
#endif
