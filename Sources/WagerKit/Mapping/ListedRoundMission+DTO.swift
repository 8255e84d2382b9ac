import Foundation

extension ListedRoundMission {
  /// Maps a `RoundMission` found at `field` ("myRoundMission").
  ///
  /// - Throws: ``WagerError/malformedPayload(field:reason:)`` naming the field under `field` for an unknown
  ///   `missionType`, `missionTool`, `result` or `finalResult`, a `WIN`/`LOSE` without its `updatedAt`, or a time
  ///   that is not a Seoul `LocalDateTime`.
  init(dto: RoundMissionDTO, field: String) throws(WagerError) {
    let content = dto.missionContent
    let category = try MissionCategory(dto: content.missionCategory, field: field + ".missionContent.missionCategory")
    let report: MissionReport?
    switch dto.result {
    case "UNDECIDED":
      report = nil
    case "WIN", "LOSE":
      guard let text = dto.updatedAt else {
        throw .malformedPayload(field: field + ".updatedAt", reason: "a \(dto.result) report needs its time")
      }
      let reportedAt = try WagerServerText.date(text, field: field + ".updatedAt")
      report = MissionReport(completed: dto.result == "WIN", reportedAt: reportedAt)
    default:
      throw .malformedPayload(
        field: field + ".result", reason: "expected UNDECIDED, WIN or LOSE, got \"\(dto.result.prefix(48))\"")
    }
    var finalResult: BattleResult?
    if let text = dto.finalResult, text != "UNDECIDED" {
      guard let result = BattleResult(rawValue: text) else {
        throw .malformedPayload(
          field: field + ".finalResult", reason: "expected UNDECIDED, WIN, LOSE or DRAW, got \"\(text.prefix(48))\"")
      }
      finalResult = result
    }
    self.init(
      id: dto.id, mission: Mission(id: content.id, content: content.content, recommendedTime: content.recommendTime),
      category: category, report: report, finalResult: finalResult)
  }
}

extension MissionCategory {
  /// Maps a `MissionCategory` found at `field`, without missions; a missing `missionTool` is ``MissionTool/noTool``.
  init(dto: MissionCategoryDTO, field: String) throws(WagerError) {
    guard let missionType = MissionType(rawValue: dto.missionType) else {
      throw .malformedPayload(
        field: field + ".missionType", reason: "expected SAME or DIFFERENCE, got \"\(dto.missionType.prefix(48))\"")
    }
    var missionTool = MissionTool.noTool
    if let text = dto.missionTool {
      guard let tool = MissionTool(rawValue: text) else {
        throw .malformedPayload(
          field: field + ".missionTool", reason: "expected MEMO, TIMER or NONE, got \"\(text.prefix(48))\"")
      }
      missionTool = tool
    }
    self.init(
      id: dto.id, title: dto.title, description: dto.description ?? "", rule: dto.rule ?? "", tip: dto.tip ?? "",
      example: dto.example ?? "", image: WagerServerText.url(dto.image), missionType: missionType,
      missionTool: missionTool, missions: [])
  }
}
