/// The rows of one side of a depth view, best first.
///
/// Both sides of a depth view share one buffer, so building a view costs a single allocation.
public struct DepthRows<Row: Sendable & Hashable>: RandomAccessCollection, @unchecked Sendable, Hashable {
  /// The object that owns `rows`' memory, which nothing writes once a view holds it (hence `Sendable`).
  let owner: AnyObject
  /// The first (best) row.
  let rows: UnsafePointer<Row>
  /// How many rows there are.
  let rowCount: Int

  /// The best row or level: always 0.
  public var startIndex: Int { 0 }
  /// One past the last (worst) row or level.
  public var endIndex: Int { rowCount }

  /// The row `position` steps from the touch (0 is the best).
  public subscript(position: Int) -> Row {
    precondition(position >= 0 && position < rowCount, "Index out of range")
    return withExtendedLifetime(owner) { rows[position] }
  }

  /// Whether both hold the same rows in the same order.
  public static func == (lhs: DepthRows, rhs: DepthRows) -> Bool { lhs.elementsEqual(rhs) }

  /// Hashes the rows in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for row in self { hasher.combine(row) }
  }
}
