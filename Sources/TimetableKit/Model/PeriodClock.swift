/// When each numbered period runs, so that period slots and clock-time meetings compare on actual times.
///
/// The USW clock (``usw``) runs period *n* from 09:30 + (*n* - 1) h to 10:20 + (*n* - 1) h: period 1 is
/// 09:30-10:20 and period 15 is 23:30-24:20 (kept as minute 1,460, never wrapped to the morning).
///
/// Periods must be in order and must not overlap, so that two courses clash on periods exactly when they clash
/// on the clock; that is what lets a ``Timetable`` check period courses with one bit mask per day.
public struct PeriodClock: Hashable, Codable, Sendable {
  /// The interval of each period: element 0 is period 1.
  public let periods: [ClockInterval]

  /// Creates a clock from one interval per period (15 of them, in order, apart).
  public init(periods: [ClockInterval]) throws(ScheduleError) {
    let expected = ScheduleParser.periodRange.count
    guard periods.count == expected else { throw .wrongPeriodCount(expected: expected, found: periods.count) }
    for index in periods.indices.dropFirst() where periods[index].startMinute < periods[index - 1].endMinute {
      throw .overlappingPeriods(period: index + 1)
    }
    self.periods = periods
  }

  /// A clock whose periods are `length` minutes long and start every `step` minutes from `firstStart`.
  ///
  /// ``usw`` is `uniform(firstStart: 570, length: 50, step: 60)`.
  public static func uniform(firstStart: Int, length: Int, step: Int) throws(ScheduleError) -> PeriodClock {
    guard length > 0, step >= length, firstStart >= 0,
      firstStart <= ClockInterval.maximumMinute, step <= ClockInterval.maximumMinute
    else {
      throw .invalidUniformClock(firstStart: firstStart, length: length, step: step)
    }
    var intervals: [ClockInterval] = []
    for index in 0..<ScheduleParser.periodRange.count {
      let start = firstStart + index * step
      intervals.append(try ClockInterval(startMinute: start, endMinute: start + length))
    }
    return try PeriodClock(periods: intervals)
  }

  /// Suwon University: period *n* runs 09:30 + (*n* - 1) h to 10:20 + (*n* - 1) h.
  public static let usw: PeriodClock = {
    let intervals = ScheduleParser.periodRange.map { period in
      ClockInterval(validStart: 570 + (period - 1) * 60, validEnd: 620 + (period - 1) * 60)
    }
    return PeriodClock(validPeriods: intervals)
  }()

  private init(validPeriods: [ClockInterval]) {
    periods = validPeriods
  }

  private enum CodingKeys: String, CodingKey {
    case periods
  }

  /// Decodes the periods and validates them like ``init(periods:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let periods = try container.decode([ClockInterval].self, forKey: .periods)
    do {
      try self.init(periods: periods)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .periods, in: container, debugDescription: error.description)
    }
  }

  /// The interval of one period, or `nil` outside 1...15.
  public func interval(ofPeriod period: Int) -> ClockInterval? {
    guard ScheduleParser.periodRange.contains(period) else { return nil }
    return periods[period - 1]
  }

  /// From the start of the first period to the end of the last, or `nil` when either is outside 1...15.
  public func interval(ofPeriods range: ClosedRange<Int>) -> ClockInterval? {
    guard let first = interval(ofPeriod: range.lowerBound), let last = interval(ofPeriod: range.upperBound) else {
      return nil
    }
    return ClockInterval(validStart: first.startMinute, validEnd: last.endMinute)
  }

  /// The clock time of a slot.
  public func interval(of slot: TimeSlot) -> ClockInterval? {
    interval(ofPeriods: slot.periods)
  }

  /// The periods that share at least one minute with the interval, or `nil` when none does
  /// (a meeting before the first period, after the last, or in a break).
  ///
  /// - Complexity: O(*p*) in the number of periods (15).
  public func periods(overlapping interval: ClockInterval) -> ClosedRange<Int>? {
    var first: Int?
    var last = 0
    for (index, period) in periods.enumerated() where period.overlaps(interval) {
      if first == nil { first = index + 1 }
      last = index + 1
    }
    guard let first else { return nil }
    return first...last
  }

  /// The periods a display grid should span for the interval: those it overlaps, or the nearest one when it
  /// falls in a break or outside the day.
  func displayPeriods(for interval: ClockInterval) -> ClosedRange<Int> {
    if let overlapping = periods(overlapping: interval) { return overlapping }
    let next = periods.firstIndex { $0.startMinute >= interval.endMinute } ?? (periods.count - 1)
    return (next + 1)...(next + 1)
  }
}
