#if Server
  import DomainKitsCore
  import Foundation

  /// The couple app's times and days on the wire: Server-United's zone-less `LocalDateTime`s in Seoul, as
  /// WagerKit's `WagerServerDecoder` reads them back.
  enum SeoulTimestamp {
    /// `date` in Seoul to the millisecond (rounded down), "2023-12-27T20:58:03.123": `updatedAt`, `finishAt`,
    /// `usedAt`.
    static func localDateTime(_ date: Date) -> String {
      let milliseconds = (date.timeIntervalSince1970 * 1_000).rounded(.down)
      let wholeSeconds = (milliseconds / 1_000).rounded(.down)
      let fraction = Int(milliseconds - wholeSeconds * 1_000)
      let parts = Calendar.gregorian(in: .seoul).dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: wholeSeconds))
      return "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2))T"
        + "\(padded(parts.hour, 2)):\(padded(parts.minute, 2)):\(padded(parts.second, 2)).\(padded(fraction, 3))"
    }

    /// A day as the wire writes it, "2022-12-28": `startDate`.
    static func day(_ day: CalendarDay) -> String {
      day.formatted(.extended)
    }

    /// `value` in decimal, left-padded with zeros to `width` digits.
    private static func padded(_ value: Int?, _ width: Int) -> String {
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
  }
#endif
