import BoxOfficeKit
import Foundation
import Testing

@Suite("Percentages built from a mantissa and any scale")
struct BoxOfficePercentScaleTests {
  @Test(
    "Decimals past the 18th place are dropped toward zero; a negative scale multiplies",
    arguments: [
      (123, 20, 1, 18), (-123, 20, -1, 18), (5, 20, 0, 0), (Int.max, Int.max, 0, 0), (5, -2, 500, 0),
      (-7, -1, -70, 0), (0, -40, 0, 0), (36_300, 3, 363, 1),
    ])
  func scales(mantissa: Int, scale: Int, expectedMantissa: Int, expectedScale: Int) {
    let value = BoxOfficePercent(mantissa: mantissa, scale: scale)
    #expect(value.mantissa == expectedMantissa)
    #expect(value.scale == expectedScale)
  }

  @Test("A negative scale stops at Int's bounds, however large")
  func saturation() {
    #expect(BoxOfficePercent(mantissa: Int.max, scale: -1).mantissa == Int.max)
    #expect(BoxOfficePercent(mantissa: 1, scale: Int.min).mantissa == Int.max)
    #expect(BoxOfficePercent(mantissa: -1, scale: Int.min).mantissa == Int.min)
  }

  @Test("A value with more than 18 decimals equals the same value cut at 18, matching Decimal")
  func matchesDecimal() throws {
    let value = BoxOfficePercent(mantissa: 123_456, scale: 21)  // 0.000000000000000123456
    #expect(value == BoxOfficePercent(mantissa: 123, scale: 18))
    #expect(Decimal(string: value.description) == Decimal(string: "0.000000000000000123"))
    #expect(value < BoxOfficePercent(mantissa: 1, scale: 15))
  }
}
