/// One conflict-free choice of a section from every group.
public struct GeneratedSchedule: Hashable, Sendable {
  /// The chosen sections, one per group, in group order (the base timetable's courses are not repeated).
  public let courses: [Course]
  /// The score of the whole week, base courses included.
  public let score: ScheduleScore

  /// The base timetable with the chosen sections added.
  ///
  /// - Throws: ``TimetableError`` only if `base` is not the generator's base (its courses were checked against
  ///   that one).
  public func timetable(addingTo base: Timetable) throws(TimetableError) -> Timetable {
    var timetable = base
    for course in courses { try timetable.add(course) }
    return timetable
  }
}
