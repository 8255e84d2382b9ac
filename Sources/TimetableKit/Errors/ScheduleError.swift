/// A clock time, interval or period clock that cannot exist.
public enum ScheduleError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An interval that is empty, reversed, negative or past 48:00.
  case invalidInterval(startMinute: Int, endMinute: Int)
  /// A clock text that is not "H:MM" or "HH:MM".
  case invalidClockText(String)
  /// A period clock that does not give one interval for each of the 15 periods.
  case wrongPeriodCount(expected: Int, found: Int)
  /// A period that starts before the previous one ends: periods must be in order and apart.
  case overlappingPeriods(period: Int)
  /// A uniform clock with a non-positive length, a step shorter than the length, or a start outside the day.
  case invalidUniformClock(firstStart: Int, length: Int, step: Int)

  /// A readable explanation naming the input at fault.
  public var description: String {
    switch self {
    case .invalidInterval(let start, let end):
      "invalid clock interval \(start)..<\(end) minutes: the start must come before the end, within 0...2880"
    case .invalidClockText(let text):
      "invalid clock time \"\(text)\": expected H:MM or HH:MM"
    case .wrongPeriodCount(let expected, let found):
      "a period clock needs \(expected) periods, found \(found)"
    case .overlappingPeriods(let period):
      "period \(period) starts before period \(period - 1) ends"
    case .invalidUniformClock(let firstStart, let length, let step):
      "invalid uniform clock (first start \(firstStart), length \(length), step \(step)): the length must be "
        + "positive and no longer than the step, and the times within 0...2880 minutes"
    }
  }
}
