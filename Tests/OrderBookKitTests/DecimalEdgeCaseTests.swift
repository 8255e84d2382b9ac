import Foundation
import Testing

@_spi(Reference) @testable import OrderBookKit

/// The decimal edge cases the issue names, for every exact type and through every decoding path: one grammar, one
/// set of typed errors.
@Suite("Decimal edge cases across types and decoders")
struct DecimalEdgeCaseTests {
  /// A text and what `Price`, `Quantity` and `WideDecimal` make of it: the canonical text, or the error.
  struct Case: Sendable, CustomTestStringConvertible {
    let text: String
    let price: Result<String, DecimalParseError>
    let quantity: Result<String, DecimalParseError>
    let wide: Result<String, DecimalParseError>

    var testDescription: String { "\"\(text.prefix(24))\"" }

    /// The same outcome for all three types.
    init(_ text: String, all: Result<String, DecimalParseError>) {
      self.init(text, price: all, quantity: all, wide: all)
    }

    init(
      _ text: String,
      price: Result<String, DecimalParseError>,
      quantity: Result<String, DecimalParseError>,
      wide: Result<String, DecimalParseError>
    ) {
      self.text = text
      self.price = price
      self.quantity = quantity
      self.wide = wide
    }
  }

  static let hugeDigits = String(repeating: "9", count: 60)
  static let hugeQuote = String(repeating: "9", count: 48) + "…"

  static let cases: [Case] = [
    Case("0", all: .success("0")),
    Case("0.00000001", all: .success("0.00000001")),
    Case("0.000000010000", all: .success("0.00000001")),
    Case("1e5", all: .failure(.exponentNotation(text: "1e5"))),
    Case("1E+5", all: .failure(.exponentNotation(text: "1E+5"))),
    Case("-1", price: .success("-1"), quantity: .failure(.negative(text: "-1")), wide: .success("-1")),
    Case("-0", price: .success("0"), quantity: .failure(.negative(text: "-0")), wide: .success("0")),
    Case("+1", all: .failure(.invalidCharacter(text: "+1", offset: 0))),
    Case(" 1", all: .failure(.invalidCharacter(text: " 1", offset: 0))),
    Case("1 ", all: .failure(.invalidCharacter(text: "1 ", offset: 1))),
    Case("1 000", all: .failure(.invalidCharacter(text: "1 000", offset: 1))),
    Case("1\t", all: .failure(.invalidCharacter(text: "1\t", offset: 1))),
    Case("", all: .failure(.empty)),
    Case("0x10", all: .failure(.invalidCharacter(text: "0x10", offset: 1))),
    Case("Infinity", all: .failure(.invalidCharacter(text: "Infinity", offset: 0))),
    Case("١", all: .failure(.invalidCharacter(text: "١", offset: 0))),
    Case(
      "0.000000001",
      price: .failure(.tooManyFractionDigits(text: "0.000000001", maximum: 8)),
      quantity: .failure(.tooManyFractionDigits(text: "0.000000001", maximum: 8)),
      wide: .success("0.000000001")
    ),
    Case(
      "0.00000000000000001",
      price: .failure(.tooManyFractionDigits(text: "0.00000000000000001", maximum: 8)),
      quantity: .failure(.tooManyFractionDigits(text: "0.00000000000000001", maximum: 8)),
      wide: .failure(.tooManyFractionDigits(text: "0.00000000000000001", maximum: 16))
    ),
    Case("92233720368.54775807", all: .success("92233720368.54775807")),
    Case(
      "92233720368.54775808",
      price: .failure(.outOfRange(text: "92233720368.54775808")),
      quantity: .failure(.outOfRange(text: "92233720368.54775808")),
      wide: .success("92233720368.54775808")
    ),
    Case(hugeDigits, all: .failure(.outOfRange(text: hugeQuote))),
  ]

  func outcome<Value: CustomStringConvertible>(
    _ parse: () throws(DecimalParseError) -> Value
  ) -> Result<String, DecimalParseError> {
    do throws(DecimalParseError) {
      return .success(try parse().description)
    } catch {
      return .failure(error)
    }
  }

  @Test("Price, Quantity and WideDecimal read the same grammar", arguments: cases)
  func types(testCase: Case) {
    let text = testCase.text
    #expect(outcome { () throws(DecimalParseError) in try Price.parse(text) } == testCase.price)
    #expect(outcome { () throws(DecimalParseError) in try Quantity.parse(text) } == testCase.quantity)
    #expect(outcome { () throws(DecimalParseError) in try WideDecimal.parse(text) } == testCase.wide)
    // The failable initialisers are the same parse without the reason.
    #expect(Price(text)?.description == (try? testCase.price.get()))
    #expect(Quantity(text)?.description == (try? testCase.quantity.get()))
    #expect(WideDecimal(text)?.description == (try? testCase.wide.get()))
  }

  func events(_ body: () throws(FeedDecodingError) -> [MarketEvent]) -> Result<[MarketEvent], FeedDecodingError> {
    do throws(FeedDecodingError) {
      return .success(try body())
    } catch {
      return .failure(error)
    }
  }

  /// A Bithumb depth message with one level of `price` and `quantity` (JSON-escaped).
  func depthMessage(price: String, quantity: String) throws -> Data {
    let escaped = { (text: String) throws -> String in
      String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }
    return Data(
      (#"{"type":"orderbookdepth","content":{"list":[{"symbol":"BTC_KRW","orderType":"bid","price":"#
        + (try escaped(price)) + #","quantity":"# + (try escaped(quantity))
        + #","total":"1"}],"datetime":"1723102637709512"}}"#).utf8)
  }

  @Test("The one-pass reader and JSONDecoder give the same level or the same error, naming the field", arguments: cases)
  func bithumbPaths(testCase: Case) throws {
    for (field, data) in [
      ("price", try depthMessage(price: testCase.text, quantity: "1")),
      ("quantity", try depthMessage(price: "80838000", quantity: testCase.text)),
    ] {
      let reference = events { () throws(FeedDecodingError) in try BithumbWebSocket.decodeWithJSONDecoder(data) }
      #expect(events { () throws(FeedDecodingError) in try BithumbWebSocket.events(from: data) } == reference)
      let text = String(decoding: data, as: UTF8.self)
      #expect(events { () throws(FeedDecodingError) in try BithumbWebSocket.events(from: text) } == reference)
      if let scanned = bithumbOnePass(Array(data)) { #expect(reference == scanned) }

      let expected = field == "price" ? testCase.price : testCase.quantity
      switch (expected, reference) {
      case (.failure(let error), .failure(let decoding)):
        #expect(decoding == .invalidDecimal(field: "content.list[0].\(field)", error))
      case (.success(let canonical), .success(let decoded)):
        guard case .update(let update, "BTC_KRW") = decoded.first, let change = update.changes.first else {
          Issue.record("expected one BTC_KRW update, got \(decoded)")
          continue
        }
        let value = field == "price" ? change.price.description : change.quantity.description
        // A book price must be above zero; everything else the parser accepts, the decoder keeps exactly.
        #expect(value == canonical)
      case (.success(let canonical), .failure(let decoding)):
        // Only a price of zero or below is refused after a successful parse.
        #expect(field == "price" && !(Price(canonical)?.isPositive ?? true), "\(decoding)")
      case (.failure(let error), .success):
        Issue.record("the decoder accepted what the parser rejects: \(error)")
      }
    }
  }
}
