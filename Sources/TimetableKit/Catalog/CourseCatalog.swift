/// A semester's courses, searchable by name and professor.
///
/// Search is case-insensitive and ignores every space on both sides, so "all that english" finds all the
/// "ALL that English..." courses; initial consonants find syllables (ㄷㅇㅌ finds 데이터, and 데ㅇㅌ too); results
/// come exact matches first, then prefixes, then other substrings, each group in catalogue order.
///
/// The normalised keys are computed once, when the catalogue is built, into flat byte buffers; a query is
/// normalised once and scanned over them.
///
/// ```swift
/// let catalog = CourseCatalog(courses: courses)
/// catalog.search("all that english")   // every "ALL that English..." section
/// catalog.search("ㄷㅇㅌ")              // 데이터베이스, 빅데이터분석...
/// ```
public struct CourseCatalog: Sendable {
  /// The courses, in the order given.
  public let courses: [Course]
  private let names: SearchColumn
  private let professors: SearchColumn

  /// Builds the catalogue and its search keys.
  ///
  /// - Complexity: O(*n*) in the total length of the names and professors.
  public init(courses: [Course]) {
    self.courses = courses
    names = SearchColumn(courses.map(\.name))
    professors = SearchColumn(courses.map(\.professor))
  }

  /// The courses whose name or professor contains the query, best matches first.
  ///
  /// An empty or blank query returns every course.
  ///
  /// - Complexity: O(*total key bytes*): one scan per field.
  public func search(_ query: String) -> [Course] {
    search(query, filter: CourseFilter())
  }

  /// The courses that match the query and pass the filter, best matches first.
  public func search(_ query: String, filter: CourseFilter) -> [Course] {
    matchingIndices(query, filter: filter).map { courses[$0] }
  }

  /// The indices into ``courses`` of the search results, best first.
  func matchingIndices(_ query: String, filter: CourseFilter) -> [Int] {
    let prepared = SearchQuery(query)
    let keepsEverything = filter.keepsEverything
    if prepared.isEmpty {
      return courses.indices.filter { keepsEverything || filter.accepts(courses[$0]) }
    }
    var ranks = [UInt8](repeating: SearchRank.none.rawValue, count: courses.count)
    names.rank(prepared, into: &ranks)
    professors.rank(prepared, into: &ranks)
    var buckets: [[Int]] = [[], [], []]
    for (index, rank) in ranks.enumerated() where rank != SearchRank.none.rawValue {
      if keepsEverything || filter.accepts(courses[index]) { buckets[Int(rank)].append(index) }
    }
    return buckets[0] + buckets[1] + buckets[2]
  }

  /// Every department that lists a course, sorted.
  public var departments: [String] {
    Set(courses.flatMap(\.departments)).sorted()
  }

  /// Every classification, sorted.
  public var classifications: [String] {
    Set(courses.compactMap(\.classification)).sorted()
  }
}
