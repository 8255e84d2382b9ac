extension Course: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, scheduleText, code, section, professor, departments, classification, grade, credits
    case evaluationMethod, lectureType, semester, clockMeetings
  }

  /// Decodes the fields a course was created from and parses its schedule text again, so the derived slots and
  /// mask can never disagree with the text; a malformed text is a `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let scheduleText = try container.decodeIfPresent(String.self, forKey: .scheduleText)
    do {
      try self.init(
        name: try container.decode(String.self, forKey: .name),
        scheduleText: scheduleText,
        code: try container.decodeIfPresent(String.self, forKey: .code),
        section: try container.decodeIfPresent(String.self, forKey: .section),
        professor: try container.decodeIfPresent(String.self, forKey: .professor),
        departments: try container.decodeIfPresent([String].self, forKey: .departments) ?? [],
        classification: try container.decodeIfPresent(String.self, forKey: .classification),
        grade: try container.decodeIfPresent(Int.self, forKey: .grade),
        credits: try container.decodeIfPresent(Credits.self, forKey: .credits) ?? .zero,
        evaluationMethod: try container.decodeIfPresent(String.self, forKey: .evaluationMethod),
        lectureType: try container.decodeIfPresent(String.self, forKey: .lectureType),
        semester: try container.decodeIfPresent(Semester.self, forKey: .semester),
        clockMeetings: try container.decodeIfPresent([ClockMeeting].self, forKey: .clockMeetings) ?? []
      )
    } catch let error as ScheduleParseError {
      throw DecodingError.dataCorruptedError(
        forKey: .scheduleText, in: container, debugDescription: error.description)
    }
  }

  /// Encodes the fields the course was created from (not the derived slots).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encodeIfPresent(scheduleText, forKey: .scheduleText)
    try container.encodeIfPresent(code, forKey: .code)
    try container.encodeIfPresent(section, forKey: .section)
    try container.encodeIfPresent(professor, forKey: .professor)
    if !departments.isEmpty { try container.encode(departments, forKey: .departments) }
    try container.encodeIfPresent(classification, forKey: .classification)
    try container.encodeIfPresent(grade, forKey: .grade)
    try container.encode(credits, forKey: .credits)
    try container.encodeIfPresent(evaluationMethod, forKey: .evaluationMethod)
    try container.encodeIfPresent(lectureType, forKey: .lectureType)
    try container.encodeIfPresent(semester, forKey: .semester)
    if !clockMeetings.isEmpty { try container.encode(clockMeetings, forKey: .clockMeetings) }
  }
}
