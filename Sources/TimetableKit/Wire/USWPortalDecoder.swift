import Foundation

/// Reads the USW (Suwon University) portal's course file into the kit's models.
///
/// ```swift
/// let imported = try USWPortalDecoder.courses(from: portalJSON)
/// let catalog = CourseCatalog(courses: imported.courses)
/// ```
public enum USWPortalDecoder {
  /// The courses of a portal file (a JSON array of records), one per course with the departments
  /// that list it merged; records that do not map are ``CourseImport/rejections``, named by index.
  ///
  /// - Throws: ``CourseRecordError`` naming the record and field when the file itself cannot be decoded.
  public static func courses(from data: Data) throws(CourseRecordError) -> CourseImport {
    CourseImport(usw: try records(from: data))
  }

  /// The records of a portal file, decoded but not mapped (the `JSONDecoder` stage, which benchmarks and fuzz
  /// targets time and check apart).
  @_spi(Benchmarking)
  public static func records(from data: Data) throws(CourseRecordError) -> [USWCourseWire] {
    try CourseRecordError.decode([USWCourseWire].self, from: data)
  }
}
