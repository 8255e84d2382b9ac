extension InMemoryLecturePostRepository: LectureAveragesListing {
  /// Every lecture with its running averages, by id ascending; see
  /// ``LectureAveragesListing/lecturesWithAverages()``.
  ///
  /// - Complexity: O(*n* log *n*) in the number of lectures on the board.
  public func lecturesWithAverages() -> [ListedLecture] {
    snapshot().listedLectures
  }
}
