/// A change to one price level: the level's new absolute size. A quantity of zero removes the level.
///
/// Exchanges that stream depth (Bithumb `orderbookdepth`, Binance `depthUpdate`) send absolute sizes, so applying
/// the same change twice is harmless.
public struct LevelChange: Sendable, Hashable, Codable {
  /// The side of the book the level is on.
  public var side: Side
  /// The level's price.
  public var price: Price
  /// The new total quantity at ``price``; zero removes the level.
  public var quantity: Quantity
  /// The order count, stored as count + 1 (zero means "not sent"), as in ``Level``.
  @usableFromInline
  var storedOrderCount: UInt32

  /// A change setting the level at `price` on `side` to `quantity` (zero removes it).
  public init(side: Side, price: Price, quantity: Quantity, orderCount: Int? = nil) {
    self.side = side
    self.price = price
    self.quantity = quantity
    self.storedOrderCount = Level.storedCount(orderCount)
  }

  /// How many orders rest at the price after the change, when the exchange sent it.
  public var orderCount: Int? {
    get { storedOrderCount == 0 ? nil : Int(storedOrderCount - 1) }
    set { storedOrderCount = Level.storedCount(newValue) }
  }

  /// Whether the change removes the level.
  public var isRemoval: Bool { quantity.isZero }

  /// The level after the change.
  @inlinable
  var level: Level { Level(price: price, quantity: quantity, storedOrderCount: storedOrderCount) }

  private enum CodingKeys: String, CodingKey {
    case side
  }

  /// Decodes `side` and a level's `price`, `quantity` (canonical strings) and optional `orderCount`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let level = try Level(from: decoder)
    self.init(side: try container.decode(Side.self, forKey: .side), price: level.price, quantity: level.quantity)
    storedOrderCount = level.storedOrderCount
  }

  /// Encodes `side` beside the level's fields.
  public func encode(to encoder: any Encoder) throws {
    try level.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(side, forKey: .side)
  }
}
