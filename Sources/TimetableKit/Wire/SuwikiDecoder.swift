import Foundation

/// Reads SUWIKI's Firebase course export (a JSON array of course records) into courses.
///
/// The SUWIKI server's lecture-evaluation bodies are LectureEvaluationKit's (`SuwikiServerDecoder`).
///
/// ```swift
/// let imported = try SuwikiDecoder.courses(from: export, semester: Semester(year: 2023, term: .second))
/// ```
public enum SuwikiDecoder {
  /// The courses of a Firebase export (a JSON array of course records); records that do not map are
  /// ``CourseImport/rejections``, named by index.
  ///
  /// - Parameters:
  ///   - data: The export's bytes.
  ///   - semester: The semester the export describes, for the courses' identifiers.
  public static func courses(from data: Data, semester: Semester? = nil) throws(CourseRecordError) -> CourseImport {
    CourseImport(suwiki: try records(from: data), semester: semester)
  }

  // MARK: Stages, exposed to the benchmarks and fuzz targets

  /// The records of a Firebase export, decoded but not mapped (checked apart by the fuzz targets).
  @_spi(Benchmarking)
  public static func records(from data: Data) throws(CourseRecordError) -> [SuwikiCourseWire] {
    try CourseRecordError.decode([SuwikiCourseWire].self, from: data)
  }
}
