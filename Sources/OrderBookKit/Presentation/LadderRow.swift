/// One row of an ``OrderBookLadder``.
public struct LadderRow: Sendable, Hashable, Identifiable {
  /// A row's identity: its side and price (a crossed book can show one price on both sides).
  public struct ID: Sendable, Hashable {
    /// The row's side.
    public let side: Side
    /// The row's price.
    public let price: Price
  }

  /// The row's side.
  public let side: Side
  /// The level's price.
  public let price: Price
  /// The quantity at ``price``.
  public let quantity: Quantity
  /// How many orders rest at the price, when the exchange sent it.
  public let orderCount: Int?
  /// Total quantity from the touch through this row.
  public let cumulativeQuantity: WideDecimal
  /// The row's quantity relative to the largest quantity in the ladder, in thousandths (0...1000): the width of
  /// the row's depth bar.
  public let sizeShare: Int

  /// The row's identity, for SwiftUI lists.
  public var id: ID { ID(side: side, price: price) }

  /// The price with thousands separators ("80,838,000"), independent of the device locale.
  public var priceText: String { NumberText.grouped(price.description) }

  /// The quantity in canonical form, integer digits grouped ("21,277.735").
  public var quantityText: String { NumberText.grouped(quantity.description) }
}
