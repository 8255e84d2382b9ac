/// Where an app keeps the last good snapshot of each symbol's book, so that after a restart it can show a book at
/// once (and then resynchronise with the exchange).
///
/// Save ``OrderBookSynchronizer/lastGoodSnapshot`` now and then; read it back on launch. Methods are `async throws` so a
/// store on disk or a database (the SQLite adapter) can implement the same protocol.
public protocol OrderBookRepository: Sendable {
  /// The last snapshot saved for `symbol`, or `nil` when none was.
  func snapshot(symbol: String) async throws -> OrderBookSnapshot?
  /// Stores `snapshot` as the last good one for `symbol`, replacing any earlier one.
  func save(_ snapshot: OrderBookSnapshot, symbol: String) async throws
  /// Forgets the snapshot of `symbol`; `false` when there was none (not an error).
  @discardableResult func remove(symbol: String) async throws -> Bool
  /// The symbols that have a saved snapshot, sorted.
  func symbols() async throws -> [String]
}
