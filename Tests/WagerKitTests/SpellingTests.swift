import Foundation
import Testing

@testable import WagerKit

/// `finalize` and `finalized` are the US spellings since 0.3 (0.4 removed 0.2's `finalise` names); what 0.2
/// stored still reads.
@Suite("US spelling: finalize")
struct SpellingTests {
  /// A battle as 0.2 stored it (the project's fuzz seed `Fuzz/Corpus/wager-stored/battle-finalised.json`):
  /// the phase's key is "finalised" and dates are seconds since 2001.
  static let storedBattle = """
    {"id": "753", "coupleID": "couple-1", "createdBy": "first", "createdAt": 760000000.0, \
    "category": {"id": 1, "title": "키워드 스무고개", "image": "https://cdn.example.com/category/twenty-questions.png", \
    "missionType": "DIFFERENCE", "missionTool": "MEMO"}, "firstMission": {"id": 11, "content": "에코백"}, \
    "secondMission": {"id": 12, "content": "장미"}, "wish": "주말 설거지 대신하기", "deadline": 760003600.0, \
    "phase": {"finalised": {"_0": {"win": {"_0": "first"}}, "at": 760000900.0}}, \
    "firstReport": {"completed": true, "reportedAt": 760000600.0}, \
    "secondReport": {"completed": false, "reportedAt": 760000700.0}}
    """

  @Test("A battle stored by 0.2 reads as finalized, and is written back with the same key")
  func storedBattleReads() throws {
    let battle = try JSONDecoder().decode(Battle.self, from: Data(Self.storedBattle.utf8))
    let at = Date(timeIntervalSinceReferenceDate: 760_000_900)
    #expect(battle.phase == .finalized(.win(.first), at: at))
    #expect(battle.status == .finalized)
    #expect(battle.finalizedAt == at)
    let written = String(decoding: try JSONEncoder().encode(battle), as: UTF8.self)
    #expect(written.contains("\"finalised\":"))
    #expect(!written.contains("finalized"))
    #expect(try JSONDecoder().decode(Battle.self, from: Data(written.utf8)) == battle)
  }

  @Test("Status and action read both spellings, and write and describe the US one")
  func rawValues() throws {
    #expect(Battle.Status(rawValue: "finalised") == .finalized)
    #expect(Battle.Status(rawValue: "finalized") == .finalized)
    #expect(Battle.Status(rawValue: "finished") == nil)
    #expect(Battle.Status.finalized.rawValue == "finalized" && Battle.Status.finalized.description == "finalized")
    #expect(Battle.Action(rawValue: "finalise") == .finalize)
    #expect(Battle.Action(rawValue: "finalize") == .finalize)
    #expect(Battle.Action(rawValue: "finish") == nil)
    for status in Battle.Status.allCases { #expect(Battle.Status(rawValue: status.rawValue) == status) }
    for action in Battle.Action.allCases { #expect(Battle.Action(rawValue: action.rawValue) == action) }
    let decoder = JSONDecoder()
    #expect(try decoder.decode(Battle.Status.self, from: Data("\"finalised\"".utf8)) == .finalized)
    #expect(try decoder.decode(Battle.Action.self, from: Data("\"finalise\"".utf8)) == .finalize)
    #expect(String(decoding: try JSONEncoder().encode(Battle.Status.finalized), as: UTF8.self) == "\"finalized\"")
    let refusal = WagerError.invalidTransition(battle: "b", from: .finalized, action: .finalize)
    #expect(refusal.description.contains("finalized") && !refusal.description.contains("finalise"))
  }

  @Test("WagerStrings: `korean` equals `init()`")
  func wagerStringsDefault() {
    #expect(WagerStrings() == .korean)
    #expect(WagerStrings().text(for: .draw) == "무승부")
  }
}
