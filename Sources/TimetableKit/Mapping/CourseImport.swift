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

  /// Maps decoded USW records: the name before 0.3.0.
  @available(*, deprecated, message: "decode and map a portal file with USWPortalDecoder.courses(from:)")
  public init(usw records: [USWCourseRecord]) {
    self.init(usw: records.map(\.wire))
  }

  /// Maps decoded SUWIKI records: the name before 0.3.0.
  @available(*, deprecated, message: "decode and map an export with SuwikiDecoder.courses(from:semester:)")
  public init(suwiki records: [SuwikiCourseRecord], semester: Semester? = nil) {
    self.init(suwiki: records.map(\.wire), semester: semester)
  }

  /// Decodes and maps a USW portal file: the name before 0.3.0.
  @available(*, deprecated, renamed: "USWPortalDecoder.courses(from:)")
  public static func usw(_ data: Data) throws(CourseRecordError) -> CourseImport {
    try USWPortalDecoder.courses(from: data)
  }

  /// Decodes and maps a SUWIKI Firebase export: the name before 0.3.0.
  @available(*, deprecated, renamed: "SuwikiDecoder.courses(from:semester:)")
  public static func suwiki(_ data: Data, semester: Semester? = nil) throws(CourseRecordError) -> CourseImport {
    try SuwikiDecoder.courses(from: data, semester: semester)
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
