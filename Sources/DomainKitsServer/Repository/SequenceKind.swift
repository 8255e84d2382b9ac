#if Server
  /// The kinds of number ``IdentifierSequence`` hands out, each with its own count.
  ///
  /// Each starts above the ids the demo data uses (SPEC.md's sample ids: evaluations 1021 and 1187, exam post 311),
  /// so the samples' ids stay the demo's.
  package enum SequenceKind: String, Sendable, CaseIterable {
    /// A SUWIKI student's id in the kit (`StudentID`, as decimal text).
    case suwikiStudent = "suwiki-student"
    /// A SUWIKI evaluation's id.
    case suwikiEvaluation = "suwiki-evaluation"
    /// A SUWIKI exam post's id.
    case suwikiExamPost = "suwiki-exam-post"

    /// The first number handed out.
    package var start: Int64 {
      switch self {
      case .suwikiStudent: 1_001
      case .suwikiEvaluation: 2_001
      case .suwikiExamPost: 501
      }
    }
  }
#endif
