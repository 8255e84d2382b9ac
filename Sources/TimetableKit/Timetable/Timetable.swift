import Foundation

/// A student's week: the courses added so far, none of which clash.
///
/// `add(_:)` refuses a course that clashes and names **every** clashing course with the overlapping days and
/// periods; adjacent periods do not clash, containment does. Adding the same course twice (same ``CourseID``)
/// is its own error. Online and unscheduled courses never clash, and any number of them fit. Every change is
/// all-or-nothing: a refused `add` leaves the timetable equal (`==`) to what it was.
///
/// Courses meeting in periods are checked with one 16-bit mask per weekday, so a check against the whole
/// timetable is a couple of AND operations; courses given in clock time fall back to comparing intervals, and all
/// comparisons happen on actual times through the timetable's ``PeriodClock``.
///
/// ```swift
/// var week = Timetable(id: UUID())
/// try week.add(try Course(name: "데이터베이스", scheduleText: "IT106(금1,2)"))
/// let clash = try Course(name: "운영체제", scheduleText: "IT306(금2,3)")
/// week.conflicts(with: clash)  // [데이터베이스: 금2 (10:30-11:20)]
/// ```
public struct Timetable: Hashable, Sendable, Identifiable {
  /// A course in the timetable with the colour it was given when added.
  public struct Entry: Hashable, Sendable, Codable {
    /// The course.
    public let course: Course
    /// Its colour, an index into a palette of ``Timetable/colorCount`` colours; kept for as long as the course
    /// stays, whatever else is added or removed.
    public let colorIndex: Int
  }

  /// The number of colours a timetable hands out before it repeats one.
  public static let colorCount = 12

  /// The timetable's identity, for storage and selection.
  public let id: UUID
  /// An optional name, such as "1안".
  public var name: String?
  /// The semester the timetable is for, if any.
  public var semester: Semester?
  /// When each period runs; conflicts with clock-time courses are computed through it.
  public let periodClock: PeriodClock
  /// The most credits the timetable may hold, if limited.
  public private(set) var creditLimit: Credits?
  /// The courses in the order they were added, each with its colour.
  public private(set) var entries: [Entry] = []
  /// The sum of the courses' credits.
  public private(set) var totalCredits: Credits = .zero

  /// The union of the courses' period masks: a new period course that misses it clashes with nothing.
  private(set) var occupied = WeekMask.empty
  /// How many courses have clock meetings; while there are none, the mask alone decides.
  private(set) var clockCourseCount = 0

  /// Creates an empty timetable with the caller's identity.
  ///
  /// The id is the app's: keep it with the student's plan (or derive it from what the plan is, such as the
  /// semester and the plan's number), so saving the timetable again replaces the stored one instead of adding a
  /// copy.
  public init(
    id: UUID,
    name: String? = nil,
    semester: Semester? = nil,
    periodClock: PeriodClock = .usw,
    creditLimit: Credits? = nil
  ) {
    self.id = id
    self.name = name
    self.semester = semester
    self.periodClock = periodClock
    self.creditLimit = creditLimit
  }

  /// The courses in the order they were added.
  public var courses: [Course] { entries.map(\.course) }

  /// Whether the timetable holds no course.
  public var isEmpty: Bool { entries.isEmpty }

  /// Whether a course with this identity is in the timetable.
  ///
  /// - Complexity: O(*n*) in the number of courses, comparing 64-bit fingerprints first.
  public func contains(_ id: CourseID) -> Bool {
    index(of: id, fingerprint: id.fingerprint) != nil
  }

  /// Whether the course could be added: not already there, no clash, within the credit limit.
  public func canAdd(_ course: Course) -> Bool {
    index(of: course.id, fingerprint: course.fingerprint) == nil && !hasConflict(with: course)
      && !exceedsCreditLimit(adding: course)
  }

  /// Adds a course, or throws and leaves the timetable unchanged.
  ///
  /// - Throws: ``TimetableError/alreadyAdded(_:)`` for a course with the same identity,
  ///   ``TimetableError/conflict(course:conflicts:)`` listing every clashing course, or
  ///   ``TimetableError/creditLimitExceeded(limit:total:)``.
  /// - Complexity: O(*n*) in the number of courses.
  public mutating func add(_ course: Course) throws(TimetableError) {
    try checkAdding(course)
    let used = Set(entries.map(\.colorIndex))
    let color =
      (0..<Self.colorCount).first { !used.contains($0) } ?? Int(course.fingerprint % UInt64(Self.colorCount))
    insert(Entry(course: course, colorIndex: color))
  }

  /// Throws the error `add(_:)` would throw for the course, without changing anything.
  public func checkAdding(_ course: Course) throws(TimetableError) {
    if index(of: course.id, fingerprint: course.fingerprint) != nil { throw .alreadyAdded(course.id) }
    if hasConflict(with: course) { throw .conflict(course: course.id, conflicts: conflicts(with: course)) }
    if let creditLimit, exceedsCreditLimit(adding: course) {
      throw .creditLimitExceeded(limit: creditLimit, total: totalCredits + course.credits)
    }
  }

  /// Removes the course with this identity and returns it.
  ///
  /// - Throws: ``TimetableError/notFound(_:)`` when it is not in the timetable.
  @discardableResult
  public mutating func remove(_ id: CourseID) throws(TimetableError) -> Course {
    guard let index = index(of: id, fingerprint: id.fingerprint) else { throw .notFound(id) }
    let removed = entries.remove(at: index).course
    recomputeSummaries()
    return removed
  }

  /// Sets or clears the credit limit.
  ///
  /// - Throws: ``TimetableError/creditLimitExceeded(limit:total:)`` when the courses already exceed the new limit.
  public mutating func setCreditLimit(_ limit: Credits?) throws(TimetableError) {
    if let limit, totalCredits > limit { throw .creditLimitExceeded(limit: limit, total: totalCredits) }
    creditLimit = limit
  }

  /// Appends an entry that has been checked.
  mutating func insert(_ entry: Entry) {
    entries.append(entry)
    totalCredits += entry.course.credits
    occupied = occupied.union(entry.course.periodMask)
    if entry.course.hasClockMeetings { clockCourseCount += 1 }
  }

  private mutating func recomputeSummaries() {
    var total = Credits.zero
    var mask = WeekMask.empty
    var clockCourses = 0
    for entry in entries {
      total += entry.course.credits
      mask = mask.union(entry.course.periodMask)
      if entry.course.hasClockMeetings { clockCourses += 1 }
    }
    totalCredits = total
    occupied = mask
    clockCourseCount = clockCourses
  }

  private func exceedsCreditLimit(adding course: Course) -> Bool {
    guard let creditLimit else { return false }
    return totalCredits + course.credits > creditLimit
  }

  private func index(of id: CourseID, fingerprint: UInt64) -> Int? {
    entries.firstIndex { $0.course.fingerprint == fingerprint && $0.course.id == id }
  }
}
