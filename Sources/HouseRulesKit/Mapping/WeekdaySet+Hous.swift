import Foundation

extension WeekdaySet {
  /// The weekdays of the server's JavaScript day numbers (0 = Sunday ... 6 = Saturday).
  ///
  /// - Throws: ``HousWireError/invalidDay(_:field:)`` for a number outside 0...6, naming its index (`[1]`).
  public init(housDays: [Int]) throws(HousWireError) {
    try self.init(housDays: housDays, path: [])
  }

  /// The weekdays of the day numbers at `path` in a document; an error names the number's place (`path[1]`).
  init(housDays: [Int], path: [FieldPath.Component]) throws(HousWireError) {
    var set = WeekdaySet()
    for (index, day) in housDays.enumerated() {
      guard (0...6).contains(day), let weekday = Weekday(calendarWeekday: day + 1) else {
        throw .invalidDay(day, field: FieldPath.text(path + [.index(index)]))
      }
      set.insert(weekday)
    }
    self = set
  }

  /// The server's JavaScript day numbers (0 = Sunday ... 6 = Saturday), ascending.
  public var housDays: [Int] { map { $0.calendarWeekday - 1 }.sorted() }
}
