import Foundation

/// The text rules of iCalendar (RFC 5545) that every exported line follows.
enum ICalendarFormat {
  /// The longest line, in octets, before it is folded (RFC 5545 §3.1).
  static let maximumLineOctets = 75

  /// Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma get a backslash, a line break
  /// (CRLF, LF or CR) becomes `\n`, and other control characters, which TEXT cannot hold, become spaces.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func escapeText(_ text: String) -> String {
    var escaped = String.UnicodeScalarView()
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\\", ";", ",":
        escaped.append("\\")
        escaped.append(scalar)
      case "\n":
        if !previousWasCarriageReturn { escaped.append(contentsOf: "\\n".unicodeScalars) }
      case "\r":
        escaped.append(contentsOf: "\\n".unicodeScalars)
      case "\t":
        escaped.append(scalar)
      default:
        escaped.append(scalar.properties.generalCategory == .control ? " " : scalar)
      }
    }
    return String(escaped)
  }

  /// Folds a content line so that no physical line exceeds 75 octets: a break (CRLF) and one space before each
  /// continuation. Breaks fall between Unicode scalars, never inside a UTF-8 sequence. The result ends in CRLF.
  ///
  /// - Complexity: O(*n*) in the length of the line.
  static func fold(_ line: String) -> String {
    var folded = ""
    folded.reserveCapacity(line.utf8.count + line.utf8.count / 37 + 2)
    var octets = 0
    for scalar in line.unicodeScalars {
      let width = UTF8.width(scalar)
      if octets + width > maximumLineOctets {
        folded += "\r\n "
        octets = 1
      }
      folded.unicodeScalars.append(scalar)
      octets += width
    }
    return folded + "\r\n"
  }

  /// A folded content line `NAME;PARAMETERS:value`; `value` must already be escaped where it is TEXT.
  static func line(_ name: String, parameters: String = "", _ value: String) -> String {
    fold(name + (parameters.isEmpty ? "" : ";" + parameters) + ":" + value)
  }

  /// A DATE value: `20260321`.
  static func date(_ day: CalendarDay) -> String { day.formatted(.basic) }

  /// A UTC DATE-TIME value: `20260302T083000Z`.
  static func utcDateTime(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    guard seconds.isFinite, abs(seconds) < 253_402_300_800 else { return "19700101T000000Z" }
    let whole = Int(seconds)
    let (days, secondOfDay) = (whole.floorDivided(by: 86_400), whole.floorModulo(86_400))
    let day = CalendarDay(dayNumber: days)
    let time = [secondOfDay / 3_600, secondOfDay % 3_600 / 60, secondOfDay % 60]
      .map { $0 < 10 ? "0\($0)" : "\($0)" }.joined()
    return day.formatted(.basic) + "T" + time + "Z"
  }
}

extension Int {
  fileprivate func floorDivided(by divisor: Int) -> Int {
    let quotient = self / divisor
    return self % divisor < 0 ? quotient - 1 : quotient
  }

  fileprivate func floorModulo(_ divisor: Int) -> Int {
    let remainder = self % divisor
    return remainder < 0 ? remainder + divisor : remainder
  }
}
