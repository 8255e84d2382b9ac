extension InMemoryLecturePostRepository: LecturePostListing {
  /// The evaluations `author` wrote, oldest first; see ``LecturePostListing/evaluations(author:)``.
  ///
  /// - Complexity: O(*n* log *n*) in the number of evaluations on the board.
  public func evaluations(author: StudentID) -> [LectureEvaluationPost] {
    snapshot().evaluations.values.filter { $0.author == author }
      .sorted { ($0.writtenAt, $0.id) < ($1.writtenAt, $1.id) }
  }

  /// The exam posts `author` wrote, oldest first; see ``LecturePostListing/examPosts(author:)``.
  ///
  /// - Complexity: O(*n* log *n*) in the number of exam posts on the board.
  public func examPosts(author: StudentID) -> [ExamPost] {
    snapshot().examPosts.values.filter { $0.author == author }
      .sorted { ($0.writtenAt, $0.id) < ($1.writtenAt, $1.id) }
  }
}
