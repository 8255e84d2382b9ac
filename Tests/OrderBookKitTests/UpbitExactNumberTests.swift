import Foundation
import PropertyBased
import Testing

@testable import OrderBookKit

/// An Upbit `orderbook` message with one unit: the bid's price and size as raw JSON number text, and a fixed ask.
private func upbitMessage(bidPrice: String, bidSize: String, extra: String = "") -> Data {
  Data(
    """
    {"type":"orderbook","code":"KRW-BTC","timestamp":1723102637444,\(extra)"orderbook_units":[\
    {"ask_price":80873000,"bid_price":\(bidPrice),"ask_size":1,"bid_size":\(bidSize)}],"level":0}
    """.utf8)
}

/// The bid level that decoding `upbitMessage(bidPrice:bidSize:)` gives.
private func decodedBid(_ price: String, _ size: String) throws -> Level? {
  let events = try UpbitWebSocket.events(from: upbitMessage(bidPrice: price, bidSize: size))
  guard case .snapshot(let snapshot, "KRW-BTC") = events.first else {
    Issue.record("expected one KRW-BTC snapshot, got \(events)")
    return nil
  }
  #expect(snapshot.asks == [try level("80873000", "1")])
  return snapshot.bids.first
}

/// Upbit sends prices and sizes as JSON numbers. Before iOS 17 and macOS 14, `JSONDecoder` reads a `Decimal` through
/// `Double`, so `0.1` arrived as 0.1000000000000000055… and a 16-digit price lost digits; Foundation's `Decimal`
/// also rounds past 38 digits on every platform. The decoder now reads the number's text.
@Suite("Upbit: numbers read exactly from their text")
struct UpbitExactNumberTests {
  @Test(
    "Numbers a Double round trip would change keep every digit",
    arguments: [
      ("12345678.12345678", "0.1", "12345678.12345678", "0.1"),
      ("92233720368.54775807", "0.3", "92233720368.54775807", "0.3"),
      ("80838000", "99999999.99999999", "80838000", "99999999.99999999"),
      ("0.00000001", "0.00000003", "0.00000001", "0.00000003"),
      ("80880000.0", "2.53032650", "80880000", "2.5303265"),
    ])
  func exact(price: String, size: String, expectedPrice: String, expectedSize: String) throws {
    #expect(try decodedBid(price, size) == (try level(expectedPrice, expectedSize)))
  }

  @Test(
    "An exponent moves the point, digit for digit",
    arguments: [
      ("8.0838E7", "1.0E-8", "80838000", "0.00000001"),
      ("80838e3", "25e-2", "80838000", "0.25"),
      ("1.234567812345678E7", "1E+2", "12345678.12345678", "100"),
      ("0.000808380E+11", "5.000E0", "80838000", "5"),
    ])
  func exponents(price: String, size: String, expectedPrice: String, expectedSize: String) throws {
    #expect(try decodedBid(price, size) == (try level(expectedPrice, expectedSize)))
  }

  @Test("More digits than the types hold are refused with the text as sent, never rounded")
  func refusedNotRounded() {
    // 17 significant digits, the spelling of 0.1 + 0.2 in binary.
    #expect(
      throws: FeedDecodingError.invalidDecimal(
        field: "orderbook_units[0].bid_size", .tooManyFractionDigits(text: "0.30000000000000004", maximum: 8))
    ) { try decodedBid("80838000", "0.30000000000000004") }
    // 41 significant digits: Foundation's Decimal (38 digits) rounded these to 0.1 and 80838000 and accepted them.
    let longSize = "0.10000000000000000000000000000000000000001"
    #expect(
      throws: FeedDecodingError.invalidDecimal(
        field: "orderbook_units[0].bid_size", .tooManyFractionDigits(text: longSize, maximum: 8))
    ) { try decodedBid("80838000", longSize) }
    let longPrice = "80838000.000000000000000000000000000000001"
    #expect(
      throws: FeedDecodingError.invalidDecimal(
        field: "orderbook_units[0].bid_price", .tooManyFractionDigits(text: longPrice, maximum: 8))
    ) { try decodedBid(longPrice, "1") }
    #expect(
      throws: FeedDecodingError.invalidDecimal(field: "orderbook_units[0].bid_price", .outOfRange(text: "1e41"))
    ) { try decodedBid("1e41", "1") }
    #expect(
      throws: FeedDecodingError.invalidDecimal(field: "orderbook_units[0].bid_size", .outOfRange(text: "5e-41"))
    ) { try decodedBid("80838000", "5e-41") }
    // Nine fraction digits once the point is moved: refused with the moved text, as for a plain numeral.
    #expect(
      throws: FeedDecodingError.invalidDecimal(
        field: "orderbook_units[0].bid_price", .tooManyFractionDigits(text: "12345678.912345678", maximum: 8))
    ) { try decodedBid("1.2345678912345678E7", "1") }
  }

  @Test("A zero size in any spelling is padding, skipped whatever its price")
  func zeroSizes() throws {
    for size in ["0", "0.0", "0e99", "0.000E-500"] {
      #expect(try decodedBid("0", size) == nil, "\(size)")
    }
  }

  @Test("Keys the platforms' decoders read differently are refused; escapes elsewhere are fine")
  func ambiguousKeys() throws {
    let twice = Data(
      #"{"type":"orderbook","code":"KRW-BTC","timestamp":1,"orderbook_units":[{"ask_price":2,"bid_price":1,"ask_size":1,"bid_size":1,"bid_size":2}]}"#
        .utf8)
    #expect(throws: FeedDecodingError.invalidJSON("duplicate key \"bid_size\" in orderbook_units[0]")) {
      try UpbitWebSocket.events(from: twice)
    }
    let twiceUnits = Data(
      #"{"type":"orderbook","code":"KRW-BTC","timestamp":1,"orderbook_units":[],"orderbook_units":[]}"#.utf8)
    #expect(throws: FeedDecodingError.invalidJSON("duplicate key \"orderbook_units\"")) {
      try UpbitWebSocket.events(from: twiceUnits)
    }
    let escapedKey = Data(
      #"{"type":"orderbook","code":"KRW-BTC","timestamp":1,"orderbook_units":[{"ask_price":2,"bid_price":1,"ask_size":1,"bid_size":1,"bid_\u0073ize":2}]}"#
        .utf8)
    #expect(throws: FeedDecodingError.invalidJSON("an escaped key in orderbook_units[0]; write keys plainly")) {
      try UpbitWebSocket.events(from: escapedKey)
    }
    // Escapes, Hangul and nesting in fields the kit does not read are skipped.
    let extra = #""note":"호가 \"요약\" \u00e9","meta":{"a":[1,{"b":null}],"c":true},"#
    let events = try UpbitWebSocket.events(from: upbitMessage(bidPrice: "80838000", bidSize: "0.1", extra: extra))
    #expect(events.count == 1)
  }

  @Test("Any price and size, written plainly, padded or with an exponent, decodes to exactly its value")
  func anySpelling() async {
    await propertyCheck(
      count: 300, input: Gen.int64(in: 1...9_223_372_036_854_775_807), Gen.int64(in: 1...999_999_999_999_999),
      Gen.int(in: -12...12), Gen.int(in: 0...3)
    ) { priceUnits, sizeUnits, shift, padding in
      let price = Price(units: priceUnits)
      let size = try #require(Quantity(units: sizeUnits))
      let message = upbitMessage(
        bidPrice: spelled(price.description, shift: shift, padding: padding),
        bidSize: spelled(size.description, shift: -shift, padding: padding))
      let events = try UpbitWebSocket.events(from: message)
      guard case .snapshot(let snapshot, _) = events.first else {
        Issue.record("expected a snapshot")
        return
      }
      #expect(snapshot.bids == [Level(price: price, quantity: size)])
    }
  }

  @Test(
    "JSONNumberText moves the point and keeps the digits",
    arguments: [
      ("1.5E-3", "0.0015"), ("25e2", "2500"), ("-1.0e0", "-1.0"), ("1E+0", "1"), ("123.456e-1", "12.3456"),
      ("123.456e+5", "12345600"), ("0.000e9", "0"), ("-0e-3", "-0"),
      ("9e-40", "0." + String(repeating: "0", count: 39) + "9"),
    ])
  func plainNumeral(text: String, expected: String) throws {
    let plain = try Array(text.utf8).withUnsafeBufferPointer { try JSONNumberText.plainNumeral($0) }
    #expect(plain.map { String(decoding: $0, as: UTF8.self) } == expected)
    #expect(try Array("80838000.5".utf8).withUnsafeBufferPointer { try JSONNumberText.plainNumeral($0) } == nil)
  }
}

/// `text` (a plain decimal) spelled another way with the same value: the point moved by `shift` places and an
/// exponent that moves it back (none when `shift` is 0), and `padding` trailing zeros on the fraction.
private func spelled(_ text: String, shift: Int, padding: Int) -> String {
  let parts = text.split(separator: ".", omittingEmptySubsequences: false)
  var digits = Array(parts[0])
  var point = digits.count
  if parts.count == 2 { digits += Array(parts[1]) }
  point -= shift
  digits += Array(repeating: Character("0"), count: padding + max(0, point - digits.count))
  while point <= 0 {
    digits.insert("0", at: 0)
    point += 1
  }
  while point > 1, digits[0] == "0" {
    digits.removeFirst()
    point -= 1
  }
  let mantissa = String(digits[..<point]) + (point < digits.count ? "." + String(digits[point...]) : "")
  return shift == 0 ? mantissa : mantissa + (shift > 0 ? "E+\(shift)" : "e\(shift)")
}
