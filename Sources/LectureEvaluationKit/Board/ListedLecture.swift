/// A lecture as a store lists it: the lecture with its running averages, as
/// ``LectureAveragesListing/lecturesWithAverages()`` reads them.
///
/// ``averages`` equals what ``LecturePostRepository/averages(lecture:)`` answers for ``lecture`` in the same state:
/// ``LectureAverages/init()`` (no posts counted) for a lecture nobody evaluated.
public struct ListedLecture: Hashable, Codable, Sendable {
  /// The lecture: its identity, names and semesters.
  public var lecture: EvaluationLecture
  /// The lecture's running averages.
  public var averages: LectureAverages

  /// Creates a listed lecture.
  public init(lecture: EvaluationLecture, averages: LectureAverages) {
    self.lecture = lecture
    self.averages = averages
  }
}
