#if Server
  /// What SUWIKI says of a lecture beyond the kit's `EvaluationLecture` (its names and semesters): the department
  /// (`majorType`) and the classification (`lectureType`, 이수구분).
  package struct LectureMetadata: Sendable, Hashable {
    /// The lecture's id, the kit's `EvaluationLecture.id`.
    package let id: Int
    /// The department, "컴퓨터학부".
    package let major: String
    /// The classification, "전핵".
    package let lectureType: String

    /// Metadata of one lecture.
    package init(id: Int, major: String, lectureType: String) {
      self.id = id
      self.major = major
      self.lectureType = lectureType
    }
  }
#endif
