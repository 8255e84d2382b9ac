import Foundation
import PropertyBased
import Testing

@testable import OrderBookKit

@Suite("Exact decimals")
struct DecimalTests {
  @Test(
    "Canonical text drops trailing zeros and the point",
    arguments: [
      ("401.20", "401.2"), ("401.2", "401.2"), ("0.00012", "0.00012"), ("150000000", "150000000"),
      ("150000000.000", "150000000"), ("0", "0"), ("0.00000001", "0.00000001"), ("007.50", "7.5"),
      ("-0", "0"), ("-12.5", "-12.5"), ("92233720368.54775807", "92233720368.54775807"),
      ("0.000017680", "0.00001768"), ("1.000000000000", "1"),
    ]
  )
  func canonicalPrice(text: String, expected: String) throws {
    #expect(try Price.parse(text).description == expected)
  }

  @Test("Equal values compare equal whatever their spelling")
  func spellingDoesNotMatter() throws {
    #expect(Price("401.20") == Price("401.2"))
    #expect(try price("401.2") < price("401.21"))
    #expect(try price("-1") < price("0"))
    #expect(Quantity("1.50000000") == Quantity("1.5"))
    #expect(try price("401.2").units == 40_120_000_000)
  }

  @Test(
    "Malformed text is a typed error",
    arguments: [
      ("", DecimalParseError.empty),
      ("1e5", .exponentNotation(text: "1e5")),
      ("1E-3", .exponentNotation(text: "1E-3")),
      ("+5", .invalidCharacter(text: "+5", offset: 0)),
      (" 5", .invalidCharacter(text: " 5", offset: 0)),
      ("5 ", .invalidCharacter(text: "5 ", offset: 1)),
      ("1,000", .invalidCharacter(text: "1,000", offset: 1)),
      ("1.2.3", .invalidCharacter(text: "1.2.3", offset: 3)),
      ("abc", .invalidCharacter(text: "abc", offset: 0)),
      ("NaN", .invalidCharacter(text: "NaN", offset: 0)),
      ("-", .missingDigits(text: "-")),
      (".", .missingDigits(text: ".")),
      (".5", .missingDigits(text: ".5")),
      ("5.", .missingDigits(text: "5.")),
      ("--5", .invalidCharacter(text: "--5", offset: 1)),
      ("0.000000001", .tooManyFractionDigits(text: "0.000000001", maximum: 8)),
      ("1.123456789", .tooManyFractionDigits(text: "1.123456789", maximum: 8)),
      ("92233720368.54775808", .outOfRange(text: "92233720368.54775808")),
      ("92233720369", .outOfRange(text: "92233720369")),
      ("100000000000000000000000", .outOfRange(text: "100000000000000000000000")),
    ]
  )
  func malformed(text: String, expected: DecimalParseError) {
    #expect(throws: expected) { try Price.parse(text) }
    #expect(Price(text) == nil)
  }

  @Test("A quantity is never negative")
  func negativeQuantity() throws {
    #expect(throws: DecimalParseError.negative(text: "-1")) { try Quantity.parse("-1") }
    #expect(throws: DecimalParseError.negative(text: "-0")) { try Quantity.parse("-0") }
    #expect(Quantity(units: -1) == nil)
    #expect(Quantity(units: 0) == .zero)
    #expect(try Price.parse("-1").units == -100_000_000)
  }

  @Test("Huge input is rejected quickly with a short quote")
  func hugeInput() {
    let digits = String(repeating: "9", count: 1_000_000)
    #expect(throws: DecimalParseError.outOfRange(text: String(repeating: "9", count: 48) + "…")) {
      try Quantity.parse(digits)
    }
    let zeros = "1." + String(repeating: "0", count: 100_000)
    #expect(Quantity(zeros) == Quantity("1"))
  }

  @Test("Non-ASCII text is an invalid character, not a crash")
  func nonASCII() {
    #expect(Price("٣") == nil)
    #expect(Price("1０") == nil)
    #expect(Price("\u{0}") == nil)
  }

  @Test("Prices and quantities encode as their canonical string")
  func codable() throws {
    let original = try level("401.20", "21277.7350", orders: 3)
    let json = String(decoding: try JSONEncoder().encode(original), as: UTF8.self)
    #expect(json.contains(#""price":"401.2""#))
    #expect(json.contains(#""quantity":"21277.735""#))
    #expect(try JSONDecoder().decode(Level.self, from: Data(json.utf8)) == original)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Quantity.self, from: Data(#""-1""#.utf8)) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Price.self, from: Data("401.2".utf8)) }
  }

  @Test("Parsing the canonical text gives the value back")
  func roundTrip() async {
    await propertyCheck(count: 500, input: Gen.int64(in: Int64.min + 1...Int64.max)) { units in
      let value = Price(units: units)
      #expect(Price(value.description) == value)
      if let quantity = Quantity(units: units.magnitude > Int64.max.magnitude ? 0 : abs(units)) {
        #expect(Quantity(quantity.description) == quantity)
      }
    }
  }

  @Test("Wide decimals: exact products, sums and text")
  func wideDecimals() throws {
    let notional = WideDecimal.product(try price("80838000"), try quantity("0.0586"))
    #expect(notional.description == "4737106.8")
    let biggest = WideDecimal.product(Price(units: .max), try #require(Quantity(units: .max)))
    #expect(biggest.description == "8507059173023461584739.6907784232501249")
    #expect(biggest.adding(biggest).subtracting(biggest) == biggest)
    #expect(try wide("0.0000000000000001").description == "0.0000000000000001")
    #expect(try wide("-3.5") < wide("1"))
    #expect(try wide("-3.5").adding(wide("1")) == wide("-2.5"))
    #expect(try wide("1").subtracting(wide("1")) == .zero)
    #expect(!(try wide("-0")).isNegative)
    #expect(throws: DecimalParseError.tooManyFractionDigits(text: "0.00000000000000001", maximum: 16)) {
      try WideDecimal.parse("0.00000000000000001")
    }
    #expect(throws: DecimalParseError.outOfRange(text: String(repeating: "9", count: 48) + "…")) {
      try WideDecimal.parse(String(repeating: "9", count: 60))
    }
    #expect(try wide("401.2").exactPrice == price("401.2"))
    #expect(try wide("0.000000001").exactPrice == nil)
    #expect(WideDecimal(-12).description == "-12")
  }
}

@Suite("Wide integer arithmetic")
struct UInt192Tests {
  @Test("Division satisfies quotient × divisor + remainder = dividend")
  func division() async {
    await propertyCheck(
      count: 300,
      input: Gen.uint64(), Gen.uint64(), Gen.uint64(), Gen.uint64(in: 1...UInt64.max)
    ) { a, b, c, d in
      let dividend = UInt192.product(a, b).addingReportingOverflow(UInt192(c)).partialValue
      for divisor in [UInt192(d), UInt192.product(d, c | 1), UInt192(low: c, middle: d, high: 1)] {
        let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
        #expect(remainder < divisor)
        // quotient × divisor fits (it is at most the dividend); check it term by term.
        var product = UInt192.zero
        for (word, shift) in [(divisor.low, 0), (divisor.middle, 1), (divisor.high, 2)] where word != 0 {
          var partial = quotient.multipliedReportingOverflow(by: word).partialValue
          for _ in 0..<shift { partial = UInt192(low: 0, middle: partial.low, high: partial.middle) }
          product.add(partial)
        }
        #expect(product.addingReportingOverflow(remainder).partialValue == dividend)
      }
    }
  }

  @Test("Decimal text of wide values")
  func decimalText() {
    #expect(UInt192.zero.decimalText == "0")
    #expect(UInt192(UInt64.max).decimalText == "18446744073709551615")
    #expect(UInt192(low: 0, middle: 1, high: 0).decimalText == "18446744073709551616")
    #expect(
      UInt192(low: .max, middle: .max, high: .max).decimalText
        == "6277101735386680763835789423207666416102355444464034512895"
    )
  }

  @Test("Overflow is reported, not trapped")
  func overflow() {
    let top = UInt192(low: .max, middle: .max, high: .max)
    #expect(top.addingReportingOverflow(UInt192(1)).overflow)
    #expect(top.multipliedReportingOverflow(by: 2).overflow)
    #expect(UInt192.zero.subtractingReportingOverflow(UInt192(1)).overflow)
    #expect(UInt192(5).quotientAndRemainder(dividingBy: UInt64(0)) == (.zero, 0))
  }
}

@Suite("Model encoding")
struct ModelCodingTests {
  @Test("Changes, snapshots, updates and trades round-trip through JSON")
  func roundTrip() throws {
    let change = LevelChange(side: .ask, price: try price("401.2"), quantity: try quantity("0"), orderCount: 0)
    let update = OrderBookUpdate(changes: [change], sequence: 3...7, time: ExchangeTimestamp(microseconds: 5))
    let snapshot = OrderBookSnapshot(bids: [try level("1", "2", orders: 4)], asks: [], sequence: 9, time: nil)
    let trade = Trade(takerSide: .sell, price: try price("3"), quantity: try quantity("0.5"), time: try milliseconds(1))
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    #expect(try decoder.decode(LevelChange.self, from: encoder.encode(change)) == change)
    #expect(try decoder.decode(OrderBookUpdate.self, from: encoder.encode(update)) == update)
    #expect(try decoder.decode(OrderBookSnapshot.self, from: encoder.encode(snapshot)) == snapshot)
    #expect(try decoder.decode(Trade.self, from: encoder.encode(trade)) == trade)
    let json = String(decoding: try encoder.encode(change), as: UTF8.self)
    #expect(json.contains(#""side":"ask""#) && json.contains(#""orderCount":0"#))
  }
}
