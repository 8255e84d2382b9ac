import Foundation
import FuzzSupport
import OrderBookKit

/// The exact decimal parsers (`Price.parse`, `Quantity.parse`, `WideDecimal.parse`): any text, and two texts
/// split at the first `|` for the comparisons.
///
/// Checks: a parsed value prints a canonical text that parses back to it, and has the value Foundation's `Decimal`
/// reads from the same text; values order as their `Decimal`s do; the exact product of a price and a quantity
/// equals `Decimal`'s (exact for up to 38 digits).
enum DecimalsTarget {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
    var prices: [(Price, Decimal?)] = []
    var quantities: [(Quantity, Decimal?)] = []
    for part in parts {
      if let price = try? Price.parse(part) {
        fuzzCheck(Price(price.description) == price, "\(price) does not read back")
        prices.append((price, same(part, price.description)))
      }
      if let quantity = try? Quantity.parse(part) {
        fuzzCheck(quantity.units >= 0 && Quantity(quantity.description) == quantity, "\(quantity) does not read back")
        quantities.append((quantity, same(part, quantity.description)))
      }
      if let wide = try? WideDecimal.parse(part) {
        fuzzCheck(WideDecimal(wide.description) == wide, "\(wide) does not read back")
        if wide.description.filter(\.isNumber).count <= 38 { same(part, wide.description) }
      }
    }
    if prices.count == 2, let first = prices[0].1, let second = prices[1].1 {
      fuzzCheck((prices[0].0 < prices[1].0) == (first < second), "prices order unlike Decimal")
    }
    if let (price, exactPrice) = prices.first, let (quantity, exactQuantity) = quantities.last,
      let exactPrice, let exactQuantity
    {
      let product = WideDecimal.product(price, quantity)
      let expected = exactPrice * exactQuantity
      if product.description.filter(\.isNumber).count <= 38 {
        fuzzCheck(decimal(product.description) == expected, "\(price) × \(quantity) = \(product), Decimal \(expected)")
      }
    }
  }

  /// Checks that the text the kit accepted and its canonical form are the same number for `Decimal`.
  @discardableResult
  private static func same(_ text: Substring, _ canonical: String) -> Decimal? {
    let value = decimal(canonical)
    fuzzCheck(value != nil, "Foundation cannot read the canonical text \(canonical)")
    // Foundation's Decimal keeps 38 digits and an 8-bit exponent: a longer text (say "0." and 136 zeros, which the
    // kit rightly reads as 0) is out of its reach, so only the canonical text is compared then.
    if text.filter(\.isNumber).count <= 38 {
      fuzzCheck(decimal(String(text)) == value, "\(text.debugDescription) read as \(canonical)")
    }
    return value
  }

  private static func decimal(_ text: String) -> Decimal? {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
  }
}
