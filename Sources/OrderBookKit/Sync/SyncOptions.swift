/// Limits and switches of an ``OrderBookSynchronizer``.
public struct SyncOptions: Sendable, Hashable {
  /// The most updates held while waiting for a snapshot; beyond it the oldest are dropped and counted.
  public var bufferLimit: Int
  /// When set, the book keeps about this many levels per side, pruning the worst beyond it (in batches, so a
  /// side may briefly hold up to an eighth more). Levels far outside the shown depth cost memory and nothing else.
  public var maximumLevelsPerSide: Int?
  /// Whether trades are subtracted from the book between depth updates (on by default), so the book reflects a
  /// fill before the next depth update confirms it.
  public var appliesTrades: Bool
  /// Under ``SyncPolicy/timestamp``, how many recently applied updates are kept for a resync. When the book stops
  /// being trusted, the new REST snapshot usually lags the stream: the kept updates newer than it are applied
  /// again on top of it, so they are not lost. 0 keeps none.
  public var resyncHistoryLimit: Int

  /// Options; by default 10,000 buffered updates, no pruning, trades applied, 1,000 updates kept for a resync.
  public init(
    bufferLimit: Int = 10_000, maximumLevelsPerSide: Int? = nil, appliesTrades: Bool = true,
    resyncHistoryLimit: Int = 1_000
  ) {
    self.bufferLimit = bufferLimit
    self.maximumLevelsPerSide = maximumLevelsPerSide
    self.appliesTrades = appliesTrades
    self.resyncHistoryLimit = resyncHistoryLimit
  }
}
