import FuzzSupport
import TimetableKit

/// The small hand-written field parsers: `Credits(_:)`, `ClockInterval.minutes(fromClockText:)`,
/// `ClockInterval(startText:endText:)`, `Semester(_:)` and `Semester(uswYear:termCode:)`. The first byte picks
/// the parser; the rest is the text (split at the first `|` for the two-field ones).
///
/// Checks: a parsed value is in range and its canonical text parses back to the same value.
enum FieldsTarget {
  static func run(_ bytes: [UInt8]) {
    guard let mode = bytes.first else { return }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let halves = text.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let (first, second) = (halves[0], halves.count > 1 ? halves[1] : "")
    switch mode % 5 {
    case 0:
      guard let credits = Credits(text) else { return }
      fuzzCheck(credits <= Credits.maximum && credits.tenths >= 0, "credits out of range: \(credits)")
      fuzzCheck(Credits(credits.description) == credits, "\(text.debugDescription) → \(credits) does not read back")
    case 1:
      guard let minutes = ClockInterval.minutes(fromClockText: text) else { return }
      fuzzCheck((0...ClockInterval.maximumMinute).contains(minutes), "minute out of range: \(minutes)")
      let printed = ClockInterval.clockText(minutes: minutes)
      fuzzCheck(ClockInterval.minutes(fromClockText: printed) == minutes, "\(minutes) → \(printed) does not read back")
    case 2:
      guard let interval = try? ClockInterval(startText: first, endText: second) else { return }
      fuzzCheck(interval.startMinute >= 0 && interval.duration > 0, "bad interval: \(interval)")
      fuzzCheck(interval.endMinute <= ClockInterval.maximumMinute, "interval too late: \(interval)")
    case 3:
      guard let semester = Semester(text) else { return }
      fuzzCheck(Semester(semester.description) == semester, "\(semester) does not read back")
    default:
      guard let semester = Semester(uswYear: first, termCode: second) else { return }
      fuzzCheck((1900...2999).contains(semester.year), "year out of range: \(semester)")
    }
  }
}
