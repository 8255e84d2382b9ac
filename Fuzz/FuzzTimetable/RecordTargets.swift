import Foundation
import FuzzSupport
@_spi(Benchmarking) import TimetableKit

/// The course-record and evaluation decoders (`Decodable` over Foundation's `JSONDecoder`, so the coverage the
/// fuzzer sees is the kit's mapping).
enum RecordTargets {
  /// `USWPortalDecoder.courses(from:)`: bytes that decode give courses and rejections that account for every record.
  static func usw(_ bytes: [UInt8]) {
    // `USWPortalDecoder.courses(from: data)` is `CourseImport(usw: USWPortalDecoder.records(from: data))`; taking
    // the two steps apart decodes once and still learns the record count.
    let data = Data(bytes)
    let records: [USWCourseWire]
    do {
      records = try USWPortalDecoder.records(from: data)
    } catch {
      fuzzCheck(!error.description.isEmpty, "empty description")
      fuzzCheck(
        (try? USWPortalDecoder.courses(from: data)) == nil, "courses(from:) accepted what records(from:) refused")
      return
    }
    checkImport(CourseImport(usw: records), recordCount: records.count)
  }

  /// `SuwikiDecoder.courses(from:semester:)`, with and without a semester.
  static func suwiki(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let records: [SuwikiCourseWire]
    do {
      records = try SuwikiDecoder.records(from: data)
    } catch {
      fuzzCheck(!error.description.isEmpty, "empty description")
      fuzzCheck((try? SuwikiDecoder.courses(from: data)) == nil, "courses(from:) accepted what records(from:) refused")
      return
    }
    checkImport(
      CourseImport(suwiki: records, semester: Semester(year: 2023, term: .second)), recordCount: records.count)
    checkImport(CourseImport(suwiki: records), recordCount: records.count)
  }

  /// Every record is a course, merged into one, or a rejection with its index; every course is sound.
  private static func checkImport(_ imported: CourseImport, recordCount: Int) {
    let indices = imported.rejections.map(\.record)
    fuzzCheck(indices == indices.sorted() && Set(indices).count == indices.count, "rejections out of order")
    fuzzCheck(indices.allSatisfy { (0..<recordCount).contains($0) }, "a rejection outside the file: \(indices)")
    fuzzCheck(imported.courses.count + indices.count <= recordCount, "more results than records")
    fuzzCheck(recordCount == 0 || !(imported.courses.isEmpty && indices.isEmpty), "records vanished")
    var catalogIDs = Set<CourseID>()
    for course in imported.courses {
      if case .catalog = course.id {
        fuzzCheck(catalogIDs.insert(course.id).inserted, "course \(course.id) imported twice")
      }
      CourseChecks.check(course)
    }
    for rejection in imported.rejections {
      fuzzCheck(!rejection.error.description.isEmpty, "empty description")
    }
  }
}

/// What every course, however it was made, promises.
enum CourseChecks {
  static func check(_ course: Course) {
    for slot in course.slots {
      fuzzCheck(ScheduleParser.periodRange.contains(slot.startPeriod), "slot out of range: \(slot)")
      fuzzCheck(slot.startPeriod <= slot.endPeriod && slot.endPeriod <= 15, "bad slot: \(slot)")
    }
    fuzzCheck(course.credits <= Credits.maximum, "credits above the maximum: \(course.credits)")
    fuzzCheck(course.hasNoMeetings == (course.slots.isEmpty && course.clockMeetings.isEmpty), "delivery wrong")
    fuzzCheck(Set(course.departments).count == course.departments.count, "a department twice")
    _ = course.description
    _ = course.meetings()
  }
}
