#if Server
  import Foundation
  import LectureEvaluationKit

  /// Reads SUWIKI lectures from the kit's store and the server's catalogue, and answers the lecture list and search.
  ///
  /// A list reads the catalogue once and every lecture with its averages once (`LectureAveragesListing`), and joins
  /// them by id in memory: two reads whatever the number of lectures, for SUWIKI's ~5,000 as for the demo's 28
  /// (docs/design/reference-server.md §7.2, gap 1). One lecture reads the lecture, its averages and its metadata.
  struct SuwikiLectureDirectory: Sendable {
    /// SUWIKI's lectures, posts and averages.
    let posts: any LecturePostRepository & LecturePostListing & LectureAveragesListing
    /// The lectures' departments and classifications.
    let catalogue: any LectureCatalogue

    /// Lectures a page holds.
    static let pageSize = 10

    /// The lecture with `id`, or `nil` when the kit's store has none.
    func lecture(id: Int) async throws -> SuwikiLecture? {
      guard let lecture = try await posts.lecture(id: id) else { return nil }
      let averages = try await posts.averages(lecture: id) ?? LectureAverages()
      let metadata = try await catalogue.metadata(id: id) ?? LectureMetadata(id: id, major: "", lectureType: "")
      return SuwikiLecture(lecture: lecture, averages: averages, metadata: metadata)
    }

    /// The lectures the list and search show: those whose department is `major` (any when `nil` or empty) and, when
    /// `search` is given and not empty, whose name or professor contains it ignoring case, in `sort`'s order.
    ///
    /// Two reads: the catalogue, and every lecture with its averages; a catalogue entry whose lecture the kit's store
    /// lacks is left out.
    func lectures(major: String?, search: String?, sort: LectureSort) async throws -> [SuwikiLecture] {
      let entries = try await catalogue.all()
      let listed = try await posts.lecturesWithAverages()
      let stored = Dictionary(listed.map { ($0.lecture.id, $0) }, uniquingKeysWith: { first, _ in first })
      var found: [SuwikiLecture] = []
      for metadata in entries {
        if let major, !major.isEmpty, metadata.major != major { continue }
        guard let listing = stored[metadata.id] else { continue }
        let lecture = listing.lecture
        if let search, !search.isEmpty, !Self.contains(lecture.name, search), !Self.contains(lecture.professor, search)
        {
          continue
        }
        found.append(SuwikiLecture(lecture: lecture, averages: listing.averages, metadata: metadata))
      }
      let summaries = Dictionary(uniqueKeysWithValues: found.map { ($0.lecture.id, $0.summary) })
      return found.sorted { lhs, rhs in
        guard let left = summaries[lhs.lecture.id], let right = summaries[rhs.lecture.id] else { return false }
        return sort.areInIncreasingOrder(left, right)
      }
    }

    /// Page `page` (from 1) of `items`, at most ``pageSize``; empty past the end.
    static func page<Item>(_ items: [Item], _ page: Int) -> [Item] {
      let (start, overflow) = (page - 1).multipliedReportingOverflow(by: pageSize)
      guard !overflow, start >= 0, start < items.count else { return [] }
      return Array(items[start..<min(start + pageSize, items.count)])
    }

    /// Whether `text` contains `part`, ignoring case.
    private static func contains(_ text: String, _ part: String) -> Bool {
      text.range(of: part, options: [.caseInsensitive]) != nil
    }
  }
#endif
