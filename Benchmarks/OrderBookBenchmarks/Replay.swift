import OrderBookKit

/// State that survives from one benchmark sample to the next, so each sample continues the same stream from where
/// the last one stopped; at the end of the stream the state is rebuilt, outside the measurement.
final class Replay<State>: @unchecked Sendable {
  private let length: Int
  private let make: () -> State
  private var state: State?
  private var position = 0

  /// A replay over a stream of `length` items, starting from `make()`.
  init(length: Int, make: @escaping () -> State) {
    self.length = length
    self.make = make
  }

  /// Hands out the state (uniquely referenced) and the next `count` stream positions.
  func take(_ count: Int) -> (state: State, range: Range<Int>) {
    if position + count > length || state == nil {
      state = make()
      position = 0
    }
    let range = position..<position + count
    position += count
    guard let current = state else { return (make(), range) }
    state = nil
    return (current, range)
  }

  /// Takes the state back after a sample.
  func putBack(_ state: State) { self.state = state }
}

/// The kit's book built from a snapshot (the scenario's snapshots are valid).
func kitBook(_ snapshot: OrderBookSnapshot) -> OrderBook {
  (try? OrderBook(snapshot)) ?? OrderBook()
}
