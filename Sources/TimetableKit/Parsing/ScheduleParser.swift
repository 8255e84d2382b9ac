/// Parses the time/room strings of Korean university course records into ``TimeSlot``s.
///
/// The grammar, as seen in every one of the 3,979 distinct strings of four USW semesters:
///
/// ```
/// text     := group ("," group)*
/// group    := location "(" day periods (" " day periods)* ")"
/// day      := 월 | 화 | 수 | 목 | 금 | 토 | 일
/// periods  := n ("," n)*          n in 1...15
/// ```
///
/// Examples: `미래521(수3,4)`, `음악109(화1,2 수3,4)`, `IT106(금1,2),IT306(금3)`, `(월1,2 목1)`.
/// Numerically consecutive periods merge into one slot and gaps stay apart, so `2공학204(화1,2,3,5,6,7)` is two
/// slots, 1-3 and 5-7 (a day named twice in one group merges the same way); a blank location becomes "미정". The parser is lenient where real data is: extra spaces
/// anywhere (a location may itself contain one: `강의실 B215(화5,6,7)`), a trailing comma, periods out of order
/// or repeated, groups separated by spaces only. Anything else is a ``ScheduleParseError`` that quotes the string
/// and the position; the parser never traps, whatever the input.
///
/// - Complexity: O(*n*) in the UTF-8 length of the text; one pass, no regular expressions.
public enum ScheduleParser {
  /// The periods a slot may name: 1...15.
  public static let periodRange: ClosedRange<Int> = 1...15

  /// The location given to slots whose string names none: "미정".
  public static let unknownLocation = "미정"

  /// The slots of a time/room string, in the order they appear in the text.
  ///
  /// An empty or blank text gives no slots (an unscheduled course).
  ///
  /// ```swift
  /// try ScheduleParser.parse("생활202(목9,10),생활302(화6,7,8 금9)")
  /// // [생활202 목9-10, 생활302 화6-8, 생활302 금9]
  /// ```
  public static func parse(_ text: String) throws(ScheduleParseError) -> [TimeSlot] {
    var copy = text
    let result = copy.withUTF8 { bytes in
      var parser = Parser(bytes: bytes)
      return parser.parseText()
    }
    switch result {
    case .success(let slots):
      return slots
    case .failure(let failure):
      throw failure.error(in: text)
    }
  }
}

/// A parse failure before it is turned into a ``ScheduleParseError``: positions are UTF-8 offsets here and
/// become character positions (and the offending character) only when the error is reported.
struct ParseFailure: Error {
  enum Kind {
    case unbalancedParenthesis
    case missingTimes
    case emptyGroup
    case unknownDay
    case emptyPeriodList
    case periodOutOfRange(Int)
    case unexpectedCharacter
  }

  var kind: Kind
  var offset: Int

  func error(in text: String) -> ScheduleParseError {
    let utf8 = text.utf8
    let index = utf8.index(utf8.startIndex, offsetBy: min(max(offset, 0), utf8.count))
    let position = text.distance(from: text.startIndex, to: index)
    let found = text[index...].first.map(String.init) ?? "end of text"
    switch kind {
    case .unbalancedParenthesis: return .unbalancedParenthesis(text: text, position: position)
    case .missingTimes: return .missingTimes(text: text, position: position)
    case .emptyGroup: return .emptyGroup(text: text, position: position)
    case .unknownDay: return .unknownDay(text: text, position: position, found: found)
    case .emptyPeriodList: return .emptyPeriodList(text: text, position: position)
    case .periodOutOfRange(let period): return .periodOutOfRange(text: text, position: position, period: period)
    case .unexpectedCharacter: return .unexpectedCharacter(text: text, position: position, found: found)
    }
  }
}

/// The single-pass parser over the UTF-8 bytes of one string.
private struct Parser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var slots: [TimeSlot] = []

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  private static let openParenthesis: UInt8 = 0x28
  private static let closeParenthesis: UInt8 = 0x29
  private static let comma: UInt8 = 0x2C

  var atEnd: Bool { index >= bytes.count }

  mutating func parseText() -> Result<[TimeSlot], ParseFailure> {
    skipSpaces()
    while !atEnd {
      if let failure = parseGroup() { return .failure(failure) }
      skipSpaces()
      if !atEnd, bytes[index] == Self.comma {
        index += 1
        skipSpaces()
      }
    }
    return .success(slots)
  }

  /// One `location(day periods ...)` group; returns the failure, if any.
  private mutating func parseGroup() -> ParseFailure? {
    let locationStart = index
    while !atEnd, bytes[index] != Self.openParenthesis {
      switch bytes[index] {
      case Self.closeParenthesis: return ParseFailure(kind: .unbalancedParenthesis, offset: index)
      case Self.comma: return missingTimesFailure(locationStart: locationStart)
      default: index += 1
      }
    }
    if atEnd { return ParseFailure(kind: .missingTimes, offset: locationStart) }
    let location = locationText(locationStart..<index)
    let open = index
    index += 1
    skipSpaces()
    if atEnd { return ParseFailure(kind: .unbalancedParenthesis, offset: open) }
    if bytes[index] == Self.closeParenthesis { return ParseFailure(kind: .emptyGroup, offset: open) }

    // A day named twice in one group ("월1,2 월3") merges, so its runs still come out merged; days keep the
    // order of their first appearance. Fixed-size storage: no allocation per group.
    var periodsByDay = SIMD8<UInt16>()
    var dayOrder: UInt32 = 0
    var dayCount = 0
    while true {
      skipSpaces()
      if atEnd { return ParseFailure(kind: .unbalancedParenthesis, offset: open) }
      let dayOffset = index
      guard let day = readDay() else {
        if bytes[index] == Self.closeParenthesis { break }  // "(월1, )": trailing separator
        if bytes[index] == Self.openParenthesis { return ParseFailure(kind: .unexpectedCharacter, offset: index) }
        return ParseFailure(kind: .unknownDay, offset: index)
      }
      skipSpaces()
      if atEnd { return ParseFailure(kind: .unbalancedParenthesis, offset: open) }
      guard bytes[index].isASCIIDigit else {
        if bytes[index] == Self.closeParenthesis || bytes[index] == Self.comma || isDayAhead() {
          return ParseFailure(kind: .emptyPeriodList, offset: dayOffset)
        }
        return ParseFailure(kind: .unexpectedCharacter, offset: index)
      }
      var periods: UInt16 = 0
      // Period numbers separated by commas; a comma may also separate days or trail before ")".
      numbers: while true {
        let numberOffset = index
        var value = 0
        while !atEnd, bytes[index].isASCIIDigit {
          value = min(value * 10 + Int(bytes[index] - 0x30), 1_000)
          index += 1
        }
        guard ScheduleParser.periodRange.contains(value) else {
          return ParseFailure(kind: .periodOutOfRange(value), offset: numberOffset)
        }
        periods |= 1 << UInt16(value - 1)
        skipSpaces()
        if atEnd { return ParseFailure(kind: .unbalancedParenthesis, offset: open) }
        if bytes[index] == Self.comma {
          index += 1
          skipSpaces()
          if atEnd { return ParseFailure(kind: .unbalancedParenthesis, offset: open) }
          if bytes[index].isASCIIDigit { continue numbers }
        }
        break numbers
      }
      let dayIndex = day.isoNumber - 1
      if periodsByDay[dayIndex] == 0 {
        dayOrder |= UInt32(dayIndex) << UInt32(3 * dayCount)
        dayCount += 1
      }
      periodsByDay[dayIndex] |= periods
      if bytes[index] == Self.closeParenthesis { break }
      if !isDayAhead() { return ParseFailure(kind: failureKindForStray(), offset: index) }
    }
    index += 1  // the closing parenthesis
    for position in 0..<dayCount {
      let dayIndex = Int((dayOrder >> UInt32(3 * position)) & 0b111)
      guard let day = Weekday(isoNumber: dayIndex + 1) else { continue }
      appendRuns(of: periodsByDay[dayIndex], on: day, at: location)
    }
    return nil
  }

  /// A location cut short by a comma: when a ")" comes before any "(" the parenthesis is the problem
  /// ("미래521수3,4)"), otherwise the location has no times ("미래521,IT106(금1)").
  private func missingTimesFailure(locationStart: Int) -> ParseFailure {
    var ahead = index
    while ahead < bytes.count, bytes[ahead] != Self.openParenthesis {
      if bytes[ahead] == Self.closeParenthesis { return ParseFailure(kind: .unbalancedParenthesis, offset: ahead) }
      ahead += 1
    }
    return ParseFailure(kind: .missingTimes, offset: locationStart)
  }

  /// What a stray character inside the parentheses is: an unknown day where a day could start, else unexpected.
  private func failureKindForStray() -> ParseFailure.Kind {
    let byte = bytes[index]
    return byte.isASCIIDigit || byte == Self.comma || byte == Self.openParenthesis ? .unexpectedCharacter : .unknownDay
  }

  /// Splits a set of periods into runs of consecutive numbers, one slot each.
  private mutating func appendRuns(of periods: UInt16, on day: Weekday, at location: String) {
    WeekMask.forEachRun(periods) { run in
      slots.append(TimeSlot(location: location, day: day, startPeriod: run.lowerBound, endPeriod: run.upperBound))
    }
  }

  /// Reads a day symbol at the cursor and moves past it, or returns `nil` without moving.
  private mutating func readDay() -> Weekday? {
    guard let day = dayAt(index) else { return nil }
    index += 3
    return day
  }

  private func isDayAhead() -> Bool { dayAt(index) != nil }

  /// The weekday whose three-byte UTF-8 symbol starts at `offset`.
  private func dayAt(_ offset: Int) -> Weekday? {
    guard offset + 2 < bytes.count else { return nil }
    let (first, second, third) = (bytes[offset], bytes[offset + 1], bytes[offset + 2])
    for (number, symbol) in daySymbols.enumerated()
    where symbol.0 == first && symbol.1 == second && symbol.2 == third {
      return Weekday(isoNumber: number + 1)
    }
    return nil
  }

  /// The location between `range`, trimmed; "미정" when blank.
  private func locationText(_ range: Range<Int>) -> String {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, let width = spaceWidth(at: lower) { lower += width }
    while lower < upper, let width = spaceWidth(endingAt: upper) { upper -= width }
    guard lower < upper else { return ScheduleParser.unknownLocation }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
  }

  private mutating func skipSpaces() {
    while let width = spaceWidth(at: index) { index += width }
  }

  /// The UTF-8 width of a space at `offset`: ASCII whitespace, no-break space (U+00A0) or ideographic
  /// space (U+3000); `nil` for anything else.
  private func spaceWidth(at offset: Int) -> Int? {
    guard offset < bytes.count else { return nil }
    switch bytes[offset] {
    case 0x20, 0x09, 0x0A, 0x0D: return 1
    case 0xC2 where offset + 1 < bytes.count && bytes[offset + 1] == 0xA0: return 2
    case 0xE3 where offset + 2 < bytes.count && bytes[offset + 1] == 0x80 && bytes[offset + 2] == 0x80: return 3
    default: return nil
    }
  }

  /// The width of a space that ends just before `end`, or `nil`.
  private func spaceWidth(endingAt end: Int) -> Int? {
    var width = 1
    while width <= 3 {
      if end - width >= 0, spaceWidth(at: end - width) == width { return width }
      width += 1
    }
    return nil
  }
}

/// The UTF-8 bytes of 월 화 수 목 금 토 일, Monday first.
private let daySymbols: [(UInt8, UInt8, UInt8)] = ["월", "화", "수", "목", "금", "토", "일"].map { symbol in
  let bytes = Array(symbol.utf8)
  return (bytes[0], bytes[1], bytes[2])
}
