/// Reads Bithumb's wall-clock times, which are in Korea Standard Time (UTC+9, no daylight saving since 1988),
/// straight into exact timestamps: no `DateFormatter`, no locale, no loss of the microseconds.
enum SeoulDateTime {
  /// Seconds Seoul is ahead of UTC.
  static let offsetSeconds: Int64 = 9 * 3_600

  /// "2020-01-29 12:24:18.830039" (Bithumb `contDtm`); the fraction may have 0 to 6 digits, which sets the
  /// precision (none: seconds, 1–3: milliseconds, 4–6: microseconds).
  static func timestamp(_ bytes: UnsafeBufferPointer<UInt8>, field: () -> String) throws(FeedDecodingError)
    -> ExchangeTimestamp
  {
    var reader = Reader(bytes: bytes)
    guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
      let day = reader.number(2), reader.skip(" "), let hour = reader.number(2), reader.skip(":"),
      let minute = reader.number(2), reader.skip(":"), let second = reader.number(2)
    else { throw invalid(bytes, field) }
    var fraction: Int64 = 0
    var fractionDigits = 0
    if reader.skip(".") {
      while fractionDigits < 7, let digit = reader.number(1) {
        fraction = fraction * 10 + digit
        fractionDigits += 1
      }
      guard (1...6).contains(fractionDigits) else { throw invalid(bytes, field) }
    }
    guard reader.isAtEnd,
      let seconds = secondsSince1970(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    else { throw invalid(bytes, field) }
    let precision: ExchangeTimestamp.Precision =
      fractionDigits == 0 ? .seconds : fractionDigits <= 3 ? .milliseconds : .microseconds
    let micros = fraction * FixedPoint.powersOfTen[6 - fractionDigits].asInt64
    // Four-digit years keep every product far inside Int64.
    return ExchangeTimestamp(microseconds: seconds * 1_000_000 + micros).truncated(to: precision)
  }

  /// "20200129" and "121844" (Bithumb ticker `date` and `time`), to the second.
  static func timestamp(
    date: UnsafeBufferPointer<UInt8>,
    time: UnsafeBufferPointer<UInt8>,
    field: () -> String
  ) throws(FeedDecodingError) -> ExchangeTimestamp {
    var dateReader = Reader(bytes: date)
    var timeReader = Reader(bytes: time)
    guard let year = dateReader.number(4), let month = dateReader.number(2), let day = dateReader.number(2),
      dateReader.isAtEnd, let hour = timeReader.number(2), let minute = timeReader.number(2),
      let second = timeReader.number(2), timeReader.isAtEnd,
      let seconds = secondsSince1970(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    else {
      let text = String(decoding: date, as: UTF8.self) + " " + String(decoding: time, as: UTF8.self)
      throw .invalidValue(field: field(), value: FeedDecodingError.quoted(text), expected: "yyyyMMdd HHmmss")
    }
    return ExchangeTimestamp(microseconds: seconds * 1_000_000).truncated(to: .seconds)
  }

  private static func invalid(_ bytes: UnsafeBufferPointer<UInt8>, _ field: () -> String) -> FeedDecodingError {
    .invalidValue(
      field: field(),
      value: FeedDecodingError.quoted(String(decoding: bytes, as: UTF8.self)),
      expected: "a Seoul time as yyyy-MM-dd HH:mm:ss[.SSSSSS]"
    )
  }

  /// UTC seconds since 1970 of a valid Seoul wall-clock time, or `nil` for an impossible one.
  static func secondsSince1970(year: Int64, month: Int64, day: Int64, hour: Int64, minute: Int64, second: Int64)
    -> Int64?
  {
    CivilTime.secondsSince1970(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second, offsetSeconds: offsetSeconds)
  }

  /// Reads fixed-width digit groups and separators.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    mutating func number(_ width: Int) -> Int64? {
      guard bytes.count - index >= width else { return nil }
      var value: Int64 = 0
      for offset in index..<index + width {
        let digit = bytes[offset] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int64(digit)
      }
      index += width
      return value
    }

    mutating func skip(_ separator: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: separator) else { return false }
      index += 1
      return true
    }
  }
}

extension UInt64 {
  /// The value as an `Int64` (callers pass powers of ten below 10¹⁹).
  var asInt64: Int64 { Int64(truncatingIfNeeded: self) }
}
