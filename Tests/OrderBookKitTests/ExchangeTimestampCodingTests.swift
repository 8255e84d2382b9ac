import Foundation
import Testing

@testable import OrderBookKit

@Suite("Exchange timestamp coding")
struct ExchangeTimestampCodingTests {
  @Test("Every precision round-trips through JSON", arguments: ExchangeTimestamp.Precision.allCases)
  func roundTrip(precision: ExchangeTimestamp.Precision) throws {
    let time = try #require(ExchangeTimestamp(1_723_102_637, precision))
    let decoded = try JSONDecoder().decode(ExchangeTimestamp.self, from: JSONEncoder().encode(time))
    #expect(decoded == time)
    #expect(decoded.precision == precision)
  }

  @Test("Stored digits finer than the precision are dropped, so comparisons stay on the precision's grid")
  func offGrid() throws {
    let json = #"{"microsecondsSince1970":1723102637709999,"precision":1}"#
    let decoded = try JSONDecoder().decode(ExchangeTimestamp.self, from: Data(json.utf8))
    #expect(decoded == (try milliseconds(1_723_102_637_709)))
    // An update in the same millisecond is not before it, as with a snapshot decoded from the wire.
    #expect(!ExchangeTimestamp(microseconds: 1_723_102_637_709_001).isBefore(decoded))
    let bad = #"{"microsecondsSince1970":1,"precision":7}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ExchangeTimestamp.self, from: Data(bad.utf8)) }
  }
}
