/// A date or time pattern in `DateFormatter` notation, formatted by hand without a formatter or a locale.
///
/// The history shows thousands of dates ("23.12.27") and times ("20:58"); creating or even using a
/// `DateFormatter` per row costs microseconds each, while this pattern, compiled once into a short byte program,
/// writes the digits directly. It supports the fields an app's lists use:
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
  /// The operations of a compiled pattern; each takes one argument byte (a width, or a literal's length).
  enum Operation: UInt8 {
    case literal, twoDigitYear, year, month, day, hour, minute, second, weekday
  }

  /// Which parts of a time a pattern reads, so formatted values can be reused for equal keys.
  enum Resolution {
    /// Only the hour and minute: one value per minute of the day.
    case minuteOfDay
    /// Only date fields: one value per day.
    case day
    /// Anything else.
    case instant
  }

  /// The pattern as written.
  public let pattern: String
  /// Pairs of (operation, argument); a literal's bytes follow its pair.
  let program: [UInt8]
  /// The most UTF-8 bytes one formatted value can take.
  let capacity: Int
  let resolution: Resolution

  /// Compiles a pattern.
  ///
  /// - Throws: ``WagerError/unsupportedPatternField(pattern:field:)`` for an unquoted ASCII letter outside the
  ///   table above (for example `a` or `MMM`).
  public init(_ pattern: String) throws(WagerError) {
    var program: [UInt8] = []
    var capacity = 0
    var literal: [UInt8] = []
    var usesDate = false
    var usesTime = false
    var usesSeconds = false
    func flushLiteral() {
      // Chunks of at most 255 bytes, the largest length one argument byte holds.
      var rest = literal[...]
      while !rest.isEmpty {
        let chunk = rest.prefix(255)
        program += [Operation.literal.rawValue, UInt8(chunk.count)] + chunk
        rest = rest.dropFirst(chunk.count)
      }
      capacity += literal.count
      literal.removeAll()
    }
    var characters = Array(pattern.unicodeScalars)[...]
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
      guard let (operation, width) = Self.operation(letter: scalar, count: run) else {
        throw .unsupportedPatternField(pattern: pattern, field: String(repeating: String(scalar), count: run))
      }
      flushLiteral()
      program += [operation.rawValue, UInt8(width)]
      switch operation {
      case .weekday: capacity += 3
      case .year: capacity += max(width, 4)
      default: capacity += max(width, 2)
      }
      switch operation {
      case .hour, .minute: usesTime = true
      case .second: usesSeconds = true
      default: usesDate = true
      }
    }
    flushLiteral()
    self.pattern = pattern
    self.program = program
    self.capacity = capacity
    self.resolution =
      usesSeconds || (usesDate && usesTime) ? .instant : (usesTime ? .minuteOfDay : .day)
  }

  private static func operation(letter: Unicode.Scalar, count: Int) -> (Operation, Int)? {
    switch (letter, count) {
    case ("y", 2): (.twoDigitYear, 2)
    case ("y", 1...255): (.year, count)
    case ("M", 1...2): (.month, count)
    case ("d", 1...2): (.day, count)
    case ("H", 1...2): (.hour, count)
    case ("m", 1...2): (.minute, count)
    case ("s", 1...2): (.second, count)
    case ("E", 1...3): (.weekday, 3)
    default: nil
    }
  }

  /// The pattern as written.
  public var description: String { pattern }

  /// "yy.MM.dd", the history's date ("23.12.27").
  public static let shortDate = DisplayPattern(known: "yy.MM.dd")
  /// "HH:mm", the history's report time ("20:58").
  public static let hourMinute = DisplayPattern(known: "HH:mm")

  /// Compiles a pattern written in this file; a typo shows up as an empty pattern, never as a crash.
  private init(known pattern: String) {
    self = (try? DisplayPattern(pattern)) ?? DisplayPattern(empty: pattern)
  }

  private init(empty pattern: String) {
    self.pattern = pattern
    self.program = []
    self.capacity = 0
    self.resolution = .day
  }

  /// Patterns are equal when they are written the same.
  public static func == (lhs: DisplayPattern, rhs: DisplayPattern) -> Bool {
    lhs.pattern == rhs.pattern
  }

  /// Hashes the pattern as written.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pattern)
  }

  /// Formats a local wall-clock time.
  ///
  /// - Complexity: O(pattern length); no allocation for results of up to 15 bytes.
  func format(_ time: LocalDateTime) -> String {
    let needsDate = resolution != .minuteOfDay
    let (year, month, day) = needsDate ? (time.year, time.month, time.dayOfMonth) : (0, 0, 0)
    return program.withUnsafeBufferPointer { program in
      String(unsafeUninitializedCapacity: capacity) { output in
        var writer = Writer(output: output)
        var index = 0
        while index + 1 < program.count {
          let argument = Int(program[index + 1])
          let operation = Operation(rawValue: program[index]) ?? .literal
          index += 2
          switch operation {
          case .literal:
            let end = min(index + argument, program.count)
            while index < end {
              writer.put(program[index])
              index += 1
            }
          case .twoDigitYear: writer.digits(year % 100, width: 2)
          case .year: writer.digits(year, width: argument)
          case .month: writer.digits(month, width: argument)
          case .day: writer.digits(day, width: argument)
          case .hour: writer.digits(time.hour, width: argument)
          case .minute: writer.digits(time.minute, width: argument)
          case .second: writer.digits(time.second, width: argument)
          case .weekday: for byte in time.weekday.koreanSymbol.utf8 { writer.put(byte) }
          }
        }
        return writer.count
      }
    }
  }

  /// Writes bytes into a buffer, dropping any beyond its end (the capacity is computed so that none are).
  private struct Writer {
    let output: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    mutating func put(_ byte: UInt8) {
      guard count < output.count else { return }
      output[count] = byte
      count += 1
    }

    /// A non-negative value below 10,000, zero-padded to `width`.
    mutating func digits(_ value: Int, width: Int) {
      var divisor = 1
      var length = 1
      while divisor <= value / 10 {
        divisor *= 10
        length += 1
      }
      for _ in length..<max(width, length) { put(UInt8(ascii: "0")) }
      var remainder = value
      while divisor > 0 {
        put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remainder / divisor))
        remainder %= divisor
        divisor /= 10
      }
    }
  }
}

/// Formats with a pattern, reusing the text of equal times: a minute-of-day pattern ("HH:mm") has at most 1,440
/// distinct values, and a date pattern repeats for every battle of the same day.
struct DisplayPatternMemo {
  let pattern: DisplayPattern
  private var byMinute: [String?] = []
  private var lastDay: (number: Int, text: String)?

  init(_ pattern: DisplayPattern) {
    self.pattern = pattern
  }

  mutating func format(_ time: LocalDateTime) -> String {
    switch pattern.resolution {
    case .instant:
      return pattern.format(time)
    case .day:
      if let lastDay, lastDay.number == time.day.dayNumber { return lastDay.text }
      let text = pattern.format(time)
      lastDay = (time.day.dayNumber, text)
      return text
    case .minuteOfDay:
      let minute = time.secondOfDay / 60
      if byMinute.isEmpty { byMinute = Array(repeating: nil, count: 1_440) }
      if let text = byMinute[minute] { return text }
      let text = pattern.format(time)
      byMinute[minute] = text
      return text
    }
  }
}
