/// An executed trade, as a `transaction` message reports it.
///
/// The name is fixed by the kit's public contract; an app that also imports another module with a `Trade` type
/// writes `OrderBookKit.Trade`.
public struct Trade: Sendable, Hashable, Codable {
  /// The aggressor: a taker buy consumed asks, a taker sell consumed bids.
  public var takerSide: TakerSide
  /// The execution price.
  public var price: Price
  /// The executed quantity.
  public var quantity: Quantity
  /// When the trade executed, when the exchange says.
  public var time: ExchangeTimestamp?

  /// A trade of `quantity` at `price` by a taker on `takerSide`.
  public init(takerSide: TakerSide, price: Price, quantity: Quantity, time: ExchangeTimestamp? = nil) {
    self.takerSide = takerSide
    self.price = price
    self.quantity = quantity
    self.time = time
  }
}
