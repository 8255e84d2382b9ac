import Foundation
import Testing

@_spi(Benchmarking) @testable import TimetableKit

@Suite("Course records")
struct RecordDecodingTests {
  @Test("USW records decode with their quirks")
  func uswDecoding() throws {
    let records = try USWPortalDecoder.records(from: Fixtures.uswJSON)
    #expect(records.count == 10)
    #expect(records[4].reprPrfsEnoNm == nil)
    #expect(records[4].timtSmryCn == nil)
    #expect(records[5].timtSmryCn == "")
    #expect(records[7].point == Credits(tenths: 15))
    #expect(records[8].capprTypeNm == nil)
  }

  @Test("USW records map to courses; department listings merge; sections stay apart")
  func uswImport() throws {
    let result = try USWPortalDecoder.courses(from: Fixtures.uswJSON)
    #expect(result.rejections.isEmpty)
    #expect(result.courses.count == 9)
    let byName = Dictionary(grouping: result.courses, by: \.name)
    #expect(byName["데이터베이스"]?.count == 2)
    #expect(byName["교양적글쓰기와고전읽기1"]?.first?.departments == ["교양", "디자인학부"])
    let database = try #require(result.courses.first)
    #expect(database.id == .catalog(code: "30412", section: "001"))
    #expect(database.slots.map(\.location) == ["IT106", "IT306"])
    #expect(database.semester == Semester(year: 2023, term: .second))
    #expect(database.grade == 2)
    #expect(database.classification == "전핵")
    let practicum = try #require(byName["아동간호학실습1"]?.first)
    #expect(practicum.credits == Credits(tenths: 15))
    #expect(practicum.delivery == .unscheduled)
    #expect(byName["ALL that English Basic(이러닝)"]?.first?.delivery == .online)
    #expect(byName["ALL that English Basic(이러닝)"]?.first?.professor == nil)
    #expect(byName["ALL that English1(이러닝-TOEIC 600+목표반)"]?.first?.delivery == .online)
    #expect(byName["소프트웨어문해(이러닝-파이썬)"]?.first?.delivery == .scheduled)
    #expect(byName["회로실험"]?.first?.slots.count == 2)
  }

  @Test("A bad record is set aside with its index; the rest are kept")
  func rejections() throws {
    let records = [
      record(code: "1", schedule: "IT106(월1)"),
      record(code: "2", schedule: "IT106(월16)"),
      record(code: "4", schedule: nil, name: "  "),
      record(code: "1", schedule: "IT106(화1)"),
      record(code: "5", schedule: nil, termCode: "30"),
    ]
    let result = CourseImport(usw: records)
    #expect(result.courses.map(\.code) == ["1"])
    #expect(
      result.rejections == [
        .init(
          record: 1,
          error: .invalidSchedule(
            record: 1, .periodOutOfRange(text: "IT106(월16)", position: 7, period: 16))),
        .init(record: 2, error: .invalidField(record: 2, field: "subjtNm", value: "blank")),
        .init(record: 3, error: .conflictingDuplicate(record: 3, .catalog(code: "1", section: "001"))),
        .init(record: 4, error: .invalidField(record: 4, field: "subjtEstbSmrCd", value: "2023/30")),
      ])
    #expect(result.rejections[0].error.description.hasPrefix("record 1: period 16 out of range at position 7"))
  }

  private func record(
    code: String, schedule: String?, point: Credits = 3, name: String = "과목", termCode: String = "10"
  ) -> USWCourseWire {
    USWCourseWire(
      estbDpmjNm: "교양", trgtGrdeCd: 1, subjtCd: code, diclNo: "001", subjtNm: name, facDvnm: "기교",
      reprPrfsEnoNm: nil, timtSmryCn: schedule, point: point, subjtEstbYear: "2023", subjtEstbSmrCd: termCode)
  }

  @Test(
    "Malformed files are typed errors naming the record and field",
    arguments: [
      ("{}", CourseRecordError.malformedJSON("")),
      ("not json", .malformedJSON("")),
      (#"[{"estbDpmjNm": "교양"}]"#, .missingField(record: 0, field: "trgtGrdeCd")),
      (
        #"[{"estbDpmjNm": "교양", "trgtGrdeCd": "1", "subjtCd": "1", "diclNo": "001", "subjtNm": "x", "facDvnm": "x", "point": 3}]"#,
        .invalidField(record: 0, field: "trgtGrdeCd", value: "")
      ),
      (
        #"[{"estbDpmjNm": "교양", "trgtGrdeCd": 1, "subjtCd": "1", "diclNo": "001", "subjtNm": null, "facDvnm": "x", "point": 3}]"#,
        .missingField(record: 0, field: "subjtNm")
      ),
      (
        #"[{"estbDpmjNm": "교양", "trgtGrdeCd": 1, "subjtCd": "1", "diclNo": "001", "subjtNm": "x", "facDvnm": "x", "point": 1.25}]"#,
        .invalidField(record: 0, field: "point", value: "")
      ),
      (
        #"[{"estbDpmjNm": "교양", "trgtGrdeCd": 1, "subjtCd": "1", "diclNo": "001", "subjtNm": "x", "facDvnm": "x", "point": -3}]"#,
        .invalidField(record: 0, field: "point", value: "")
      ),
    ])
  func malformed(json: String, expected: CourseRecordError) {
    do {
      _ = try USWPortalDecoder.records(from: Data(json.utf8))
      Issue.record("\(json) decoded")
    } catch {
      switch (error, expected) {
      case (.malformedJSON, .malformedJSON): break
      case (.invalidField(let record, let field, _), .invalidField(let expectedRecord, let expectedField, _)):
        #expect(record == expectedRecord && field == expectedField)
      default: #expect(error == expected)
      }
    }
  }

  @Test("SUWIKI records: time strings, clock times and placeholders")
  func suwiki() throws {
    let result = try SuwikiDecoder.courses(from: Fixtures.suwikiJSON, semester: Semester(year: 2024, term: .first))
    #expect(result.rejections.isEmpty)
    let music = result.courses[0]
    #expect(music.slots.count == 2)
    #expect(music.section == "001")
    #expect(music.grade == 2)
    #expect(music.id == .named(name: "음악사", schedule: "음악109(화1,2 수3,4)", section: "001"))
    let business = result.courses[1]
    #expect(
      business.clockMeetings == [try ClockMeeting(location: "경상301", day: .monday, startMinute: 780, endMinute: 855)])
    #expect(business.delivery == .scheduled)
    let capstone = result.courses[2]
    #expect(capstone.delivery == .unscheduled)
    #expect(capstone.professor == nil)
    #expect(capstone.semester == Semester(year: 2024, term: .first))
  }

  @Test("SUWIKI records with a bad day or time are refused by field")
  func suwikiErrors() {
    let badDay = SuwikiCourseWire(
      courseName: "A", roomName: "경상301", courseDay: "X", startTime: "9:30", endTime: "10:20")
    #expect(throws: CourseRecordError.invalidField(record: nil, field: "courseDay", value: "X")) {
      try Course(suwiki: badDay)
    }
    let badTime = SuwikiCourseWire(
      courseName: "A", roomName: "경상301", courseDay: "월", startTime: "10:20", endTime: "9:30")
    #expect(throws: CourseRecordError.invalidField(record: nil, field: "startTime/endTime", value: "10:20-9:30")) {
      try Course(suwiki: badTime)
    }
    #expect(throws: CourseRecordError.missingField(record: nil, field: "courseName")) {
      try Course(suwiki: SuwikiCourseWire(courseName: nil))
    }
    let result = CourseImport(suwiki: [badDay, SuwikiCourseWire(courseName: "B")])
    #expect(result.courses.map(\.name) == ["B"])
    #expect(result.rejections.first?.record == 0)
  }
}
