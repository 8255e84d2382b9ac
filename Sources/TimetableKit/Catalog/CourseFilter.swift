/// Narrows a catalogue search: by department (major), classification, grade, days, and "only courses that fit
/// my current timetable". Every criterion left empty or `nil` lets every course through.
///
/// ```swift
/// var filter = CourseFilter()
/// filter.departments = ["데이터과학부"]
/// filter.fitting = myWeek          // free periods only
/// catalog.search("ㄷㅇㅌ", filter: filter)
/// ```
public struct CourseFilter: Hashable, Sendable {
  /// Keep courses listed by one of these departments; empty keeps all.
  public var departments: Set<String>
  /// Keep courses of one of these classifications (전선, 기교...); empty keeps all.
  public var classifications: Set<String>
  /// Keep courses for one of these target grades; empty keeps all.
  public var grades: Set<Int>
  /// Keep courses that meet on at least one of these days; `nil` keeps all. Courses without meetings never pass.
  public var meetingOn: WeekdaySet?
  /// Keep courses all of whose meetings fall on these days (courses without meetings pass); `nil` keeps all.
  public var onlyOn: WeekdaySet?
  /// Keep courses that do not clash with this timetable (its free periods); `nil` keeps all.
  public var fitting: Timetable?
  /// Whether online and unscheduled courses are kept.
  public var includesCoursesWithoutMeetings: Bool

  /// Creates a filter; with no arguments it keeps every course.
  public init(
    departments: Set<String> = [],
    classifications: Set<String> = [],
    grades: Set<Int> = [],
    meetingOn: WeekdaySet? = nil,
    onlyOn: WeekdaySet? = nil,
    fitting: Timetable? = nil,
    includesCoursesWithoutMeetings: Bool = true
  ) {
    self.departments = departments
    self.classifications = classifications
    self.grades = grades
    self.meetingOn = meetingOn
    self.onlyOn = onlyOn
    self.fitting = fitting
    self.includesCoursesWithoutMeetings = includesCoursesWithoutMeetings
  }

  /// Whether the filter keeps every course, so a search can skip it.
  var keepsEverything: Bool {
    departments.isEmpty && classifications.isEmpty && grades.isEmpty && meetingOn == nil && onlyOn == nil
      && fitting == nil && includesCoursesWithoutMeetings
  }

  /// Whether the course passes every criterion.
  public func accepts(_ course: Course) -> Bool {
    if !departments.isEmpty, !course.departments.contains(where: departments.contains) { return false }
    if !classifications.isEmpty, !classifications.contains(course.classification ?? "") { return false }
    if !grades.isEmpty, !(course.grade.map(grades.contains) ?? false) { return false }
    if !includesCoursesWithoutMeetings, course.hasNoMeetings { return false }
    let days = course.days
    if let meetingOn, days.isDisjoint(with: meetingOn) { return false }
    if let onlyOn, !days.isSubset(of: onlyOn) { return false }
    if let fitting, fitting.hasConflict(with: course) { return false }
    return true
  }
}
