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
/// matches the slots.
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
  public let id: CourseID
  /// The course name, such as "도전과창조-기업가정신(혼합수업)".
  public let name: String
  /// The course code (USW `subjtCd`), or `nil`.
  public let code: String?
  /// The section (USW `diclNo`, "001"), or `nil`.
  public let section: String?
  /// The professor, or `nil` when the record names none.
  public let professor: String?
  /// The departments (majors) that list the course; one record per department is merged into one course.
  public internal(set) var departments: [String]
  /// The classification (이수구분: 전선, 전핵, 기교...), or `nil`.
  public let classification: String?
  /// The target grade (학년), or `nil`.
  public let grade: Int?
  /// The credits.
  public let credits: Credits
  /// How the course is graded (상대평가, 절대평가), or `nil`.
  public let evaluationMethod: String?
  /// The lecture type (A형(강의식 수업)...), or `nil`.
  public let lectureType: String?
  /// The semester that offers the course, or `nil`.
  public let semester: Semester?
  /// The time/room string the slots come from, trimmed; `nil` when there is none.
  public let scheduleText: String?
  /// The period meetings, in the order of the schedule text.
  public let slots: [TimeSlot]
  /// The meetings given in clock time.
  public let clockMeetings: [ClockMeeting]
  /// How the course meets: derived from the meetings and the name.
  public let delivery: Delivery

  /// The periods of ``slots``, one 16-bit word per day.
  let periodMask: WeekMask
  /// ``id``'s stable hash, compared before the identity itself.
  let fingerprint: UInt64

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
    self.name = name.trimmingASCIISpaces()
    self.scheduleText = schedule
    self.slots = slots
    self.code = code.flatMap(Self.nonBlank)
    self.section = section.flatMap(Self.nonBlank)
    self.professor = professor.flatMap(Self.nonBlank)
    var seen = Set<String>()
    self.departments = departments.compactMap(Self.nonBlank).filter { seen.insert($0).inserted }
    self.classification = classification.flatMap(Self.nonBlank)
    self.grade = grade
    self.credits = credits
    self.evaluationMethod = evaluationMethod.flatMap(Self.nonBlank)
    self.lectureType = lectureType.flatMap(Self.nonBlank)
    self.semester = semester
    self.clockMeetings = clockMeetings

    var mask = WeekMask()
    for slot in slots { mask.insert(slot.periods, on: slot.day) }
    periodMask = mask
    if !slots.isEmpty || !clockMeetings.isEmpty {
      delivery = .scheduled
    } else {
      delivery = Self.namesOnlineDelivery(self.name) ? .online : .unscheduled
    }
    if let code = self.code, let section = self.section {
      id = .catalog(code: code, section: section)
    } else {
      id = .named(name: self.name, schedule: schedule ?? "")
    }
    fingerprint = id.fingerprint
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
  public func meetings(on clock: PeriodClock = .usw) -> [ClockMeeting] {
    var meetings: [ClockMeeting] = []
    meetings.reserveCapacity(slots.count + clockMeetings.count)
    for slot in slots {
      guard let interval = clock.interval(of: slot) else { continue }
      meetings.append(ClockMeeting(location: slot.location, day: slot.day, interval: interval))
    }
    meetings.append(contentsOf: clockMeetings)
    return meetings
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
