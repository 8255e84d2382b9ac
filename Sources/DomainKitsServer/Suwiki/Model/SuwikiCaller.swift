#if Server
  import LectureEvaluationKit

  /// Who sent a SUWIKI request with a valid access token: the open account and its student in the kit.
  struct SuwikiCaller: Sendable {
    /// The server's account.
    let account: Account
    /// The account's student in LectureEvaluationKit.
    let student: StudentID
  }
#endif
