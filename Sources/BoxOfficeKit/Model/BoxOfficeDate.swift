import Foundation

/// The day a box-office figure belongs to: a calendar day in Seoul, written `yyyyMMdd` on the wire.
///
/// KOBIS publishes a day's box office the next morning, so the latest day that has figures is *yesterday in
/// Seoul*. That is computed from an explicit instant, at the moment of the call, and never from the device's
/// zone: between 00:00 and 09:00 KST a device in UTC is still on the day before in its own zone.
///
/// ```swift
/// let now = Date(timeIntervalSince1970: 1_763_737_260)   // 2025-11-22 00:01 in Seoul (15:01 UTC the day before)
/// BoxOfficeDate.yesterday(now: now).targetDt           // "20251121", whatever the machine's zone
/// ```
public struct BoxOfficeDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The calendar day.
  public let day: CalendarDay

  /// The box-office date of a calendar day.
  public init(_ day: CalendarDay) {
    self.day = day
  }

  /// Parses a KOBIS `targetDt` (`yyyyMMdd`).
  ///
  /// - Throws: ``BoxOfficeError/invalidRequest(parameter:value:reason:)`` naming `targetDt` when the text is
  ///   not a real day in that form.
  public init(targetDt: some StringProtocol) throws(BoxOfficeError) {
    do {
      day = try CalendarDay(parsing: targetDt, format: .basic)
    } catch {
      throw .invalidRequest(parameter: "targetDt", value: String(targetDt), reason: error.description)
    }
  }

  /// Yesterday in `timeZone` (Seoul by default) at the instant `now`: the latest day KOBIS has figures for.
  public static func yesterday(now: Date, in timeZone: TimeZone = .seoul) -> BoxOfficeDate {
    BoxOfficeDate(CalendarDay(now, in: timeZone).adding(days: -1))
  }

  /// The day as KOBIS's `targetDt`: `yyyyMMdd`.
  public var targetDt: String { day.formatted(.basic) }

  /// The day as `yyyy-MM-dd`.
  public var description: String { day.description }

  /// Whether KOBIS can have figures for this day at the instant `now`: the day is before today in `timeZone`.
  public func isAvailable(now: Date, in timeZone: TimeZone = .seoul) -> Bool {
    self <= Self.yesterday(now: now, in: timeZone)
  }

  /// Throws unless the day is available at `now` (see ``isAvailable(now:in:)``).
  ///
  /// - Throws: ``BoxOfficeError/dateNotAvailable(requested:latest:)`` for today and later days.
  public func requireAvailable(now: Date, in timeZone: TimeZone = .seoul) throws(BoxOfficeError) {
    let latest = Self.yesterday(now: now, in: timeZone)
    guard self <= latest else { throw .dateNotAvailable(requested: day, latest: latest.day) }
  }

  /// Whether `lhs` is the earlier day.
  public static func < (lhs: BoxOfficeDate, rhs: BoxOfficeDate) -> Bool {
    lhs.day < rhs.day
  }

  /// Decodes the day as `yyyy-MM-dd`, like `CalendarDay`.
  public init(from decoder: any Decoder) throws {
    day = try CalendarDay(from: decoder)
  }

  /// Encodes the day as `yyyy-MM-dd`, like `CalendarDay`.
  public func encode(to encoder: any Encoder) throws {
    try day.encode(to: encoder)
  }
}
