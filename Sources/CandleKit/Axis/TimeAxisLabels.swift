/// The texts of time-axis labels, one per kind of boundary a tick marks, in one place so an app can replace them.
///
/// A tick is labelled by the largest boundary it falls on: a minute tick at midnight shows the day, a day tick on
/// the 1st shows the month, a month tick in January shows the year. The defaults are the numeric forms Korean
/// exchange charts use ("09:30", "08.07", "2024.08", "2024") and depend on no locale.
public struct TimeAxisLabels: Sendable {
  /// A tick inside a day: "09:30".
  public var time: @Sendable (LocalTime) -> String
  /// A tick at the start of a day: "08.07".
  public var day: @Sendable (LocalTime) -> String
  /// A tick at the start of a month: "2024.08".
  public var month: @Sendable (LocalTime) -> String
  /// A tick at the start of a year: "2024".
  public var year: @Sendable (LocalTime) -> String

  /// Labels from the given texts; each left out keeps the standard one.
  public init(
    time: (@Sendable (LocalTime) -> String)? = nil, day: (@Sendable (LocalTime) -> String)? = nil,
    month: (@Sendable (LocalTime) -> String)? = nil, year: (@Sendable (LocalTime) -> String)? = nil
  ) {
    self.time = time ?? { TimeText.twoDigits($0.hour) + ":" + TimeText.twoDigits($0.minute) }
    self.day = day ?? { TimeText.twoDigits($0.month) + "." + TimeText.twoDigits($0.day) }
    self.month = month ?? { String($0.year) + "." + TimeText.twoDigits($0.month) }
    self.year = year ?? { String($0.year) }
  }

  /// The standard labels.
  public static let standard = TimeAxisLabels()
}
