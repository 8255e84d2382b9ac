import Foundation
import FuzzSupport

@testable import BoxOfficeKit

/// The hand-written readers behind the mapping, each against Foundation or the standard library. The first byte picks
/// the reader; the rest is the text (split at the first `|` where two values are compared).
///
/// Checks: `FieldText.parseInteger` reads what `Int(_:)` reads; `FieldText.day` reads what
/// `CalendarDay(parsing:format:)` reads; `FieldText.isWhitespace` is Unicode's White_Space and `trimmed` strips exactly
/// that; `BoxOfficePercent` parses the value `Decimal` parses, prints text that reads back, and orders as `Decimal`.
enum FieldsTarget {
  static func run(_ bytes: [UInt8]) {
    guard let mode = bytes.first else { return }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    switch mode % 5 {
    case 0:
      // The reader takes at most 19 digits (enough for every Int), so longer zero-padded numbers are refused.
      let parsed = FieldText.parseInteger(text)
      let digits = text.utf8.count - (text.first == "-" || text.first == "+" ? 1 : 0)
      if digits <= 19 { fuzzCheck(parsed == Int(text), "\(text.debugDescription): \(String(describing: parsed))") }
    case 1:
      let trimmed = FieldText.trimmed(text)
      let expected =
        (try? CalendarDay(parsing: trimmed, format: .extended)) ?? (try? CalendarDay(parsing: trimmed, format: .basic))
      let read = Result { () throws(BoxOfficeError) in try FieldText.day(text, field: "openDt") }
      switch read {
      case .success(let day):
        fuzzCheck(
          day == expected && (day == nil) == trimmed.isEmpty,
          "\(text.debugDescription) read as \(String(describing: day))")
      case .failure:
        fuzzCheck(expected == nil && !trimmed.isEmpty, "\(text.debugDescription) refused")
      }
    case 2:
      for scalar in text.unicodeScalars {
        fuzzCheck(
          FieldText.isWhitespace(scalar) == scalar.properties.isWhitespace, "U+\(String(scalar.value, radix: 16))")
      }
      let trimmed = FieldText.trimmed(text)
      let scalars = Array(text.unicodeScalars)
      let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.count
      let end = scalars.lastIndex { !$0.properties.isWhitespace }.map { $0 + 1 } ?? start
      var expected = String.UnicodeScalarView()
      expected.append(contentsOf: scalars[start..<max(start, end)])
      fuzzCheck(
        trimmed.unicodeScalars.elementsEqual(expected), "trimmed \(text.debugDescription) → \(trimmed.debugDescription)"
      )
      _ = try? FieldText.dayRange(text, field: "showRange")
    default:
      let parts = text.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
      let values = parts.map { part in BoxOfficePercent(part).map { ($0, decimal($0)) } }
      for (part, value) in zip(parts, values) {
        guard let (percent, exact) = value else { continue }
        fuzzCheck(BoxOfficePercent(percent.description) == percent, "\(percent) does not read back")
        fuzzCheck(
          Decimal(string: String(part), locale: Locale(identifier: "en_US_POSIX")) == exact, "\(part) ≠ \(exact)")
      }
      if values.count == 2, let (a, exactA) = values[0], let (b, exactB) = values[1] {
        fuzzCheck((a < b) == (exactA < exactB), "\(a) < \(b) disagrees with Decimal")
        fuzzCheck((a == b) == (exactA == exactB), "\(a) == \(b) disagrees with Decimal")
      }
    }
  }

  /// The exact value of a percentage as a `Decimal` (38 significant digits hold any `Int` mantissa).
  private static func decimal(_ percent: BoxOfficePercent) -> Decimal {
    Decimal(
      sign: percent.mantissa < 0 ? .minus : .plus, exponent: -percent.scale,
      significand: Decimal(percent.mantissa.magnitude))
  }
}
