/// A wall-clock time in the series' zone, as the time axis labels it.
public struct LocalTime: Hashable, Sendable {
  /// The year.
  public var year: Int
  /// The month, 1...12.
  public var month: Int
  /// The day of the month, 1...31.
  public var day: Int
  /// The hour, 0...23.
  public var hour: Int
  /// The minute, 0...59.
  public var minute: Int

  /// A local time from its fields.
  public init(year: Int, month: Int, day: Int, hour: Int, minute: Int) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
  }
}
