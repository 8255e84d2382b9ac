import Foundation

/// One finished battle as a partner's history list shows it: display-ready text, no formatting left to the view.
///
/// Built from battles by ``BattleHistory``, or from the server's `GET /api/history` body by
/// ``WagerServerDecoder/battleHistory(from:strings:)``.
public struct BattleHistoryRow: Sendable, Equatable, Hashable, Identifiable {
  /// One partner's mission and report, as the row shows it.
  public struct MissionLine: Sendable, Equatable, Hashable {
    /// The mission ("에코백").
    public var content: String
    /// Whether the partner reported completing it; `nil` when unknown.
    public var completed: Bool?
    /// When the partner reported, "HH:mm" by default; empty when unknown.
    public var time: String

    /// Creates a mission line.
    public init(content: String, completed: Bool?, time: String) {
      self.content = content
      self.completed = completed
      self.time = time
    }
  }

  /// The battle's identifier.
  public var id: BattleID
  /// The day the battle was decided, "yy.MM.dd" by default ("23.12.27").
  public var date: String
  /// The category's title ("키워드 스무고개").
  public var title: String
  /// The category's picture.
  public var image: URL?
  /// The viewer's result, or `nil` when the server sent a value WagerKit does not know.
  public var result: BattleResult?
  /// The result's text: "승리", "패배", "무승부" by default.
  public var resultText: String
  /// The winner's nickname, or `nil` for a draw.
  public var winnerName: String?
  /// The viewer's mission.
  public var myMission: MissionLine
  /// The other partner's mission.
  public var partnerMission: MissionLine

  /// Creates a row.
  public init(
    id: BattleID, date: String, title: String, image: URL?, result: BattleResult?, resultText: String,
    winnerName: String?, myMission: MissionLine, partnerMission: MissionLine
  ) {
    self.id = id
    self.date = date
    self.title = title
    self.image = image
    self.result = result
    self.resultText = resultText
    self.winnerName = winnerName
    self.myMission = myMission
    self.partnerMission = partnerMission
  }
}
