import Foundation

extension ListedProfile {
  /// Maps a profile; `path` is where it sits in its document (`["data"]`).
  ///
  /// A gray member's `typeScore` is not read: the document's own example pairs `GRAY` with `[5, 2, 2, 4, 5]`, which
  /// is no test result (a score below 3). A tested member's scores must be a result, and ``personalityType`` is
  /// the server's colour as sent.
  init(wire dto: HousProfileWire, path: [FieldPath.Component]) throws(HousWireError) {
    let type = try PersonalityType(housTypeColor: dto.typeColor, field: FieldPath.text(path + ["typeColor"]))
    let scores: PersonalityScores?
    if type.isTested {
      scores = try PersonalityScores(housTypeScore: dto.typeScore)
    } else {
      scores = nil
    }
    self.init(
      name: dto.userName,
      profile: Profile(job: dto.job ?? "", introduction: dto.introduction ?? "", hashtags: dto.hashTag ?? []),
      personalityType: type, scores: scores, notificationsEnabled: dto.notificationState)
  }
}
