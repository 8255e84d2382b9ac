/// A course section as a student adds it to a timetable: its name, who teaches it, when and where it meets.
///
/// A course meets in period ``slots`` parsed from its schedule text (the USW portal's `timtSmryCn`), in
/// ``clockMeetings`` given directly in clock time, or not at all. A course with no meetings is *unscheduled*
/// (practicums, capstones) or, when its name says 이러닝 or 온라인, *online*; neither kind ever conflicts, and a
/// timetable holds any number of them. An online-named course that does have a time string keeps its times.
///
/// ```swift
/// let course = try Course(name: "데이터베이스", scheduleText: "IT106(금1,2),IT306(금3)")
/// course.slots.count   // 2
/// course.delivery      // .scheduled
/// ```
///
/// Every field is fixed at creation, so the precomputed period mask that makes conflict checks O(1) always
/// matches the slots. The fields live in one shared, immutable box: a copy costs one reference count.
public struct Course: Hashable, Sendable, Identifiable {
  /// How a course meets.
  public enum Delivery: Hashable, Sendable {
    /// The course has period slots or clock meetings.
    case scheduled
    /// No meetings, and the name says 이러닝 or 온라인.
    case online
    /// No meetings and no online marker (practicums, capstones, records without a time string).
    case unscheduled
  }

  /// The identity used for duplicates: code and section, or name and schedule text.
  public var id: CourseID { storage.id }
  /// The course name, such as "도전과창조-기업가정신(혼합수업)".
  public var name: String { storage.name }
  /// The course code (USW `subjtCd`), or `nil`.
  public var code: String? { storage.code }
  /// The section (USW `diclNo`, "001"), or `nil`.
  public var section: String? { storage.section }
  /// The professor, or `nil` when the record names none.
  public var professor: String? { storage.professor }
  /// The departments (majors) that list the course; one record per department is merged into one course.
  public var departments: [String] { storage.departments }
  /// The classification (이수구분: 전선, 전핵, 기교...), or `nil`.
  public var classification: String? { storage.classification }
  /// The target grade (학년), or `nil`.
  public var grade: Int? { storage.grade }
  /// The credits.
  public var credits: Credits { storage.credits }
  /// How the course is graded (상대평가, 절대평가), or `nil`.
  public var evaluationMethod: String? { storage.evaluationMethod }
  /// The lecture type (A형(강의식 수업)...), or `nil`.
  public var lectureType: String? { storage.lectureType }
  /// The semester that offers the course, or `nil`.
  public var semester: Semester? { storage.semester }
  /// The time/room string the slots come from, trimmed; `nil` when there is none.
  public var scheduleText: String? { storage.scheduleText }
  /// The period meetings, in the order of the schedule text.
  public var slots: [TimeSlot] { storage.slots }
  /// The meetings given in clock time.
  public var clockMeetings: [ClockMeeting] { storage.clockMeetings }

  /// How the course meets: derived from the meetings and the name.
  public let delivery: Delivery
  /// The periods of ``slots``, one 16-bit word per day; inline, so a conflict check touches no other memory.
  let periodMask: WeekMask
  /// ``id``'s stable hash, compared before the identity itself.
  let fingerprint: UInt64
  /// Whether ``clockMeetings`` is not empty (inline for the conflict fast path).
  let hasClockMeetings: Bool
  /// The fields, shared by every copy: copying a course (into search results, timetables, generated
  /// schedules) costs one reference count instead of one per string.
  private var storage: Storage

  /// Creates a course, parsing its schedule text.
  ///
  /// Blank optional texts become `nil`; a `nil`, empty or blank schedule text gives no slots. Only the schedule
  /// text can fail, with the parser's error.
  ///
  /// - Throws: ``ScheduleParseError`` when `scheduleText` is malformed.
  public init(
    name: String,
    scheduleText: String? = nil,
    code: String? = nil,
    section: String? = nil,
    professor: String? = nil,
    departments: [String] = [],
    classification: String? = nil,
    grade: Int? = nil,
    credits: Credits = .zero,
    evaluationMethod: String? = nil,
    lectureType: String? = nil,
    semester: Semester? = nil,
    clockMeetings: [ClockMeeting] = []
  ) throws(ScheduleParseError) {
    let schedule = scheduleText.flatMap(Self.nonBlank)
    let slots = try schedule.map { text throws(ScheduleParseError) in try ScheduleParser.parse(text) } ?? []
    let name = name.trimmingASCIISpaces()
    let code = code.flatMap(Self.nonBlank)
    let section = section.flatMap(Self.nonBlank)
    let id: CourseID
    if let code, let section {
      id = .catalog(code: code, section: section)
    } else {
      id = .named(name: name, schedule: schedule ?? "", section: section)
    }
    var uniqueDepartments: [String] = []
    for department in departments {
      guard let trimmed = Self.nonBlank(department), !uniqueDepartments.contains(trimmed) else { continue }
      uniqueDepartments.append(trimmed)
    }
    storage = Storage(
      id: id, name: name, code: code, section: section, professor: professor.flatMap(Self.nonBlank),
      departments: uniqueDepartments, classification: classification.flatMap(Self.nonBlank), grade: grade,
      credits: credits, evaluationMethod: evaluationMethod.flatMap(Self.nonBlank),
      lectureType: lectureType.flatMap(Self.nonBlank), semester: semester, scheduleText: schedule, slots: slots,
      clockMeetings: clockMeetings)

    var mask = WeekMask()
    for slot in slots { mask.insert(slot.periods, on: slot.day) }
    periodMask = mask
    hasClockMeetings = !clockMeetings.isEmpty
    if !slots.isEmpty || !clockMeetings.isEmpty {
      delivery = .scheduled
    } else {
      delivery = Self.namesOnlineDelivery(name) ? .online : .unscheduled
    }
    fingerprint = id.fingerprint
  }

  /// The same course with the departments of another listing added.
  func addingDepartments(_ more: [String]) -> Course {
    let added = more.filter { !departments.contains($0) }
    guard !added.isEmpty else { return self }
    var copy = self
    copy.storage = storage.replacingDepartments(departments + added)
    return copy
  }

  /// Two courses are equal when every field is; copies of one course compare by reference.
  public static func == (lhs: Course, rhs: Course) -> Bool {
    lhs.storage === rhs.storage || (lhs.fingerprint == rhs.fingerprint && lhs.storage == rhs.storage)
  }

  /// Hashes the identity's fingerprint: equal courses have equal identities.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
  }

  /// The immutable fields of a course.
  private final class Storage: Equatable, Sendable {
    let id: CourseID
    let name: String
    let code: String?
    let section: String?
    let professor: String?
    let departments: [String]
    let classification: String?
    let grade: Int?
    let credits: Credits
    let evaluationMethod: String?
    let lectureType: String?
    let semester: Semester?
    let scheduleText: String?
    let slots: [TimeSlot]
    let clockMeetings: [ClockMeeting]

    init(
      id: CourseID, name: String, code: String?, section: String?, professor: String?, departments: [String],
      classification: String?, grade: Int?, credits: Credits, evaluationMethod: String?, lectureType: String?,
      semester: Semester?, scheduleText: String?, slots: [TimeSlot], clockMeetings: [ClockMeeting]
    ) {
      self.id = id
      self.name = name
      self.code = code
      self.section = section
      self.professor = professor
      self.departments = departments
      self.classification = classification
      self.grade = grade
      self.credits = credits
      self.evaluationMethod = evaluationMethod
      self.lectureType = lectureType
      self.semester = semester
      self.scheduleText = scheduleText
      self.slots = slots
      self.clockMeetings = clockMeetings
    }

    func replacingDepartments(_ departments: [String]) -> Storage {
      Storage(
        id: id, name: name, code: code, section: section, professor: professor, departments: departments,
        classification: classification, grade: grade, credits: credits, evaluationMethod: evaluationMethod,
        lectureType: lectureType, semester: semester, scheduleText: scheduleText, slots: slots,
        clockMeetings: clockMeetings)
    }

    static func == (lhs: Storage, rhs: Storage) -> Bool {
      lhs.id == rhs.id && lhs.name == rhs.name && lhs.code == rhs.code && lhs.section == rhs.section
        && lhs.professor == rhs.professor && lhs.departments == rhs.departments
        && lhs.classification == rhs.classification && lhs.grade == rhs.grade && lhs.credits == rhs.credits
        && lhs.evaluationMethod == rhs.evaluationMethod && lhs.lectureType == rhs.lectureType
        && lhs.semester == rhs.semester && lhs.scheduleText == rhs.scheduleText && lhs.slots == rhs.slots
        && lhs.clockMeetings == rhs.clockMeetings
    }
  }

  /// The first department, or `nil`.
  public var department: String? { departments.first }

  /// Whether the course is online (no meetings, and 이러닝 or 온라인 in its name).
  public var isOnline: Bool { delivery == .online }

  /// Whether the course has no meetings at all (online or unscheduled): it never conflicts.
  public var hasNoMeetings: Bool { delivery != .scheduled }

  /// The days the course meets on.
  public var days: WeekdaySet {
    var days = periodMask.days
    for meeting in clockMeetings { days.insert(meeting.day) }
    return days
  }

  /// Every meeting in clock time, period slots converted through `clock`, in text order then clock meetings.
  public func meetings(on periodClock: PeriodClock = .usw) -> [ClockMeeting] {
    var meetings: [ClockMeeting] = []
    meetings.reserveCapacity(slots.count + clockMeetings.count)
    for slot in slots {
      guard let interval = periodClock.interval(of: slot) else { continue }
      meetings.append(ClockMeeting(location: slot.location, day: slot.day, interval: interval))
    }
    meetings.append(contentsOf: clockMeetings)
    return meetings
  }

  /// Whether `predicate` holds for any meeting (slots through `clock`, then clock meetings); stops at the first.
  /// Allocates nothing, unlike ``meetings(on:)``.
  func anyMeeting(on periodClock: PeriodClock, where predicate: (Weekday, ClockInterval) -> Bool) -> Bool {
    for slot in slots {
      if let interval = periodClock.interval(of: slot), predicate(slot.day, interval) { return true }
    }
    for meeting in clockMeetings where predicate(meeting.day, meeting.interval) {
      return true
    }
    return false
  }

  /// Whether the name marks an online course: 이러닝 or 온라인 anywhere in it.
  static func namesOnlineDelivery(_ name: String) -> Bool {
    name.containsUTF8(Self.eLearningBytes) || name.containsUTF8(Self.onlineBytes)
  }

  private static let eLearningBytes = ByteSearch(Array("이러닝".utf8))
  private static let onlineBytes = ByteSearch(Array("온라인".utf8))

  /// The text trimmed, or `nil` when blank.
  static func nonBlank(_ text: String) -> String? {
    let trimmed = text.trimmingASCIISpaces()
    return trimmed.isEmpty ? nil : trimmed
  }
}

extension Course: CustomStringConvertible {
  /// "데이터베이스 (10853-001) IT106(금1,2)".
  public var description: String {
    var text = name
    if case .catalog = id { text += " (\(id))" }
    if let scheduleText { text += " \(scheduleText)" }
    return text
  }
}
