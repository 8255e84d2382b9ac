import Foundation
import FuzzSupport

@testable import WagerKit

/// `DisplayPattern`, the hand-written `DateFormatter` replacement: any pattern text, formatted at fuzzed instants in
/// fuzzed fixed-offset zones.
///
/// Checks: a refused pattern names an unquoted letter run the table lacks; a compiled pattern writes exactly what a
/// plain interpreter of the documented grammar writes, never more bytes than it reserved; the memoised formatter
/// the history uses agrees with the direct one. One input in 64 is also checked against `DateFormatter` itself
/// (Korean weekday names, Gregorian calendar), which anchors the interpreter and the kit's calendar arithmetic; it
/// costs a thousand times the rest, so every input would slow the campaign to a crawl.
enum PatternTarget {
  static func run(_ bytes: [UInt8]) {
    var reader = FuzzReader(bytes)
    let text = String(decoding: reader.bytes(upTo: 48), as: UTF8.self)
    let pattern: DisplayPattern
    do {
      pattern = try DisplayPattern(text)
    } catch {
      guard case .unsupportedPatternField(let quoted, let field) = error else {
        fuzzCheck(false, "unexpected error \(error)")
        return
      }
      fuzzCheck(
        quoted == text && reference(text, LocalDateTime(Date(), offset: 0)) == nil, "refused \(text.debugDescription)")
      fuzzCheck(field.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }, "field \(field)")
      fuzzCheck(Set(field).count == 1, "field \(field) mixes letters")
      return
    }
    let anchored = bytes.reduce(0) { $0 &+ Int($1) } % 64 == 0
    var memo = DisplayPatternMemo(pattern)
    for _ in 0..<3 {
      let offset = reader.int(in: -56...56) * 900
      let date = instant(&reader)
      let time = LocalDateTime(date, offset: offset)
      let formatted = pattern.format(time)
      fuzzCheck(formatted.utf8.count <= pattern.capacity, "\(formatted.utf8.count) bytes, \(pattern.capacity) reserved")
      fuzzCheck(formatted == reference(text, time), "\(text.debugDescription) at \(time): \(formatted)")
      fuzzCheck(memo.format(time) == formatted, "the memo disagrees for \(text.debugDescription) at \(date)")
      if anchored { compareWithFoundation(text, date: date, offset: offset, formatted: formatted) }
    }
  }

  /// The documented grammar, interpreted directly: quotes, letter runs from the table, everything else literal.
  /// `nil` for a letter run outside the table.
  static func reference(_ pattern: String, _ time: LocalDateTime) -> String? {
    let scalars = Array(pattern.unicodeScalars)
    var output = String.UnicodeScalarView()
    func put(_ text: String) { output.append(contentsOf: text.unicodeScalars) }
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "'" {
        index += 1
        if index < scalars.count, scalars[index] == "'" {
          put("'")
          index += 1
          continue
        }
        while index < scalars.count {
          if scalars[index] == "'" {
            if index + 1 < scalars.count, scalars[index + 1] == "'" {
              put("'")
              index += 2
              continue
            }
            index += 1
            break
          }
          output.append(scalars[index])
          index += 1
        }
        continue
      }
      guard scalar.isASCII, scalar.properties.isAlphabetic else {
        output.append(scalar)
        index += 1
        continue
      }
      var end = index
      while end < scalars.count, scalars[end] == scalar { end += 1 }
      let count = end - index
      index = end
      switch (scalar, count) {
      case ("y", 2): put(padded(time.year % 100, 2))
      case ("y", 1...255): put(padded(time.year, count))
      case ("M", 1...2): put(padded(time.month, count))
      case ("d", 1...2): put(padded(time.dayOfMonth, count))
      case ("H", 1...2): put(padded(time.hour, count))
      case ("m", 1...2): put(padded(time.minute, count))
      case ("s", 1...2): put(padded(time.second, count))
      case ("E", 1...3): put(time.weekday.koreanSymbol)
      default: return nil
      }
    }
    return String(output)
  }

  /// The same pattern through `DateFormatter`, where the two are meant to agree.
  private static func compareWithFoundation(_ text: String, date: Date, offset: Int, formatted: String) {
    // Foundation's Gregorian calendar is Julian before 1582, the kit clamps instants outside years 1...9999,
    // ICU pads a year to at most 10 digits (the kit to the field's width), and an unclosed quote is the kit's
    // own choice (literal to the end).
    guard (firstComparableSecond...lastComparableSecond).contains(date.timeIntervalSince1970),
      text.filter({ $0 == "'" }).count % 2 == 0, !text.contains(String(repeating: "y", count: 11)),
      let zone = TimeZone(secondsFromGMT: offset)
    else { return }
    formatter.timeZone = zone
    formatter.dateFormat = text
    let expected = formatter.string(from: date)
    fuzzCheck(formatted == expected, "\(text.debugDescription) at \(date) \(offset): \(formatted) ≠ \(expected)")
  }

  /// One formatter for every input: creating one costs more than applying a pattern. libFuzzer calls the target
  /// from one thread (the formatter is mutated per input; `DateFormatter` is `Sendable` only by its own locking).
  private static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "ko_KR")
    formatter.calendar = Calendar(identifier: .gregorian)
    return formatter
  }()

  /// 1600-01-02 and 9999-12-30 in UTC: a day inside years 1600...9999 in every zone.
  private static let firstComparableSecond: Double = -11_676_009_600
  private static let lastComparableSecond: Double = 253_402_128_000

  /// Whole seconds, mostly this century, sometimes anywhere (clamped by `LocalDateTime`).
  private static func instant(_ reader: inout FuzzReader) -> Date {
    if reader.byte() % 8 == 0 { return Date(timeIntervalSince1970: Double(reader.anyInt() / 1_000_000)) }
    return Date(timeIntervalSince1970: Double(reader.int(in: 0...65_535) * reader.int(in: 0...65_535)))
  }
}
