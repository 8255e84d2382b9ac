import Foundation
import FuzzSupport
import TimetableKit

/// A stored `Timetable` (its `Codable` form), as an app would read back a file another version or a user edited.
///
/// Decoding re-parses every course and re-adds it, so a decoded timetable must keep the rules: no duplicate, no
/// clash, within its credit limit; and it must encode and decode back to an equal value.
enum StoredTarget {
  static func run(_ bytes: [UInt8]) {
    let timetable: Timetable
    do {
      timetable = try JSONDecoder().decode(Timetable.self, from: Data(bytes))
    } catch {
      fuzzNote("not a Timetable: \(error)")
      return
    }
    let courses = timetable.courses
    fuzzCheck(Set(courses.map(\.id)).count == courses.count, "a stored duplicate was accepted")
    for (index, course) in courses.enumerated() {
      CourseChecks.check(course)
      var earlier = Timetable(id: timetable.id, periodClock: timetable.periodClock)
      for other in courses[..<index] { try? earlier.add(other) }
      fuzzCheck(!earlier.hasConflict(with: course), "a stored clash was accepted: \(course)")
    }
    let total = courses.reduce(Credits.zero) { $0 + $1.credits }
    fuzzCheck(timetable.totalCredits == total, "total \(timetable.totalCredits), sum \(total)")
    fuzzCheck(timetable.creditLimit.map { total <= $0 } ?? true, "a stored timetable over its limit was accepted")
    let again = try? JSONDecoder().decode(Timetable.self, from: JSONEncoder().encode(timetable))
    fuzzCheck(again == timetable, "the timetable did not survive a JSON round trip")
  }
}
