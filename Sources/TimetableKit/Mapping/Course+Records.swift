extension Course {

  /// Maps a USW portal record: the quirks of the format are handled here once.
  ///
  /// A null, empty or blank `timtSmryCn` makes an unscheduled (or, by name, online) course; a missing professor
  /// is `nil`; the year and semester code, when present, must name a real semester ("10" or "20"). (`point` was
  /// checked when the record was decoded: a whole number of tenths between 0 and 1,000.)
  ///
  /// - Throws: ``CourseRecordError`` naming the field (with `record: nil`; ``CourseImport`` fills in the index).
  @_spi(Benchmarking)
  public init(usw record: USWCourseWire) throws(CourseRecordError) {
    guard let name = Self.nonBlank(record.subjtNm) else {
      throw .invalidField(record: nil, field: "subjtNm", value: "blank")
    }
    var semester: Semester?
    if let year = record.subjtEstbYear, let code = record.subjtEstbSmrCd {
      guard let parsed = Semester(uswYear: year, termCode: code) else {
        throw .invalidField(record: nil, field: "subjtEstbSmrCd", value: "\(year)/\(code)")
      }
      semester = parsed
    }
    do {
      try self.init(
        name: name,
        scheduleText: record.timtSmryCn,
        code: record.subjtCd,
        section: record.diclNo,
        professor: record.reprPrfsEnoNm,
        departments: [record.estbDpmjNm],
        classification: record.facDvnm,
        grade: record.trgtGrdeCd,
        credits: record.point,
        evaluationMethod: record.cretEvalNm,
        lectureType: record.capprTypeNm,
        semester: semester
      )
    } catch {
      throw .invalidSchedule(record: nil, error)
    }
  }

  /// Maps a SUWIKI Firebase record.
  ///
  /// A `roomName` with parentheses is the full time/room string and gives period slots; a plain room name uses
  /// `courseDay`, `startTime` and `endTime` as one clock-time meeting; a missing or "미정" day makes the course
  /// unscheduled. `classNum` is the section and `num` the target grade.
  ///
  /// - Throws: ``CourseRecordError`` naming the field.
  @_spi(Benchmarking)
  public init(suwiki record: SuwikiCourseWire, semester: Semester? = nil) throws(CourseRecordError) {
    guard let name = record.courseName.flatMap(Self.nonBlank) else {
      throw .missingField(record: nil, field: "courseName")
    }
    let room = record.roomName.flatMap(Self.nonBlank)
    var scheduleText: String?
    var meetings: [ClockMeeting] = []
    if let room, room.contains("(") {
      scheduleText = room
    } else if let dayText = record.courseDay.flatMap(Self.nonBlank), dayText != ScheduleParser.unknownLocation {
      guard let day = Weekday(koreanSymbol: dayText) else {
        throw .invalidField(record: nil, field: "courseDay", value: dayText)
      }
      let interval: ClockInterval
      do {
        interval = try ClockInterval(startText: record.startTime ?? "", endText: record.endTime ?? "")
      } catch {
        throw .invalidField(
          record: nil, field: "startTime/endTime", value: "\(record.startTime ?? "nil")-\(record.endTime ?? "nil")")
      }
      meetings = [ClockMeeting(location: room ?? ScheduleParser.unknownLocation, day: day, interval: interval)]
    }
    do {
      try self.init(
        name: name,
        scheduleText: scheduleText,
        section: record.classNum,
        professor: record.professor == ScheduleParser.unknownLocation ? nil : record.professor,
        departments: record.major.map { [$0] } ?? [],
        classification: record.classification,
        grade: record.num,
        credits: record.credit ?? .zero,
        semester: semester,
        clockMeetings: meetings
      )
    } catch {
      throw .invalidSchedule(record: nil, error)
    }
  }
}
