/// Why a text or a set of numbers is not a ``CalendarDay``.
public enum CalendarDayError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The numbers name no day of years 1...9999 (month 13, 30 February, ...).
  case invalidDate(year: Int, month: Int, day: Int)
  /// The text does not have the expected shape.
  case malformed(text: String, expected: CalendarDay.Format)

  public var description: String {
    switch self {
    case .invalidDate(let year, let month, let day):
      "no such day: year \(year), month \(month), day \(day)"
    case .malformed(let text, let expected):
      "\"\(text)\" is not a date in the form \(expected.pattern)"
    }
  }
}

extension CalendarDay {
  /// The textual forms of a day that the kits' data uses.
  public enum Format: Sendable, Equatable {
    /// "2026-11-21" (ISO 8601 extended; KOBIS box-office `openDt`).
    case extended
    /// "20261121" (ISO 8601 basic; KOBIS `targetDt` and movie-info `openDt`).
    case basic

    /// The pattern in `DateFormatter` notation, for messages.
    public var pattern: String {
      switch self {
      case .extended: "yyyy-MM-dd"
      case .basic: "yyyyMMdd"
      }
    }
  }

  /// Parses a day written in `format`; surrounding whitespace is not accepted.
  ///
  /// - Throws: ``CalendarDayError/malformed(text:expected:)`` for the wrong shape, and
  ///   ``CalendarDayError/invalidDate(year:month:day:)`` for a well-formed day that does not exist.
  public init(parsing text: some StringProtocol, format: Format) throws(CalendarDayError) {
    // Walks the UTF-8 bytes once without copying them: box-office mapping parses a date per row.
    let separatorOffsets: (Int, Int) = format == .extended ? (4, 7) : (-1, -1)
    guard text.utf8.count == (format == .extended ? 10 : 8) else {
      throw .malformed(text: String(text), expected: format)
    }
    var year = 0
    var month = 0
    var day = 0
    var digitIndex = 0
    for (offset, byte) in text.utf8.enumerated() {
      if offset == separatorOffsets.0 || offset == separatorOffsets.1 {
        guard byte == UInt8(ascii: "-") else { throw .malformed(text: String(text), expected: format) }
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
        throw .malformed(text: String(text), expected: format)
      }
      let digit = Int(byte &- UInt8(ascii: "0"))
      switch digitIndex {
      case 0..<4: year = year * 10 + digit
      case 4..<6: month = month * 10 + digit
      default: day = day * 10 + digit
      }
      digitIndex += 1
    }
    try self.init(year: year, month: month, day: day)
  }

  /// The day written in `format`, with four-digit years ("0999-01-02").
  public func formatted(_ format: Format) -> String {
    let (year, month, day) = (self.year, self.month, self.day)
    let separator = format == .extended ? "-" : ""
    return Self.padded(year, 4) + separator + Self.padded(month, 2) + separator + Self.padded(day, 2)
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

extension CalendarDay: LosslessStringConvertible {
  /// Parses "yyyy-MM-dd", or returns `nil`; use ``init(parsing:format:)`` for the reason.
  public init?(_ description: String) {
    guard let day = try? CalendarDay(parsing: description, format: .extended) else { return nil }
    self = day
  }

  /// The day as "yyyy-MM-dd".
  public var description: String { formatted(.extended) }
}

extension CalendarDay: Codable {
  /// Decodes "yyyy-MM-dd"; anything else is a `DecodingError.dataCorrupted` that quotes the text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try CalendarDay(parsing: text, format: .extended)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the day as "yyyy-MM-dd".
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
