import FuzzSupport

@testable import TimetableKit

/// `CourseCatalog.search` with fuzzed course names, professors and query (typed by people, so any text).
///
/// Checks: results come from the catalogue, each once; and (the property the original app broke) every course
/// whose normalised name contains the normalised query as a plain substring is found.
enum SearchTarget {
  private static let names = [
    "데이터베이스", "ALL that English Basic(이러닝)", "빅데이터분석", "운영체제", "Data Science", "회로실험",
  ]

  static func run(_ bytes: [UInt8]) {
    var reader = FuzzReader(bytes)
    var courses: [Course] = []
    for index in 0..<reader.int(in: 1...6) {
      let name = reader.text(tokens: names)
      let professor = reader.bool() ? reader.text(tokens: ["김하늘", "박서연", "Kim"]) : nil
      guard let course = try? Course(name: name, code: "C\(index)", section: "001", professor: professor) else {
        continue
      }
      courses.append(course)
    }
    let query = String(decoding: reader.rest(), as: UTF8.self)
    let catalog = CourseCatalog(courses: courses)
    let found = catalog.matchingIndices(query, filter: CourseFilter())
    fuzzCheck(Set(found).count == found.count, "a course found twice for \(query.debugDescription)")
    fuzzCheck(found.allSatisfy { courses.indices.contains($0) }, "an index outside the catalogue")
    fuzzCheck(catalog.search(query).count == found.count, "search and its indices disagree")
    let key = SearchText.normalized(query)
    guard !key.isEmpty, !SearchText.hasInitialConsonants(key) else { return }
    for (index, course) in courses.enumerated() {
      let fields = [course.name] + (course.professor.map { [$0] } ?? [])
      let contains = fields.contains { SearchText.normalized($0).utf8.contains(key.utf8) }
      fuzzCheck(
        !contains || found.contains(index), "\(course.name.debugDescription) not found by \(query.debugDescription)")
    }
  }
}

extension String.UTF8View {
  /// Whether `other` occurs in these bytes (a naive scan: the reference for the kit's Boyer-Moore-Horspool).
  fileprivate func contains(_ other: String.UTF8View) -> Bool {
    let haystack = Array(self)
    let needle = Array(other)
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }
}
