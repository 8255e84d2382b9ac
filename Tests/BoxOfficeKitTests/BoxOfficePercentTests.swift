import Foundation
import PropertyBased
import Testing

@testable import BoxOfficeKit

@Suite("Exact percentages and integer fields")
struct BoxOfficePercentTests {
  @Test(
    "KOBIS percentages parse exactly and print canonically",
    arguments: [
      ("36.3", "36.3"), ("-13", "-13"), ("100.0", "100"), ("11149.8", "11149.8"), ("0.5", "0.5"), ("-0.05", "-0.05"),
      ("+2.50", "2.5"), ("0", "0"), ("-0", "0"),
    ])
  func parse(text: String, canonical: String) throws {
    let value = try #require(BoxOfficePercent(text))
    #expect(value.description == canonical)
    #expect(BoxOfficePercent(canonical) == value)
  }

  @Test(
    "Other text is refused", arguments: ["", "-", ".", "1.", ".5", "1..2", "1.2.3", "1e3", " 1", "1,5", "--1", "1-"])
  func refuse(text: String) {
    #expect(BoxOfficePercent(text) == nil)
  }

  @Test("Equal values are equal whatever their trailing zeros; Codable keeps the text")
  func equality() throws {
    #expect(BoxOfficePercent("100.0") == BoxOfficePercent("100"))
    #expect(BoxOfficePercent("100.0")?.hashValue == BoxOfficePercent("100")?.hashValue)
    let value = try #require(BoxOfficePercent("36.30"))
    let data = try JSONEncoder().encode([value])
    #expect(String(decoding: data, as: UTF8.self) == #"["36.3"]"#)
    #expect(try JSONDecoder().decode([BoxOfficePercent].self, from: data) == [value])
    #expect(value.doubleValue == 36.3)
  }

  @Test("Order agrees with Decimal on random values of mixed scales")
  func orderMatchesDecimal() async {
    let values = zip(Gen.int(in: -1_000_000_000...1_000_000_000), Gen.int(in: 0...6))
    await propertyCheck(count: 300, input: values, values) { lhs, rhs in
      let a = BoxOfficePercent(mantissa: lhs.0, scale: lhs.1)
      let b = BoxOfficePercent(mantissa: rhs.0, scale: rhs.1)
      let da = Decimal(lhs.0) / pow(10, lhs.1)
      let db = Decimal(rhs.0) / pow(10, rhs.1)
      #expect((a < b) == (da < db), "\(a) < \(b)")
      #expect((a == b) == (da == db), "\(a) == \(b)")
      #expect(Decimal(string: a.description) == da)
    }
  }

  @Test("Comparison does not overflow for extreme mantissas and scales")
  func extremeComparison() {
    let huge = BoxOfficePercent(mantissa: Int.max, scale: 0)
    let tiny = BoxOfficePercent(mantissa: 1, scale: 18)
    let negativeHuge = BoxOfficePercent(mantissa: Int.min + 1, scale: 0)
    #expect(tiny < huge)
    #expect(negativeHuge < tiny)
    #expect(!(huge < tiny))
  }

  @Test("Integer fields agree with Int(_:) on digit strings and refuse the rest")
  func integers() async {
    await propertyCheck(count: 300, input: Gen.int()) { value in
      #expect(FieldText.parseInteger(String(value)) == value)
      #expect(FieldText.parseInteger("+" + String(value.magnitude)) == Int(exactly: value.magnitude))
    }
    for text in ["", "-", "+", "1 ", "1_000", "0x10", "9223372036854775808", "-9223372036854775809", "١"] {
      #expect(FieldText.parseInteger(text) == nil, "\(text)")
    }
    #expect(FieldText.parseInteger("007") == 7)
  }

  @Test("Day fields agree with CalendarDay(parsing:) on both forms, valid or not")
  func days() async {
    let alphabet = Array("0123456789-01/")
    let texts = Gen.int(in: 0...(alphabet.count - 1)).array(of: 8...10).map { String($0.map { alphabet[$0] }) }
    await propertyCheck(count: 500, input: texts) { text in
      let expected =
        (try? CalendarDay(parsing: text, format: .extended)) ?? (try? CalendarDay(parsing: text, format: .basic))
      #expect((try? FieldText.day(text, field: "openDt")) == expected, "\(text)")
    }
    await propertyCheck(count: 300, input: Gen.int(in: -3_000...40_000)) { number in
      let day = CalendarDay(dayNumber: number)
      #expect((try? FieldText.day(day.formatted(.extended), field: "f")) == day)
      #expect((try? FieldText.day(day.formatted(.basic), field: "f")) == day)
    }
  }
}
