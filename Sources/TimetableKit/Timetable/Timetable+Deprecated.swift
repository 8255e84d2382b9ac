import Foundation

extension Timetable {
  /// Creates an empty timetable with a random identity.
  ///
  /// A random id makes every run of an app store a new timetable; pass the plan's own id instead.
  @available(*, deprecated, message: "pass the plan's own id, Timetable(id: planID); a random id stores a copy per run")
  public init(
    name: String? = nil, semester: Semester? = nil, clock: PeriodClock = .usw, creditLimit: Credits? = nil
  ) {
    self.init(id: UUID(), name: name, semester: semester, clock: clock, creditLimit: creditLimit)
  }
}
