import Foundation

/// One course of the SUWIKI app's Firebase catalogue, exactly as its JSON names the fields, as releases before 0.3.0
/// made it public.
///
/// ``SuwikiDecoder/courses(from:semester:)`` decodes an export straight to courses; the wire shape is internal.
///
/// SUWIKI copied the portal's records into Firebase: `roomName` holds the whole time/room string
/// ("음악109(화1,2 수3,4)"), while `courseDay`, `startTime` and `endTime` ("월", "9:30", "10:20") describe only
/// its first meeting. Any field may be missing, so every field is optional. `classNum` is
/// the section ("001") and `num` the target grade, as the portal's `diclNo` and `trgtGrdeCd`.
@available(*, deprecated, message: "decode and map with SuwikiDecoder.courses(from:), which returns courses")
public struct SuwikiCourseRecord: Decodable, Hashable, Sendable {
  /// The course name.
  public let courseName: String?
  /// The professor.
  public let professor: String?
  /// The time/room string, or a plain room name.
  public let roomName: String?
  /// The department.
  public let major: String?
  /// The classification (이수구분).
  public let classification: String?
  /// The credits.
  public let credit: Credits?
  /// The target grade.
  public let num: Int?
  /// The section.
  public let classNum: String?
  /// The day of the first meeting: "월" ... "일".
  public let courseDay: String?
  /// The start of the first meeting, "9:30".
  public let startTime: String?
  /// The end of the first meeting, "10:20".
  public let endTime: String?

  /// Creates a record field by field.
  public init(
    courseName: String?, professor: String? = nil, roomName: String? = nil, major: String? = nil,
    classification: String? = nil, credit: Credits? = nil, num: Int? = nil, classNum: String? = nil,
    courseDay: String? = nil, startTime: String? = nil, endTime: String? = nil
  ) {
    self.courseName = courseName
    self.professor = professor
    self.roomName = roomName
    self.major = major
    self.classification = classification
    self.credit = credit
    self.num = num
    self.classNum = classNum
    self.courseDay = courseDay
    self.startTime = startTime
    self.endTime = endTime
  }

  /// Decodes a Firebase export: a JSON array of records.
  ///
  /// - Throws: ``CourseRecordError`` naming the record and field for any JSON that is not an array of records.
  @available(*, deprecated, message: "decode and map with SuwikiDecoder.courses(from:semester:)")
  public static func decodeList(from data: Data) throws(CourseRecordError) -> [SuwikiCourseRecord] {
    try SuwikiDecoder.records(from: data).map(SuwikiCourseRecord.init)
  }

  /// The wire record with the same fields.
  var wire: SuwikiCourseWire {
    SuwikiCourseWire(
      courseName: courseName, professor: professor, roomName: roomName, major: major,
      classification: classification, credit: credit, num: num, classNum: classNum, courseDay: courseDay,
      startTime: startTime, endTime: endTime)
  }

  init(_ wire: SuwikiCourseWire) {
    self.init(
      courseName: wire.courseName, professor: wire.professor, roomName: wire.roomName, major: wire.major,
      classification: wire.classification, credit: wire.credit, num: wire.num, classNum: wire.classNum,
      courseDay: wire.courseDay, startTime: wire.startTime, endTime: wire.endTime)
  }
}
