/// A date or time pattern in `DateFormatter` notation, formatted by hand without a formatter or a locale.
///
/// The history shows thousands of dates ("23.12.27") and times ("20:58"); creating or even using a
/// `DateFormatter` per row costs microseconds each, while this pattern, compiled once, writes the digits
/// directly. It supports the fields an app's lists use:
///
/// | field | meaning |
/// | --- | --- |
/// | `yy` | two-digit year, "23" |
/// | `y`, `yyyy` | full year, padded to the field's width, "2023" |
/// | `M`, `MM` | month, "1" / "01" |
/// | `d`, `dd` | day of the month |
/// | `H`, `HH` | hour, 0...23 |
/// | `m`, `mm` | minute |
/// | `s`, `ss` | second |
/// | `E` | the weekday's one-syllable Korean name, "수" |
///
/// Text in single quotes is literal (`''` is a quote); characters other than ASCII letters are literal too, so
/// `"yyyy년 M월 d일 (E)"` works as written.
public struct DisplayPattern: Sendable, Equatable, Hashable, CustomStringConvertible {
  enum Field: Hashable {
    case literal([UInt8])
    case twoDigitYear
    case year(width: Int)
    case month(width: Int)
    case day(width: Int)
    case hour(width: Int)
    case minute(width: Int)
    case second(width: Int)
    case weekday
  }

  /// The pattern as written.
  public let pattern: String
  let fields: [Field]
  /// The most UTF-8 bytes one formatted value can take.
  let capacity: Int

  /// Compiles a pattern.
  ///
  /// - Throws: ``WagerError/unsupportedPatternField(pattern:field:)`` for an unquoted ASCII letter outside the
  ///   table above (for example `a` or `MMM`).
  public init(_ pattern: String) throws(WagerError) {
    self.pattern = pattern
    var fields: [Field] = []
    var literal: [UInt8] = []
    var characters = Array(pattern.unicodeScalars)[...]
    func flushLiteral() {
      if !literal.isEmpty { fields.append(.literal(literal)) }
      literal.removeAll()
    }
    while let scalar = characters.first {
      if scalar == "'" {
        characters.removeFirst()
        // '' outside quotes is a quote; otherwise copy up to the closing quote (or the end).
        if characters.first == "'" {
          literal.append(UInt8(ascii: "'"))
          characters.removeFirst()
          continue
        }
        while let inner = characters.first {
          characters.removeFirst()
          if inner == "'" {
            guard characters.first == "'" else { break }
            characters.removeFirst()
          }
          literal.append(contentsOf: String(inner).utf8)
        }
        continue
      }
      guard scalar.isASCII, scalar.properties.isAlphabetic else {
        literal.append(contentsOf: String(scalar).utf8)
        characters.removeFirst()
        continue
      }
      let run = characters.prefix(while: { $0 == scalar }).count
      characters.removeFirst(run)
      guard let field = Self.field(letter: scalar, count: run) else {
        throw .unsupportedPatternField(pattern: pattern, field: String(repeating: String(scalar), count: run))
      }
      flushLiteral()
      fields.append(field)
    }
    flushLiteral()
    self.fields = fields
    self.capacity = fields.reduce(0) { $0 + Self.maximumBytes(of: $1) }
  }

  private static func field(letter: Unicode.Scalar, count: Int) -> Field? {
    switch (letter, count) {
    case ("y", 2): .twoDigitYear
    case ("y", _): .year(width: count)
    case ("M", 1...2): .month(width: count)
    case ("d", 1...2): .day(width: count)
    case ("H", 1...2): .hour(width: count)
    case ("m", 1...2): .minute(width: count)
    case ("s", 1...2): .second(width: count)
    case ("E", 1...3): .weekday
    default: nil
    }
  }

  private static func maximumBytes(of field: Field) -> Int {
    switch field {
    case .literal(let bytes): bytes.count
    case .twoDigitYear: 2
    case .year(let width): max(width, 4)
    case .month(let width), .day(let width), .hour(let width), .minute(let width), .second(let width): max(width, 2)
    case .weekday: 3
    }
  }

  /// The pattern as written.
  public var description: String { pattern }

  /// "yy.MM.dd", the history's date ("23.12.27").
  public static let shortDate = DisplayPattern(known: "yy.MM.dd")
  /// "HH:mm", the history's report time ("20:58").
  public static let hourMinute = DisplayPattern(known: "HH:mm")

  /// Compiles a pattern written in this file; a typo shows up as a literal pattern, never as a crash.
  private init(known pattern: String) {
    self = (try? DisplayPattern(pattern)) ?? DisplayPattern(literal: pattern)
  }

  private init(literal pattern: String) {
    self.pattern = pattern
    self.fields = [.literal(Array(pattern.utf8))]
    self.capacity = pattern.utf8.count
  }

  public static func == (lhs: DisplayPattern, rhs: DisplayPattern) -> Bool {
    lhs.pattern == rhs.pattern
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pattern)
  }

  /// Formats a local wall-clock time.
  ///
  /// - Complexity: O(pattern length); no allocation for results of up to 15 bytes.
  func format(_ time: LocalTime) -> String {
    String(unsafeUninitializedCapacity: capacity) { buffer in
      var count = 0
      func put(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
      }
      func digits(_ value: Int, width: Int) {
        // Values here are non-negative and below 10,000.
        var divisor = 1
        var length = 1
        while divisor * 10 <= value {
          divisor *= 10
          length += 1
        }
        for _ in length..<max(width, length) { put(UInt8(ascii: "0")) }
        var remainder = value
        while divisor > 0 {
          put(UInt8(ascii: "0") + UInt8(remainder / divisor))
          remainder %= divisor
          divisor /= 10
        }
      }
      for field in fields {
        switch field {
        case .literal(let bytes): for byte in bytes { put(byte) }
        case .twoDigitYear: digits(time.year % 100, width: 2)
        case .year(let width): digits(time.year, width: width)
        case .month(let width): digits(time.month, width: width)
        case .day(let width): digits(time.dayOfMonth, width: width)
        case .hour(let width): digits(time.hour, width: width)
        case .minute(let width): digits(time.minute, width: width)
        case .second(let width): digits(time.second, width: width)
        case .weekday: for byte in time.weekday.koreanSymbol.utf8 { put(byte) }
        }
      }
      return count
    }
  }
}
