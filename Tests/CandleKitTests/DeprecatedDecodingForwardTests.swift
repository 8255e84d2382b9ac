import Foundation
import Testing

@testable import CandleKit

/// The decoder names before 0.3.0 still work, and give what the new entry points give.
@Suite("Decoding: the deprecated forwards")
struct DeprecatedDecodingForwardTests {
  @available(*, deprecated)
  @Test("QuotationCandles.decode, and QuotationCandleError as the kit's one decoding error")
  func quotation() throws {
    let body = Data(QuotationCandleFixtures.days.utf8)
    #expect(
      try QuotationCandles.decode(body, unit: .days, dialect: .bithumb)
        == QuotationCandles.candles(from: body, unit: .days, dialect: .bithumb))
    let error: QuotationCandleError = .missingField("[0].trade_price")
    #expect(error == CandleDecodingError.missingField("[0].trade_price"))
  }
}
