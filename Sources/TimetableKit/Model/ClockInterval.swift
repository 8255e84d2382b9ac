/// A span of clock time within one day, in minutes from the start of the day, end excluded.
///
/// Minutes may pass 24:00 (1,440): USW's period 15 ends at 24:20 and is stored as 1,460, so an evening class
/// never wraps around to the morning. Two intervals that only touch (one ends at 10:20, the next starts at 10:20)
/// do not overlap.
///
/// ```swift
/// let first = try ClockInterval(startMinute: 570, endMinute: 620)  // 09:30-10:20
/// first.description                                                 // "09:30-10:20"
/// ```
public struct ClockInterval: Hashable, Codable, Sendable {
  /// The latest minute an interval may reach: 48:00, two days, far beyond any real timetable.
  public static let maximumMinute = 48 * 60

  /// The first minute of the interval, from the start of the day.
  public let startMinute: Int
  /// The minute the interval ends, excluded; always after `startMinute`.
  public let endMinute: Int

  /// Creates an interval, or throws `ScheduleError.invalidInterval` unless
  /// `0 <= startMinute < endMinute <= ClockInterval.maximumMinute`.
  public init(startMinute: Int, endMinute: Int) throws(ScheduleError) {
    guard startMinute >= 0, startMinute < endMinute, endMinute <= Self.maximumMinute else {
      throw .invalidInterval(startMinute: startMinute, endMinute: endMinute)
    }
    self.startMinute = startMinute
    self.endMinute = endMinute
  }

  /// Builds an interval the caller has already validated.
  init(validStart: Int, validEnd: Int) {
    startMinute = validStart
    endMinute = validEnd
  }

  /// Creates an interval from two clock texts such as "9:30" and "10:20" (see ``minutes(fromClockText:)``).
  public init(startText: String, endText: String) throws(ScheduleError) {
    guard let start = Self.minutes(fromClockText: startText) else { throw .invalidClockText(startText) }
    guard let end = Self.minutes(fromClockText: endText) else { throw .invalidClockText(endText) }
    try self.init(startMinute: start, endMinute: end)
  }

  /// The length of the interval in minutes.
  public var duration: Int { endMinute - startMinute }

  /// Whether the two intervals share at least one minute; touching ends do not count.
  public func overlaps(_ other: ClockInterval) -> Bool {
    startMinute < other.endMinute && other.startMinute < endMinute
  }

  /// The minutes the two intervals share, or `nil` when they do not overlap.
  public func intersection(_ other: ClockInterval) -> ClockInterval? {
    guard overlaps(other) else { return nil }
    return ClockInterval(validStart: max(startMinute, other.startMinute), validEnd: min(endMinute, other.endMinute))
  }

  /// Reads "H:MM" or "HH:MM" (hours 0...48, minutes 00...59) as minutes from the start of the day,
  /// or returns `nil` for any other text. Spaces around the text are ignored.
  ///
  /// SUWIKI stores times as "9:30" and "10:20"; "24:20" is a valid late end.
  public static func minutes(fromClockText text: String) -> Int? {
    let trimmed = text.trimmingASCIISpaces()
    let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].utf8.count), parts[1].utf8.count == 2,
      parts[0].utf8.allSatisfy(\.isASCIIDigit), parts[1].utf8.allSatisfy(\.isASCIIDigit),
      let hours = Int(parts[0]), let minutes = Int(parts[1]), minutes < 60
    else { return nil }
    let total = hours * 60 + minutes
    return total <= maximumMinute ? total : nil
  }

  /// Formats minutes from the start of the day as "HH:MM"; minutes past midnight keep counting ("24:20").
  public static func clockText(minutes: Int) -> String {
    let hours = minutes / 60
    let rest = minutes % 60
    return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
  }
}

extension ClockInterval {
  private enum CodingKeys: String, CodingKey {
    case startMinute, endMinute
  }

  /// Decodes the two minutes and validates them like ``init(startMinute:endMinute:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let start = try container.decode(Int.self, forKey: .startMinute)
    let end = try container.decode(Int.self, forKey: .endMinute)
    do {
      try self.init(startMinute: start, endMinute: end)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .endMinute, in: container, debugDescription: error.description)
    }
  }
}

extension ClockInterval: CustomStringConvertible {
  /// "09:30-10:20".
  public var description: String {
    Self.clockText(minutes: startMinute) + "-" + Self.clockText(minutes: endMinute)
  }
}
