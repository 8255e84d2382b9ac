/// One price level of one side of a book: the total resting quantity at a price, and optionally how many orders
/// make it up.
public struct Level: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The level's price.
  public var price: Price
  /// The total quantity resting at ``price``.
  public var quantity: Quantity
  /// The order count, stored as count + 1 so that zero means "not sent"; keeps a level at 24 bytes.
  @usableFromInline
  var storedOrderCount: UInt32

  /// A level of `quantity` at `price`.
  ///
  /// - Parameters:
  ///   - price: the level's price.
  ///   - quantity: the total quantity resting at the price.
  ///   - orderCount: how many orders rest at the price, when the exchange says (Bithumb's `total`).
  ///     Counts are clamped to 0...4,294,967,294; the decoders reject larger ones as malformed.
  public init(price: Price, quantity: Quantity, orderCount: Int? = nil) {
    self.price = price
    self.quantity = quantity
    self.storedOrderCount = Self.storedCount(orderCount)
  }

  @inlinable
  init(price: Price, quantity: Quantity, storedOrderCount: UInt32) {
    self.price = price
    self.quantity = quantity
    self.storedOrderCount = storedOrderCount
  }

  /// How many orders rest at the price, when the exchange sent it.
  public var orderCount: Int? {
    get { storedOrderCount == 0 ? nil : Int(storedOrderCount - 1) }
    set { storedOrderCount = Self.storedCount(newValue) }
  }

  static func storedCount(_ count: Int?) -> UInt32 {
    guard let count else { return 0 }
    return UInt32(clamping: count) == .max ? .max : UInt32(clamping: count) + 1
  }

  /// `price × quantity` (with the order count in brackets when known).
  public var description: String {
    let base = "\(price) × \(quantity)"
    guard let orderCount else { return base }
    return base + " [\(orderCount)]"
  }

  private enum CodingKeys: String, CodingKey {
    case price, quantity, orderCount
  }

  /// Decodes `price`, `quantity` (canonical strings) and an optional `orderCount`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      price: try container.decode(Price.self, forKey: .price),
      quantity: try container.decode(Quantity.self, forKey: .quantity),
      orderCount: try container.decodeIfPresent(Int.self, forKey: .orderCount)
    )
  }

  /// Encodes the canonical strings, and `orderCount` when known.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(price, forKey: .price)
    try container.encode(quantity, forKey: .quantity)
    try container.encodeIfPresent(orderCount, forKey: .orderCount)
  }
}
