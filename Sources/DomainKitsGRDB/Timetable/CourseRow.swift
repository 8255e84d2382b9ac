#if SQLite
  import Foundation
  import DomainKitsGRDBCore
  import GRDB
  import TimetableKit

  /// How a `Course` maps to a `course` row and back.
  ///
  /// A course is stored as the fields it was created from and rebuilt through `Course`'s own initializer, so the
  /// slots and period mask are parsed again from the schedule text and can never disagree with it.
  enum CourseRow {
    static let table = "course"

    /// The columns after `catalogue_id` and `position`, in the order ``arguments(_:catalogue:position:)`` binds them
    /// and ``course(from:semester:)`` reads them (from index 1; index 0 is `position`).
    static let columns =
      "name, schedule_text, code, section, professor, classification, grade, credits_tenths, "
      + "evaluation_method, lecture_type, offered_year, offered_term, clock_meetings, departments"

    /// The statement that inserts one course.
    static let insertSQL =
      "INSERT INTO course (catalogue_id, position, \(columns)) VALUES (\(Array(repeating: "?", count: 16).joined(separator: ", ")))"

    /// The statement that inserts one department listing.
    static let insertDepartmentSQL =
      "INSERT INTO course_department (catalogue_id, department, position) VALUES (?, ?, ?)"

    /// The values of an insert of `course` at `position`.
    static func arguments(_ course: Course, catalogue: Int64, position: Int) throws(DomainKitsDatabaseError)
      -> StatementArguments
    {
      let meetings: String? =
        course.clockMeetings.isEmpty
        ? nil : try StoredJSON.encode(course.clockMeetings, table: table, key: "\(course.id)")
      let values: [(any DatabaseValueConvertible)?] = [
        catalogue, position, course.name, course.scheduleText, course.code, course.section,
        course.professor, course.classification, course.grade, course.credits.tenths, course.evaluationMethod,
        course.lectureType, course.semester?.year, course.semester?.term.rawValue, meetings,
        PackedText.pack(course.departments),
      ]
      return StatementArguments(values)
    }

    /// Rebuilds the course of a row selected as `position, <columns>`.
    ///
    /// - Throws: `DomainKitsDatabaseError.invalidStoredValue(table:key:reason:)` for a column of the wrong type, a
    ///   schedule text that no longer parses or credits out of range.
    static func course(from row: Row, semester: Semester) throws(DomainKitsDatabaseError) -> Course {
      let stored = StoredRow(row: row, table: table, key: "\(semester) #\(row[0] as DatabaseValue)")
      let name: String = try stored.text(1)
      let tenths = try stored.int(8)
      let credits = Credits(tenths: tenths)
      guard credits.tenths == tenths else { throw stored.invalid("credits \(tenths) tenths out of range") }
      var offered: Semester?
      if let year = try stored.optionalInt(11) {
        let term = try stored.optionalInt(12)
        guard let term = term.flatMap(Semester.Term.init(rawValue:)) else {
          throw stored.invalid("offered semester \(year)-\(term.map(String.init) ?? "nil")")
        }
        offered = Semester(year: year, term: term)
      }
      let departmentsText = try stored.text(14)
      guard let departments = PackedText.unpack(departmentsText) else {
        throw stored.invalid("departments \"\(departmentsText)\" are not packed text")
      }
      let meetingsText = try stored.optionalText(13)
      let meetings = try meetingsText.map { text throws(DomainKitsDatabaseError) in
        try StoredJSON.decode([ClockMeeting].self, from: text, table: table, key: stored.key)
      }
      do {
        return try Course(
          name: name, scheduleText: try stored.optionalText(2), code: try stored.optionalText(3),
          section: try stored.optionalText(4), professor: try stored.optionalText(5), departments: departments,
          classification: try stored.optionalText(6), grade: try stored.optionalInt(7), credits: credits,
          evaluationMethod: try stored.optionalText(9), lectureType: try stored.optionalText(10), semester: offered,
          clockMeetings: meetings ?? [])
      } catch let error as DomainKitsDatabaseError {
        throw error
      } catch {
        throw stored.invalid("\(error)")
      }
    }

  }
#endif
