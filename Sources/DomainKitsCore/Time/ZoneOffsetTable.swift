import Foundation

/// The UTC offsets of a time zone over a span of time, so that bucketing a million candles, labelling a chart's time
/// axis or dating a long battle history does not ask Foundation (a lock and a zone-database query) for every
/// instant.
///
/// The table lists the instants where the offset changes (daylight-saving transitions) from `coveredFrom` on.
/// Asia/Seoul has had none since 1988, so for it the table is one entry that covers everything after its start.
/// Outside the covered span a lookup asks the time zone directly, so every answer is right; the table only makes
/// the common case fast.
package struct ZoneOffsetTable: Sendable {
  /// The zone described.
  package let timeZone: TimeZone
  /// Seconds since 1970 at which each offset starts, ascending; the first is the start of coverage.
  private var starts: [Double]
  /// `offsets[i]` applies from `starts[i]` until `starts[i + 1]` (or `coveredUntil`).
  private var offsets: [Int]
  /// The end of coverage in seconds since 1970; `.infinity` when the zone has no later transition.
  package private(set) var coveredUntil: Double

  /// The start of coverage in seconds since 1970; `.infinity` for a table that covers nothing.
  package var coveredFrom: Double { starts.first ?? .infinity }

  /// A table covering `start...end` (seconds since 1970), or nothing when `start` is not finite.
  package init(timeZone: TimeZone, from start: Double, through end: Double) {
    self.timeZone = timeZone
    starts = []
    offsets = []
    coveredUntil = -.infinity
    guard start.isFinite, Self.isRepresentable(start) else { return }
    starts = [start]
    offsets = [timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: start))]
    coveredUntil = start
    extend(through: end)
  }

  /// Extends coverage to at least `end` (seconds since 1970), adding the transitions on the way.
  package mutating func extend(through end: Double) {
    guard !starts.isEmpty, coveredUntil < end else { return }
    var cursor = Date(timeIntervalSince1970: coveredUntil)
    // Look one week past `end` so that a lookup just after it stays in the table.
    let target = min(end, 253_402_300_799) + 7 * 86_400
    while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor) {
      let seconds = next.timeIntervalSince1970
      guard seconds > cursor.timeIntervalSince1970 else { break }
      if seconds > target {
        coveredUntil = target
        return
      }
      starts.append(seconds)
      offsets.append(timeZone.secondsFromGMT(for: next))
      cursor = next
    }
    coveredUntil = .infinity
  }

  /// The zone's offset from UTC in seconds at `seconds` since 1970.
  ///
  /// - Complexity: O(log *t*) for the *t* transitions in the table (usually none) inside coverage.
  package func offset(at seconds: Double) -> Int {
    guard let first = starts.first, seconds >= first, seconds < coveredUntil else {
      return Self.isRepresentable(seconds) ? timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)) : 0
    }
    if starts.count == 1 { return offsets[0] }
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= seconds { low = middle } else { high = middle }
    }
    return offsets[low]
  }

  /// A table covering the instants from `lower` through `upper`.
  package init(timeZone: TimeZone, from lower: Date, through upper: Date) {
    self.init(timeZone: timeZone, from: lower.timeIntervalSince1970, through: upper.timeIntervalSince1970)
  }

  /// The zone's offset from UTC in seconds at `date`.
  package func offset(at date: Date) -> Int {
    offset(at: date.timeIntervalSince1970)
  }

  /// The wall-clock time of `date` in the table's zone.
  package func localDateTime(_ date: Date) -> LocalDateTime {
    LocalDateTime(date, offset: offset(at: date))
  }

  /// Whether Foundation can be asked about this instant (years 1...9999, roughly).
  private static func isRepresentable(_ seconds: Double) -> Bool {
    seconds.isFinite && seconds > -62_135_596_800 && seconds < 253_402_300_800
  }
}
