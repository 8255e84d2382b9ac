import Foundation

/// The courses of a catalogue file, with the records that could not be used.
///
/// One bad record does not cost a student the whole semester: it is set aside with its error and index. The
/// portal lists a course once per department it is offered to (same code and section); those records become one
/// course whose ``Course/departments`` lists every department. Same-named courses with different sections or
/// times stay distinct.
public struct CourseImport: Sendable, Equatable {
  /// A record set aside.
  public struct Rejection: Sendable, Equatable {
    /// The record's index in its file.
    public let record: Int
    /// Why it was set aside.
    public let error: CourseRecordError
  }

  /// The courses, in the order of their first record.
  public let courses: [Course]
  /// The records that could not be mapped.
  public let rejections: [Rejection]

  /// Maps decoded USW records (the mapping stage of ``USWPortalDecoder/courses(from:)``).
  ///
  /// - Complexity: O(*n*) in the number of records, each string parsed once.
  @_spi(Benchmarking)
  public init(usw records: [USWCourseWire]) {
    var builder = Builder(capacity: records.count)
    for (index, record) in records.enumerated() {
      builder.add(index: index) { () throws(CourseRecordError) in try Course(usw: record) }
    }
    self = builder.result
  }

  /// Maps decoded SUWIKI records (the mapping stage of ``SuwikiDecoder/courses(from:semester:)``).
  @_spi(Benchmarking)
  public init(suwiki records: [SuwikiCourseWire], semester: Semester? = nil) {
    var builder = Builder(capacity: records.count)
    for (index, record) in records.enumerated() {
      builder.add(index: index) { () throws(CourseRecordError) in try Course(suwiki: record, semester: semester) }
    }
    self = builder.result
  }

  private init(courses: [Course], rejections: [Rejection]) {
    self.courses = courses
    self.rejections = rejections
  }

  /// Collects courses, merging department listings of one course.
  private struct Builder {
    var courses: [Course] = []
    var rejections: [Rejection] = []
    var positions: [CourseID: Int] = [:]

    init(capacity: Int) {
      courses.reserveCapacity(capacity)
      positions.reserveCapacity(capacity)
    }

    mutating func add(index: Int, _ make: () throws(CourseRecordError) -> Course) {
      let course: Course
      do {
        course = try make()
      } catch {
        rejections.append(Rejection(record: index, error: error.at(record: index)))
        return
      }
      guard case .catalog = course.id, let position = positions[course.id] else {
        if case .catalog = course.id { positions[course.id] = courses.count }
        courses.append(course)
        return
      }
      let existing = courses[position]
      guard existing.scheduleText == course.scheduleText, existing.clockMeetings == course.clockMeetings else {
        rejections.append(Rejection(record: index, error: .conflictingDuplicate(record: index, course.id)))
        return
      }
      courses[position] = existing.addingDepartments(course.departments)
    }

    var result: CourseImport { CourseImport(courses: courses, rejections: rejections) }
  }
}
