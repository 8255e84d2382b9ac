import Foundation
import Testing

@_spi(Benchmarking) @testable import WagerKit

@Suite("History DTO decoding and mapping")
struct HistoryDTOTests {
  /// A `GET /api/history` body in the server's shape (written for these tests).
  static let payload = """
    [
      {
        "roundGameId": 912,
        "date": "24.02.14",
        "result": "WIN",
        "title": "키워드 스무고개",
        "image": "https://cdn.example.com/category/name%3Dtwenty+questions.png",
        "winner": "콩떡이",
        "myMission": { "content": "우산", "result": "WIN", "time": "21:03" },
        "partnerMission": { "content": "머그컵", "result": "WIN", "time": "21:07" }
      },
      {
        "roundGameId": 905,
        "date": "24.02.10",
        "result": "LOSE",
        "title": "칭찬 릴레이",
        "image": "https://cdn.example.com/category/compliments.png",
        "winner": "빵빵아",
        "myMission": { "content": "칭찬 다섯 번 하기", "result": "LOSE", "time": "09:15" },
        "partnerMission": { "content": "칭찬 다섯 번 하기", "result": "WIN", "time": "08:58" }
      },
      {
        "roundGameId": 899,
        "date": "24.02.03",
        "result": "DRAW",
        "title": "키워드 스무고개",
        "image": "https://cdn.example.com/category/name%3Dtwenty+questions.png",
        "winner": "",
        "myMission": { "content": "자전거", "result": "LOSE", "time": "23:40" },
        "partnerMission": { "content": "선풍기", "result": "LOSE", "time": "23:41" }
      }
    ]
    """

  @Test("A realistic payload maps to display rows and totals")
  func realistic() throws {
    let items = try BattleHistoryItemDTO.list(from: Data(Self.payload.utf8))
    #expect(items.count == 3)
    #expect(items[0].myMission == .init(content: "우산", result: "WIN", time: "21:03"))
    let rows = BattleHistoryRow.rows(items: items)
    #expect(rows.map(\.id) == ["912", "905", "899"])
    #expect(rows.map(\.resultText) == ["승리", "패배", "무승부"])
    #expect(rows[0].date == "24.02.14")
    #expect(rows[0].winnerName == "콩떡이")
    #expect(rows[0].image?.absoluteString == "https://cdn.example.com/category/name%3Dtwenty+questions.png")
    #expect(rows[1].partnerMission == .init(content: "칭찬 다섯 번 하기", completed: true, time: "08:58"))
    #expect(rows[2].winnerName == nil, "the server's empty winner is a draw")
    #expect(BattleHistory(rows: rows).totals == BattleTotals(wins: 1, losses: 1, draws: 1))
    #expect(try WagerServerDecoder.battleHistory(from: Data(Self.payload.utf8)) == rows)
  }

  @Test("Missing, null and mistyped fields fall back instead of failing the list")
  func lenient() throws {
    let json = """
      [
        {},
        { "roundGameId": "901", "result": null, "title": 42, "image": "", "winner": null,
          "myMission": { "content": null, "result": "UNDECIDED" }, "partnerMission": "nope" },
        { "roundGameId": 900, "result": "PENDING", "date": "24.01.30" },
        { "roundGameId": 898, "result": " win " }
      ]
      """
    let items = try BattleHistoryItemDTO.list(from: Data(json.utf8))
    #expect(items.count == 4)
    #expect(items[0] == BattleHistoryItemDTO())
    #expect(items[1].roundGameId == 901)
    #expect(items[1].title == nil)
    #expect(items[1].partnerMission == nil)
    let rows = BattleHistoryRow.rows(items: items)
    #expect(rows[0].id == "#0")
    #expect(rows[0].date == "")
    #expect(rows[0].result == nil)
    #expect(rows[0].resultText == "-")
    #expect(rows[0].myMission == .init(content: "", completed: nil, time: ""))
    #expect(rows[1].id == "901")
    #expect(rows[1].image == nil)
    #expect(rows[1].myMission.completed == nil)
    #expect(rows[2].resultText == "-", "an unknown result shows the fallback")
    #expect(rows[3].result == .win)
    #expect(BattleHistory(rows: rows).totals == BattleTotals(wins: 1))
  }

  @Test("The fallback text is replaceable")
  func fallback() throws {
    var strings = WagerStrings.korean
    strings.unknownResult = "알 수 없음"
    let row = BattleHistoryRow(item: BattleHistoryItemDTO(result: "???"), fallbackID: "x", strings: strings)
    #expect(row.resultText == "알 수 없음")
    #expect(row.id == "x")
  }

  @Test("A repeated roundGameId keeps its first row; non-object elements are skipped")
  func duplicates() throws {
    let json = """
      [ { "roundGameId": 7, "title": "first" }, null, 3, { "roundGameId": 7, "title": "again" }, { "title": "no id" } ]
      """
    let rows = try WagerServerDecoder.battleHistory(from: Data(json.utf8))
    #expect(rows.map(\.id) == ["7", "#2"])
    #expect(rows.map(\.title) == ["first", "no id"])
  }

  @Test("The server's error body is a typed server error")
  func serverError() {
    #expect(throws: WagerError.serverError(code: "UE1006", message: nil)) {
      try WagerServerDecoder.battleHistory(from: Data(#"{"code": "UE1006"}"#.utf8))
    }
    #expect(throws: WagerError.serverError(code: "UE1009", message: "상대방이 아직 결과를 입력하지 않았습니다.")) {
      try WagerServerDecoder.battleHistory(
        from: Data(#"{"code": "UE1009", "message": "상대방이 아직 결과를 입력하지 않았습니다."}"#.utf8))
    }
  }

  @Test(
    "Payloads that are not an array are malformed", arguments: ["", "{}", "[", "\"text\"", "42", "{\"items\": []}"])
  func malformed(json: String) {
    #expect {
      try WagerServerDecoder.battleHistory(from: Data(json.utf8))
    } throws: { error in
      guard case WagerError.malformedPayload(let field, let reason) = error else { return false }
      return field == "(root)" && reason.contains("JSON array")
    }
  }

  @Test("A malformed history names the field where it failed")
  func malformedDescription() {
    #expect {
      try WagerServerDecoder.battleHistory(from: Data(#"{"items": []}"#.utf8))
    } throws: { error in
      (error as? WagerError)?.description
        == "malformed payload at (root): expected a JSON array of history items: "
        + "Expected to decode Array<Any> but found a dictionary instead."
    }
    #expect(WagerError.malformedPayload(reason: "x") == .malformedPayload(field: "(root)", reason: "x"))
  }

  @Test("An empty list is an empty history")
  func empty() throws {
    #expect(try WagerServerDecoder.battleHistory(from: Data("[]".utf8)).isEmpty)
    #expect(BattleHistoryRow.rows(items: []).isEmpty)
  }

  @Test("A DTO round-trips through JSON")
  func roundTrip() throws {
    let items = try BattleHistoryItemDTO.list(from: Data(Self.payload.utf8))
    let data = try JSONEncoder().encode(items)
    #expect(try BattleHistoryItemDTO.list(from: data) == items)
  }
}

@Suite("History image URLs across platforms")
struct HistoryImageURLTests {
  private func row(image: String) throws -> BattleHistoryRow {
    let item = BattleHistoryItemDTO(roundGameId: 1, result: "WIN", image: image)
    return try #require(BattleHistoryRow.rows(items: [item]).first)
  }

  @Test(
    "A space, a Hangul path and a half-escaped path give one URL that parses strictly, as iOS 16 parses",
    arguments: [
      (
        "https://cdn.example.com/category/twenty questions.png",
        "https://cdn.example.com/category/twenty%20questions.png"
      ),
      (
        "https://cdn.example.com/카테고리/스무고개.png",
        "https://cdn.example.com/%EC%B9%B4%ED%85%8C%EA%B3%A0%EB%A6%AC/%EC%8A%A4%EB%AC%B4%EA%B3%A0%EA%B0%9C.png"
      ),
      // Linux's URL(string:) gave ".../name%253D%ED%95%9C%20%ED%95%9C.png": the existing escape encoded again.
      ("https://cdn.example.com/name%3D한 한.png", "https://cdn.example.com/name%3D%ED%95%9C%20%ED%95%9C.png"),
    ])
  func imageURL(text: String, expected: String) throws {
    #expect(try row(image: text).image?.absoluteString == expected)
    #expect(URL(string: expected, encodingInvalidCharacters: false)?.absoluteString == expected)
    let single = BattleHistoryRow(
      item: BattleHistoryItemDTO(roundGameId: 1, image: text), fallbackID: BattleID("x"))
    #expect(single.image?.absoluteString == expected)
  }

  @Test("Blank images are no URL; valid ones are kept byte for byte")
  func blankAndValid() throws {
    #expect(try row(image: "").image == nil)
    #expect(try row(image: "  ").image == nil)
    let valid = "https://hous-team.s3.ap-northeast-2.amazonaws.com/category/name%3Dtwenty+questions.png"
    #expect(try row(image: valid).image?.absoluteString == valid)
  }
}
