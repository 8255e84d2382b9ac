/// The viewer's account as the SUWIKI server counts it (`GET /user/my-page`).
///
/// The numbers are as sent; ``account(id:isRestricted:)`` makes the ``StudentAccount`` an ``EvaluationBoard``
/// works with, refusing a negative one.
public struct StudentProfile: Hashable, Sendable {
  /// The login id.
  public let loginID: String
  /// The email.
  public let email: String
  /// The point balance.
  public let points: Int
  /// How many evaluations they wrote.
  public let writtenEvaluations: Int
  /// How many exam posts they wrote.
  public let writtenExamPosts: Int
  /// How many lectures' exam posts they bought.
  public let purchasedExamInfo: Int

  /// Creates a profile.
  public init(
    loginID: String, email: String, points: Int, writtenEvaluations: Int, writtenExamPosts: Int,
    purchasedExamInfo: Int
  ) {
    self.loginID = loginID
    self.email = email
    self.points = points
    self.writtenEvaluations = writtenEvaluations
    self.writtenExamPosts = writtenExamPosts
    self.purchasedExamInfo = purchasedExamInfo
  }

  /// The account these numbers describe, for a student with identity `id`.
  ///
  /// - Throws: ``LecturePostError/invalidAccount(_:reason:)`` for a negative number.
  public func account(id: StudentID, isRestricted: Bool = false) throws(LecturePostError) -> StudentAccount {
    try StudentAccount(
      id: id, points: points, writtenEvaluations: writtenEvaluations, writtenExamPosts: writtenExamPosts,
      purchasedExamInfo: purchasedExamInfo, isRestricted: isRestricted)
  }
}
