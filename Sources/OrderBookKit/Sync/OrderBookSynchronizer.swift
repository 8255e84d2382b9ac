/// Owns one symbol's ``OrderBook`` and the rules that keep it equal to the exchange's: snapshots and updates may
/// arrive in any order, and the synchronizer says when it needs a new snapshot.
///
/// ```swift
/// var sync = OrderBookSynchronizer(symbol: "BTC_KRW", policy: .timestamp)
/// sync.receive(update)       // .buffered: no snapshot yet
/// sync.receive(snapshot)     // .snapshotApplied(replayed: 1, dropped: 0, isCrossed: false)
/// sync.receive(nextUpdate)   // .applied(isCrossed: false)
/// if sync.needsSnapshot { /* fetch the REST snapshot again */ }
/// print(sync.report)
/// ```
///
/// A value type with no I/O: a socket adapter owns one per symbol (or one per feed, in an actor) and feeds it
/// decoded messages; every call is synchronous and returns what it did.
public struct OrderBookSynchronizer: Sendable {
  /// The symbol this book is for ("BTC_KRW"); events for other symbols are dropped. Empty accepts any.
  public let symbol: String
  /// How updates are matched to snapshots.
  public let policy: SyncPolicy
  /// Buffer and pruning limits.
  public let options: SyncOptions
  /// The book as of the last message applied.
  public private(set) var book = OrderBook()
  /// Whether the book is live, waiting for its first snapshot, or waiting for a new one.
  public private(set) var state = SyncState.awaitingSnapshot
  /// What the synchronizer has done so far.
  public private(set) var report = SyncReport()
  /// The time of the snapshot or update last applied: the floor later updates are compared with.
  public private(set) var lastAppliedTime: ExchangeTimestamp?
  /// The last update id applied (or the snapshot's `lastUpdateId`) under the sequence policy.
  public private(set) var lastAppliedSequence: UInt64?

  /// Updates held until a snapshot arrives, oldest first.
  private var buffer = HeadIndexQueue<OrderBookUpdate>()
  /// Updates dropped for the buffer limit since the last snapshot, and the newest of their times.
  private var overflowCount = 0
  private var newestOverflowTime: ExchangeTimestamp?
  /// Under the sequence policy, whether the next update is the first after a snapshot (`U <= L + 1 <= u`).
  private var awaitingFirstSequencedUpdate = false
  /// Whether an update was applied since the last snapshot: until then, a stale update is one the snapshot holds.
  private var appliedUpdateSinceSnapshot = false
  /// Under the timestamp policy, the updates applied most recently, oldest first.
  private var recentlyApplied = HeadIndexQueue<OrderBookUpdate>()
  /// The recently applied updates of a book that stopped being trusted: the next snapshot may be older than some
  /// of them (REST lags the stream), and those are applied again on top of it.
  private var appliedBeforeResync: [OrderBookUpdate] = []

  /// A synchronizer for `symbol` with an empty book waiting for its first snapshot.
  public init(symbol: String = "", policy: SyncPolicy, options: SyncOptions = SyncOptions()) {
    self.symbol = symbol
    self.policy = policy
    self.options = options
  }

  /// Whether the book is not live: no snapshot yet, or the last one can no longer be trusted.
  public var needsSnapshot: Bool { state != .live }

  /// How many updates are waiting for a snapshot.
  public var bufferedCount: Int { buffer.count }

  /// The current book as a snapshot worth saving: `nil` unless the book is live and not crossed.
  public var lastGoodSnapshot: OrderBookSnapshot? {
    guard state == .live, !book.isCrossed else { return nil }
    var snapshot = book.snapshot
    snapshot.sequence = lastAppliedSequence
    snapshot.time = lastAppliedTime
    return snapshot
  }

  /// Marks the book untrusted (after a crossed book, say): updates are buffered until the next snapshot.
  public mutating func requestSnapshot() {
    enterNeedsSnapshot(.requested)
  }

  // MARK: Updates

  /// Takes one incremental update: applies it, buffers it, or sets it aside, and says which.
  ///
  /// - Complexity: that of ``OrderBook/apply(_:)-(OrderBookUpdate)`` when live; amortized O(1) when buffered.
  @discardableResult
  public mutating func receive(_ update: OrderBookUpdate) -> SyncOutcome {
    switch policy {
    case .fullSnapshot:
      return dropUnusable(.unexpectedUpdate)
    case .timestamp where update.time == nil:
      return dropUnusable(.missingTimestamp)
    case .sequence where update.sequence == nil:
      return dropUnusable(.missingSequence)
    default:
      break
    }
    guard state == .live else {
      appendToBuffer(update)
      return .buffered
    }
    switch continuity(of: update) {
    case .apply:
      return applyLive(update)
    case .stale where !appliedUpdateSinceSnapshot:
      report.droppedAlreadyInSnapshot += 1
      return .dropped(.alreadyInSnapshot)
    case .stale:
      report.droppedOutOfOrder += 1
      return .dropped(.olderThanLastApplied)
    case .gap(let problem):
      enterNeedsSnapshot(problem)
      appendToBuffer(update)
      return .needsSnapshot(problem)
    }
  }

  private enum Continuity {
    case apply
    case stale
    case gap(SyncProblem)
  }

  /// How `update` relates to what the book already holds.
  private func continuity(of update: OrderBookUpdate) -> Continuity {
    switch policy {
    case .timestamp:
      guard let time = update.time, let floor = lastAppliedTime else { return .apply }
      return time.isBefore(floor) ? .stale : .apply
    case .sequence:
      guard let range = update.sequence, let last = lastAppliedSequence else { return .apply }
      if range.upperBound <= last { return .stale }
      let (expected, overflow) = last.addingReportingOverflow(1)
      if overflow { return .stale }
      let fits = awaitingFirstSequencedUpdate ? range.lowerBound <= expected : range.lowerBound == expected
      return fits ? .apply : .gap(.sequenceGap(expected: expected, received: range))
    case .fullSnapshot:
      return .stale
    }
  }

  private mutating func applyLive(_ update: OrderBookUpdate) -> SyncOutcome {
    do {
      try book.apply(update)
    } catch {
      report.rejected += 1
      let problem = SyncProblem.rejectedUpdate(error)
      enterNeedsSnapshot(problem)
      return .needsSnapshot(problem)
    }
    if let time = update.time { lastAppliedTime = time }
    if let range = update.sequence { lastAppliedSequence = range.upperBound }
    awaitingFirstSequencedUpdate = false
    appliedUpdateSinceSnapshot = true
    rememberApplied(update)
    report.updatesApplied += 1
    pruneIfNeeded()
    return .applied(isCrossed: noteCrossing())
  }

  private mutating func dropUnusable(_ reason: SyncDropReason) -> SyncOutcome {
    report.droppedUnusable += 1
    return .dropped(reason)
  }

  // MARK: Snapshots

  /// Takes a snapshot: replaces the book and replays the buffered updates it does not already hold.
  ///
  /// Under ``SyncPolicy/timestamp``, a snapshot that ends a resync also gets the updates applied before the book
  /// stopped being trusted that are newer than it (see ``SyncOptions/resyncHistoryLimit``); they count as replayed.
  ///
  /// Under ``SyncPolicy/timestamp`` a snapshot needs a time (and under ``SyncPolicy/sequence`` a sequence number):
  /// without one, no update can be placed before or after it, so it is dropped as unusable.
  ///
  /// - Complexity: O(*n* + *b* log *b*) for *n* levels and *b* buffered updates.
  @discardableResult
  public mutating func receive(_ snapshot: OrderBookSnapshot) -> SyncOutcome {
    if policy == .sequence, snapshot.sequence == nil { return dropUnusable(.missingSequence) }
    if policy == .timestamp, snapshot.time == nil { return dropUnusable(.missingTimestamp) }
    if isStale(snapshot) {
      report.staleSnapshots += 1
      return .dropped(.staleSnapshot)
    }
    do {
      try book.apply(snapshot)
    } catch {
      report.rejected += 1
      return .rejected(error)
    }
    report.snapshotsApplied += 1
    state = .live
    lastAppliedTime = snapshot.time
    lastAppliedSequence = snapshot.sequence
    awaitingFirstSequencedUpdate = policy == .sequence
    appliedUpdateSinceSnapshot = false
    let history = appliedBeforeResync
    appliedBeforeResync = []
    forgetRecentlyApplied()
    let (replayed, dropped) = replayBuffer(reapplying: history)
    pruneIfNeeded()
    if case .needsSnapshot(let problem) = state { return .needsSnapshot(problem) }
    return .snapshotApplied(replayed: replayed, dropped: dropped, isCrossed: noteCrossing())
  }

  /// Whether a live book already holds something newer than `snapshot`.
  private func isStale(_ snapshot: OrderBookSnapshot) -> Bool {
    guard state == .live else { return false }
    switch policy {
    case .timestamp, .fullSnapshot:
      guard let time = snapshot.time, let floor = lastAppliedTime else { return false }
      return time < floor.truncated(to: time.precision)
    case .sequence:
      guard let sequence = snapshot.sequence, let last = lastAppliedSequence else { return false }
      return sequence < last
    }
  }

  /// Applies the buffered updates that the new snapshot does not hold, in exchange order (by time or by first
  /// update id; arrival order among equals), together with the `history` of a resync: those the snapshot holds are
  /// skipped silently, since they were counted when first applied.
  private mutating func replayBuffer(reapplying history: [OrderBookUpdate]) -> (replayed: Int, dropped: Int) {
    let pending = (history.map { ($0, true) } + buffer.elements.map { ($0, false) }).enumerated()
      .sorted { lhs, rhs in
        let (left, right) = (replayKey(lhs.element.0), replayKey(rhs.element.0))
        return (left.0, left.1, lhs.offset) < (right.0, right.1, rhs.offset)
      }
      .map(\.element)
    buffer.removeAll()
    checkOverflowAgainstSnapshot()
    guard state == .live else {
      // Updates the snapshot does not hold were lost: keep the rest for the next snapshot.
      buffer = HeadIndexQueue(pending.map(\.0))
      trimBuffer()
      return (0, 0)
    }
    var replayed = 0
    var dropped = 0
    for (index, (update, fromHistory)) in pending.enumerated() {
      switch continuity(of: update) {
      case .stale where fromHistory:
        continue
      case .stale:
        dropped += 1
        report.droppedAlreadyInSnapshot += 1
      case .gap(let problem):
        enterNeedsSnapshot(problem)
        buffer.append(contentsOf: pending[index...].map(\.0))
        trimBuffer()
        return (replayed, dropped)
      case .apply:
        guard case .applied = applyLive(update) else {
          buffer.append(contentsOf: pending[(index + 1)...].map(\.0))
          trimBuffer()
          return (replayed, dropped)
        }
        replayed += 1
        report.updatesReplayed += 1
      }
    }
    return (replayed, dropped)
  }

  /// The exchange order of buffered updates: time under the timestamp policy, first id under the sequence one.
  private func replayKey(_ update: OrderBookUpdate) -> (Int64, UInt64) {
    switch policy {
    case .timestamp: (update.time?.microsecondsSince1970 ?? .min, 0)
    case .sequence: (0, update.sequence?.lowerBound ?? 0)
    case .fullSnapshot: (0, 0)
    }
  }

  /// Under the timestamp policy, updates lost to the buffer limit matter only if the snapshot does not hold them.
  ///
  /// A snapshot that does not hold them asks for another, and the loss is remembered until one does: a REST
  /// snapshot lagging twice in a row must not be taken on the second try. Lost updates without a time cannot be
  /// placed, so for them one resync is all that is asked.
  private mutating func checkOverflowAgainstSnapshot() {
    guard overflowCount > 0, policy == .timestamp else { return forgetOverflow() }
    guard let newest = newestOverflowTime else {
      enterNeedsSnapshot(.bufferOverflow(dropped: overflowCount))
      return forgetOverflow()
    }
    if let floor = lastAppliedTime, newest.isBefore(floor) { return forgetOverflow() }
    enterNeedsSnapshot(.bufferOverflow(dropped: overflowCount))
  }

  private mutating func forgetOverflow() {
    overflowCount = 0
    newestOverflowTime = nil
  }

  // MARK: Trades

  /// Takes an executed trade: when the book is live, subtracts it from the level it consumed (see
  /// ``OrderBook/apply(_:)-(Trade)``).
  ///
  /// A trade stamped before the last applied update is skipped: that update's absolute quantities already
  /// reflect it.
  @discardableResult
  public mutating func receive(_ trade: Trade) -> SyncOutcome {
    guard options.appliesTrades else { return skipTrade(.tradesIgnored) }
    guard state == .live else { return skipTrade(.notLive) }
    if let time = trade.time, let floor = lastAppliedTime, time.isBefore(floor) {
      return skipTrade(.olderThanLastApplied)
    }
    do {
      try book.apply(trade)
    } catch {
      report.rejected += 1
      return .rejected(error)
    }
    report.tradesApplied += 1
    return .applied(isCrossed: noteCrossing())
  }

  private mutating func skipTrade(_ reason: SyncDropReason) -> SyncOutcome {
    report.tradesSkipped += 1
    return .dropped(reason)
  }

  // MARK: Bookkeeping

  private mutating func appendToBuffer(_ update: OrderBookUpdate) {
    report.updatesBuffered += 1
    buffer.append(update)
    trimBuffer()
  }

  /// Drops the oldest buffered updates beyond ``SyncOptions/bufferLimit``, counting them as overflow: the buffer
  /// stays bounded however it grew (one update at a time, or a resync's history put back after a failed replay).
  private mutating func trimBuffer() {
    let limit = max(0, options.bufferLimit)
    while buffer.count > limit, let oldest = buffer.popFirst() {
      overflowCount += 1
      report.droppedBufferOverflow += 1
      if let time = oldest.time, newestOverflowTime.map({ $0 < time }) ?? true { newestOverflowTime = time }
    }
  }

  private mutating func enterNeedsSnapshot(_ problem: SyncProblem) {
    if state == .live, policy == .timestamp {
      appliedBeforeResync = Array(recentlyApplied.elements)
    }
    forgetRecentlyApplied()
    state = .needsSnapshot(problem)
    report.gaps += 1
    report.lastProblem = problem
  }

  /// Keeps `update` among the recently applied ones, within ``SyncOptions/resyncHistoryLimit``.
  private mutating func rememberApplied(_ update: OrderBookUpdate) {
    let limit = options.resyncHistoryLimit
    guard policy == .timestamp, limit > 0 else { return }
    recentlyApplied.append(update)
    if recentlyApplied.count > limit { _ = recentlyApplied.popFirst() }
  }

  private mutating func forgetRecentlyApplied() {
    recentlyApplied.removeAll()
  }

  /// Counts a crossed book and returns whether it is crossed.
  private mutating func noteCrossing() -> Bool {
    let crossed = book.isCrossed
    if crossed { report.crossedBooks += 1 }
    return crossed
  }

  private mutating func pruneIfNeeded() {
    guard let limit = options.maximumLevelsPerSide else { return }
    // Clamped: a limit near Int.max must not overflow.
    let (sum, overflow) = limit.addingReportingOverflow(max(8, limit / 8))
    let threshold = overflow ? Int.max : sum
    if book.bidSide.count > threshold || book.askSide.count > threshold {
      report.levelsPruned += book.prune(keepingLevels: limit)
    }
  }
}
