#if Server
  import LectureEvaluationKit

  /// A lecture as SUWIKI shows it: the kit's lecture (names, semesters), its running averages, and the server's
  /// metadata (department, classification).
  struct SuwikiLecture: Sendable {
    /// The kit's lecture.
    let lecture: EvaluationLecture
    /// Its averages, as the kit keeps them.
    let averages: LectureAverages
    /// Its department and classification (empty when the catalogue has none).
    let metadata: LectureMetadata

    /// The lecture as the kit's list model: what `LectureSort` orders.
    var summary: LectureSummary {
      LectureSummary(
        id: lecture.id, name: lecture.name, professor: lecture.professor, major: metadata.major,
        lectureType: metadata.lectureType, semesters: lecture.semesters, total: averages.total,
        satisfaction: averages.satisfaction, honey: averages.honey, learning: averages.learning, team: averages.team,
        difficulty: averages.difficulty, homework: averages.homework)
    }

    /// The semesters as SUWIKI's `semesterList`: "2022-2, 2023-2, 2024-1", oldest first.
    var semesterList: String {
      lecture.semesters.map(\.description).joined(separator: ", ")
    }
  }
#endif
