import Foundation
import WagerKit

/// The battles WagerKit's repository suites (and the SQLite store's own tests) are built from.
public enum WagerSample {
  /// When the sample battles are created: 2023-12-27 20:40 in Seoul.
  public static let createdAt = Date(timeIntervalSince1970: 1_703_677_200)

  /// The instant `minutes` after ``createdAt``.
  public static func at(_ minutes: Double) -> Date { createdAt.addingTimeInterval(minutes * 60) }

  /// The category of every sample battle.
  public static let category = MissionCategory.Summary(
    id: 1, title: "키워드 스무고개", image: URL(string: "https://cdn.example.com/category/twenty-questions.png"),
    missionType: .different, missionTool: .memo)

  /// A created battle of `couple`, created by the first partner, with a wish.
  public static func newBattle(_ id: BattleID, couple: CoupleID = "couple-7", created: Date = createdAt) throws
    -> Battle
  {
    try Battle(
      id: id, coupleID: couple, createdBy: .first, createdAt: created, category: category,
      missions: (Mission(id: 11, content: "에코백"), Mission(id: 12, content: "장미")), wish: "설거지 한 번 해주기")
  }

  /// A finalized battle, finalized `minutes` after ``createdAt``, won by `winner` (a draw for `nil`).
  public static func finishedBattle(
    _ id: BattleID, minutes: Double, winner: PartnerRole?, couple: CoupleID = "couple-7"
  ) throws -> Battle {
    var battle = try newBattle(id, couple: couple)
    try battle.start(at: createdAt)
    try battle.report(.first, completed: winner == .first, at: at(minutes - 1))
    try battle.report(.second, completed: winner == .second, at: at(minutes - 1))
    _ = try battle.finalize(at: at(minutes))
    return battle
  }
}
