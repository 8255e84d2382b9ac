/// A time/room string that does not follow the course schedule grammar.
///
/// Every case quotes the whole string and the position of the problem, counted in characters from 0, so a log
/// line says exactly where a record went wrong:
///
/// ```
/// unknown day "X" at position 11 in "미래521(월1,2 X3)": expected 월 화 수 목 금 토 or 일
/// ```
public enum ScheduleParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A "(" that is never closed, or a ")" that was never opened; `position` is that parenthesis.
  case unbalancedParenthesis(text: String, position: Int)
  /// A location with no parenthesised times after it ("미래521" or "미래521,IT106(금1)").
  case missingTimes(text: String, position: Int)
  /// Parentheses with nothing inside: "미래521()".
  case emptyGroup(text: String, position: Int)
  /// Something other than 월 화 수 목 금 토 일 where a day must be.
  case unknownDay(text: String, position: Int, found: String)
  /// A day with no period numbers after it: "미래521(수)".
  case emptyPeriodList(text: String, position: Int)
  /// A period outside 1...15, such as 0 or 16.
  case periodOutOfRange(text: String, position: Int, period: Int)
  /// Any other character where it cannot be.
  case unexpectedCharacter(text: String, position: Int, found: String)

  /// The string that failed to parse.
  public var text: String {
    switch self {
    case .unbalancedParenthesis(let text, _), .missingTimes(let text, _), .emptyGroup(let text, _),
      .unknownDay(let text, _, _), .emptyPeriodList(let text, _), .periodOutOfRange(let text, _, _),
      .unexpectedCharacter(let text, _, _):
      text
    }
  }

  /// Where the problem is, in characters from the start of ``text``.
  public var position: Int {
    switch self {
    case .unbalancedParenthesis(_, let position), .missingTimes(_, let position), .emptyGroup(_, let position),
      .unknownDay(_, let position, _), .emptyPeriodList(_, let position), .periodOutOfRange(_, let position, _),
      .unexpectedCharacter(_, let position, _):
      position
    }
  }

  /// A readable explanation naming the input at fault.
  public var description: String {
    let place = "at position \(position) in \"\(text)\""
    return switch self {
    case .unbalancedParenthesis: "unbalanced parenthesis \(place)"
    case .missingTimes: "location without times \(place): expected \"(\" and a day with periods"
    case .emptyGroup: "empty parentheses \(place): expected a day with periods"
    case .unknownDay(_, _, let found): "unknown day \"\(found)\" \(place): expected 월 화 수 목 금 토 or 일"
    case .emptyPeriodList: "day without periods \(place)"
    case .periodOutOfRange(_, _, let period):
      "period \(period) out of range \(place): periods run \(ScheduleParser.periodRange.lowerBound)..."
        + "\(ScheduleParser.periodRange.upperBound)"
    case .unexpectedCharacter(_, _, let found): "unexpected \"\(found)\" \(place)"
    }
  }
}
