/// Reads every lecture with its running averages in one call: what a lecture list or search needs, at SUWIKI's
/// size (about 5,000 lectures), without a ``LecturePostRepository/lecture(id:)`` and a
/// ``LecturePostRepository/averages(lecture:)`` per lecture.
///
/// A separate protocol, so stores written against ``LecturePostRepository`` alone keep compiling; the in-memory
/// actor and the SQLite and PostgreSQL stores adopt both.
///
/// ```swift
/// for listed in try await posts.lecturesWithAverages() {   // by id ascending
///   print(listed.lecture.id, listed.lecture.name, listed.averages.total.text)
/// }
/// ```
///
/// It keeps the repository contract: a store without lectures lists `[]`, and each lecture's averages are those
/// ``LecturePostRepository/averages(lecture:)`` answers for it (none counted for a lecture nobody evaluated).
public protocol LectureAveragesListing: Sendable {
  /// Every lecture the store holds, by id ascending, each with its running averages, read as one consistent
  /// snapshot.
  func lecturesWithAverages() async throws -> [ListedLecture]
}
