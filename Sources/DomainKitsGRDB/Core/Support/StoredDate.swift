#if SQLite
  import DomainKitsCore
  import Foundation

  /// Instants inside a row's JSON body: ISO 8601 in UTC (`2023-12-27T11:40:00Z`,
  /// `2023-12-27T11:40:00.1234567Z`), which sqlite3's date functions read (`datetime(json_extract(body,
  /// '$.createdAt'))`), with as many fraction digits as the instant needs to come back exactly: the text holds the
  /// shortest decimal that reads back as the same `Date`, so every `Date` round-trips, sub-second parts included.
  ///
  /// Foundation's default `Date` encoding, which earlier files hold, is a number of seconds since 2001-01-01 00:00
  /// UTC (`725370000`); sqlite3 users reading it as Unix time got 1992. Decoding still accepts it, and
  /// ``BodyDatesMigration`` rewrites it in existing files. Instants outside years 0001...9999 (or not finite), which
  /// ISO 8601's four-digit years cannot hold, stay numbers.
  package enum StoredDate {
    /// Seconds from 1970-01-01 to 2001-01-01, Foundation's reference date.
    private static let referenceOffset = 978_307_200

    /// The ISO 8601 text of `date`, or `nil` outside years 0001...9999.
    package static func text(_ date: Date) -> String? {
      let interval = date.timeIntervalSinceReferenceDate
      guard interval.isFinite, abs(interval) < 3e11 else { return nil }
      // The shortest decimal that reads back as `interval`, split exactly into whole seconds (floor) and a fraction.
      let decimal = ShortestDecimal(abs(interval))
      var whole = Int(decimal.integerDigits) ?? 0
      var fraction = decimal.fractionDigits
      if interval < 0 {
        whole = -whole
        if !fraction.isEmpty {
          whole -= 1
          fraction = complement(fraction)
        }
      }
      let seconds = whole + referenceOffset
      let (days, secondOfDay) = (seconds.floorDivided(by: 86_400), seconds.floorModulo(86_400))
      let day = CalendarDay(dayNumber: days)
      guard day.dayNumber == days else { return nil }
      let time = [secondOfDay / 3_600, secondOfDay % 3_600 / 60, secondOfDay % 60]
        .map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
      return day.formatted(.extended) + "T" + time + (fraction.isEmpty ? "" : "." + fraction) + "Z"
    }

    /// The instant of an ISO 8601 text ``text(_:)`` writes (`YYYY-MM-DDTHH:MM:SS[.digits]Z`), or `nil`.
    package static func date(_ text: String) -> Date? {
      let utf8 = Array(text.utf8)
      guard utf8.count >= 20, utf8[10] == UInt8(ascii: "T"), utf8[13] == UInt8(ascii: ":"),
        utf8[16] == UInt8(ascii: ":"), utf8.last == UInt8(ascii: "Z"),
        let day = try? CalendarDay(parsing: text.prefix(10), format: .extended),
        let hour = number(utf8[11..<13]), let minute = number(utf8[14..<16]), let second = number(utf8[17..<19]),
        hour < 24, minute < 60, second < 60
      else { return nil }
      var fraction = ""
      if utf8.count > 20 {
        let digits = utf8[20..<(utf8.count - 1)]
        guard utf8[19] == UInt8(ascii: "."), digits.count > 0,
          digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        fraction = String(decoding: digits, as: UTF8.self)
        while fraction.last == "0" { fraction.removeLast() }
      } else {
        guard utf8[19] == UInt8(ascii: "Z") else { return nil }
      }
      var whole = day.dayNumber * 86_400 + hour * 3_600 + minute * 60 + second - referenceOffset
      // Back to the decimal the text was made from: for an instant before 2001, the fraction counts down from the
      // next whole second.
      var sign = ""
      if whole < 0 {
        sign = "-"
        if !fraction.isEmpty {
          whole += 1
          fraction = complement(fraction)
        }
        whole = -whole
      }
      guard let interval = Double(sign + "\(whole)" + (fraction.isEmpty ? "" : "." + fraction)) else { return nil }
      return Date(timeIntervalSinceReferenceDate: interval)
    }

    /// `1 - 0.digits` as the digits after the point: each digit's nine's complement, the last one's ten's
    /// complement. `digits` ends in a non-zero digit, so there is no carry and the result ends in one too.
    private static func complement(_ digits: String) -> String {
      var result = Array(digits.utf8).map { UInt8(ascii: "9") - ($0 - UInt8(ascii: "0")) }
      result[result.count - 1] += 1
      return String(decoding: result, as: UTF8.self)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
      var value = 0
      for digit in digits {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
        value = value * 10 + Int(digit - UInt8(ascii: "0"))
      }
      return value
    }

    /// The shortest decimal of a non-negative finite `Double` (Swift's `description`, which round-trips), as its
    /// integer digits and its fraction digits without trailing zeros.
    private struct ShortestDecimal {
      let integerDigits: String
      let fractionDigits: String

      init(_ value: Double) {
        // `description` is `123.456`, `0.001`, `1e-05` or `1.5e+20`: digits, a point, and a power of ten.
        let text = value.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0].split(separator: ".", maxSplits: 1)
        let integer = String(mantissa[0])
        let digits = integer + (mantissa.count == 2 ? String(mantissa[1]) : "")
        // value = 0.digits × 10^point
        let point = integer.count + exponent
        let integerDigits: String
        let fractionDigits: String
        if point <= 0 {
          (integerDigits, fractionDigits) = ("0", String(repeating: "0", count: -point) + digits)
        } else if point >= digits.count {
          (integerDigits, fractionDigits) = (digits + String(repeating: "0", count: point - digits.count), "")
        } else {
          (integerDigits, fractionDigits) = (String(digits.prefix(point)), String(digits.dropFirst(point)))
        }
        var fraction = Substring(fractionDigits)
        while fraction.last == "0" { fraction.removeLast() }
        self.integerDigits = integerDigits
        self.fractionDigits = String(fraction)
      }
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
#endif
