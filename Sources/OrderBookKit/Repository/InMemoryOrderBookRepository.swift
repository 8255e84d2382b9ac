/// An ``OrderBookRepository`` in memory: for tests, previews and apps that do not persist books.
public actor InMemoryOrderBookRepository: OrderBookRepository {
  private var snapshots: [String: OrderBookSnapshot]

  /// A repository holding `snapshots` keyed by symbol (empty by default).
  public init(snapshots: [String: OrderBookSnapshot] = [:]) {
    self.snapshots = snapshots
  }

  /// The snapshot saved for `symbol`, if any.
  public func snapshot(symbol: String) async throws -> OrderBookSnapshot? {
    snapshots[symbol]
  }

  /// Keeps `snapshot` as the last good one for `symbol`.
  public func save(_ snapshot: OrderBookSnapshot, symbol: String) async throws {
    snapshots[symbol] = snapshot
  }

  /// Forgets `symbol`'s snapshot; `false` when there was none.
  @discardableResult public func remove(symbol: String) async throws -> Bool {
    snapshots.removeValue(forKey: symbol) != nil
  }

  /// The symbols with a saved snapshot, sorted.
  public func symbols() async throws -> [String] {
    snapshots.keys.sorted()
  }
}
