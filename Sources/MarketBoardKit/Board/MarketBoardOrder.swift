/// How a market board orders its rows: by a key, in a direction. Equal keys keep the exchange's market-list order in
/// both directions, so the order is total and stable; rows without a ticker yet come last, except by name.
public struct MarketBoardOrder: Sendable, Hashable, Codable {
  /// What rows are compared by.
  public enum Key: String, Sendable, Hashable, CaseIterable, Codable {
    /// The 24-hour traded value (거래대금): the board's default.
    case tradeValue
    /// The current price.
    case price
    /// The signed change rate since the session started.
    case changeRate
    /// The Korean name, in 가나다 order (Unicode order of Hangul syllables, which is dictionary order).
    case name
  }

  /// Ascending or descending.
  public enum Direction: String, Sendable, Hashable, CaseIterable, Codable {
    /// Smallest (or 가) first.
    case ascending
    /// Largest (or 하) first.
    case descending
  }

  /// The key.
  public var key: Key
  /// The direction.
  public var direction: Direction

  /// An order.
  public init(_ key: Key, _ direction: Direction) {
    self.key = key
    self.direction = direction
  }

  /// By traded value, largest first: what the board opens with.
  public static let `default` = MarketBoardOrder(.tradeValue, .descending)
}
