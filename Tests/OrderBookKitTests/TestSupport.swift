import Foundation
import Testing

@testable import OrderBookKit

/// A price from text, failing the test when the text is not one.
func price(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Price {
  try #require(Price(text), "not a price: \(text)", sourceLocation: sourceLocation)
}

/// A quantity from text, failing the test when the text is not one.
func quantity(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Quantity {
  try #require(Quantity(text), "not a quantity: \(text)", sourceLocation: sourceLocation)
}

/// A wide decimal from text, failing the test when the text is not one.
func wide(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> WideDecimal {
  try #require(WideDecimal(text), "not a wide decimal: \(text)", sourceLocation: sourceLocation)
}

/// A level from price and quantity texts.
func level(_ priceText: String, _ quantityText: String, orders: Int? = nil) throws -> Level {
  Level(price: try price(priceText), quantity: try quantity(quantityText), orderCount: orders)
}

/// A level change from texts.
func change(_ side: Side, _ priceText: String, _ quantityText: String) throws -> LevelChange {
  LevelChange(side: side, price: try price(priceText), quantity: try quantity(quantityText))
}

/// A snapshot from (price, quantity) text pairs.
func snapshot(
  bids: [(String, String)],
  asks: [(String, String)],
  sequence: UInt64? = nil,
  time: ExchangeTimestamp? = nil
) throws -> OrderBookSnapshot {
  OrderBookSnapshot(
    bids: try bids.map { try level($0.0, $0.1) },
    asks: try asks.map { try level($0.0, $0.1) },
    sequence: sequence,
    time: time
  )
}

/// A timestamp in milliseconds, failing the test when out of range.
func milliseconds(_ value: Int64) throws -> ExchangeTimestamp {
  try #require(ExchangeTimestamp(milliseconds: value))
}

/// The book's levels as (price, quantity) texts, best first.
func texts(_ levels: some Sequence<Level>) -> [String] {
  levels.map { "\($0.price)@\($0.quantity)" }
}

extension SplitMix64 {
  /// A number in `0..<bound` (`bound` above zero).
  mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
