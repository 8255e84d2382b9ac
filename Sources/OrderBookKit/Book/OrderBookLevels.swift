/// The levels of one side of an ``OrderBook``, best first: a random-access view that shares the book's storage.
///
/// A snapshot of the side at the moment it was read: later changes to the book do not show in it.
public struct OrderBookLevels: RandomAccessCollection, Sendable, Equatable {
  /// The side's levels, best first.
  let storage: ContiguousArray<Level>
  /// Which side these levels are.
  public let side: Side

  init(storage: ContiguousArray<Level>, side: Side) {
    self.storage = storage
    self.side = side
  }

  /// The best row or level: always 0.
  public var startIndex: Int { 0 }
  /// One past the last (worst) row or level.
  public var endIndex: Int { storage.count }

  /// The level `position` steps from the touch (0 is the best).
  public subscript(position: Int) -> Level {
    storage[position]
  }
}
