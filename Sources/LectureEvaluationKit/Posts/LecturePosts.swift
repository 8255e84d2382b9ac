import Foundation

/// Identifies a ``LectureEvaluationPost``: the server's `id` as text ("1021"), or an app's own id for a post written
/// offline.
public typealias EvaluationPostID = EntityID<LectureEvaluationPost>

/// Identifies an ``ExamPost``.
public typealias ExamPostID = EntityID<ExamPost>

/// Identifies a student (a ``StudentAccount``).
public typealias StudentID = EntityID<StudentAccount>
