import BoxOfficeKit
import Foundation
import Testing

@Suite("Decoding errors name the field")
struct DecodingErrorTests {
  @Test(
    "Every KOBIS fault code is an apiFault with its message, before the success shape is read",
    arguments: [
      (Fixture.faultInvalidKey, "320010", "유효하지않은 키값입니다.", KOBISFaultCode.invalidKey),
      (
        Fixture.faultMissingDate, "320102", "날짜는 필수항목입니다.[parameterName=targetDt,parameterValue=null]",
        .missingTargetDate
      ),
      (
        Fixture.faultMalformedDate, "320103",
        "날싸형식에 맞게 입력하십시요.(YYYYMMDD)[parameterName=targetDt,parameterValue=2025]", .malformedTargetDate
      ),
    ])
  func faults(body: Data, code: String, message: String, kind: KOBISFaultCode) throws {
    let expected = BoxOfficeError.apiFault(code: code, message: message)
    #expect(expected.kobisFault == kind)
    #expect(!expected.isRetryable)
    #expect(throws: expected) { try BoxOfficeDecoder.dailyBoxOffice(from: body).entries }
    #expect(throws: expected) { try BoxOfficeDecoder.weeklyBoxOffice(from: body) }
    #expect(throws: expected) { try BoxOfficeDecoder.movieDetail(from: body) }
  }

  @Test("A fault wins even beside a malformed result")
  func faultBesideResult() throws {
    let body = Data(#"{"boxOfficeResult":{"x":1},"faultInfo":{"message":"m","errorCode":"320999"}}"#.utf8)
    #expect(throws: BoxOfficeError.apiFault(code: "320999", message: "m")) {
      try BoxOfficeDecoder.dailyBoxOffice(from: body).entries
    }
    #expect(BoxOfficeError.apiFault(code: "320999", message: "m").kobisFault == nil)
  }

  @Test(
    "Malformed numbers, codes and dates name their field and value",
    arguments: [
      ("audiCnt", "12a", "a whole number"), ("audiCnt", "", "a whole number"), ("audiAcc", "1,234", "a whole number"),
      ("audiInten", " 5", "a whole number"), ("salesAmt", "1.5", "a whole number"), ("scrnCnt", "-", "a whole number"),
      ("showCnt", "٣", "a whole number"), ("rank", "0", "a rank from 1"), ("rank", "-1", "a rank from 1"),
      ("rankInten", "up", "a whole number"), ("rankOldAndNew", "new", "NEW or OLD"),
      ("movieCd", " ", "a movie code"), ("salesShare", "36,3", "a decimal such as 36.3"),
      ("salesShare", ".5", "a decimal such as 36.3"), ("openDt", "2023-02-30", "a day as yyyy-MM-dd or yyyyMMdd"),
      ("openDt", "2023/04/26", "a day as yyyy-MM-dd or yyyyMMdd"),
    ])
  func malformed(field: String, value: String, expected: String) throws {
    let rows = [Fixture.row(rank: 1, code: "A"), Fixture.row(rank: 2, code: "B", [field: value])]
    #expect(
      throws: BoxOfficeError.malformedField(
        field: "boxOfficeResult.dailyBoxOfficeList[1].\(field)", value: value, expected: expected)
    ) {
      try BoxOfficeDecoder.dailyBoxOffice(from: Fixture.daily(rows: rows)).entries
    }
  }

  @Test("A missing required field is named by its path", arguments: ["audiCnt", "movieCd", "openDt", "rankOldAndNew"])
  func missingRowField(field: String) throws {
    let rows = [Fixture.row(rank: 1, code: "A"), Fixture.row(rank: 2, code: "B", [field: nil])]
    #expect(throws: BoxOfficeError.missingField("boxOfficeResult.dailyBoxOfficeList[1].\(field)")) {
      try BoxOfficeDecoder.dailyBoxOffice(from: Fixture.daily(rows: rows)).entries
    }
  }

  @Test("Optional unmapped fields may be absent")
  func optionalFields() throws {
    let row = Fixture.row(rank: 1, code: "A", ["rnum": nil, "salesInten": nil, "salesChange": nil, "audiChange": nil])
    #expect(try BoxOfficeDecoder.dailyBoxOffice(from: Fixture.daily(rows: [row])).entries.count == 1)
  }

  @Test("A renamed boxofficeType key (a real negative fixture's trick) is a missing field")
  func missingType() throws {
    let body = Fixture.json([
      "boxOfficeResult": ["잘못된키": "일별 박스오피스", "showRange": "20220105~20220105", "dailyBoxOfficeList": []]
    ])
    #expect(throws: BoxOfficeError.missingField("boxOfficeResult.boxofficeType")) {
      try BoxOfficeDecoder.dailyBoxOffice(from: body).entries
    }
  }

  @Test(
    "Wrong JSON types name the field and the expected type",
    arguments: [
      (
        #"{"boxOfficeResult":{"boxofficeType":"x","showRange":"20251121~20251121","dailyBoxOfficeList":{}}}"#,
        "boxOfficeResult.dailyBoxOfficeList", "a list"
      ),
      (
        #"{"boxOfficeResult":{"boxofficeType":"x","showRange":"20251121~20251121","dailyBoxOfficeList":[{"rank":1}]}}"#,
        "boxOfficeResult.dailyBoxOfficeList[0].rank", "a string"
      ),
      (#"{"boxOfficeResult":[]}"#, "boxOfficeResult", "an object"),
      (#"[]"#, "(root)", "an object"),
      (
        #"{"boxOfficeResult":{"boxofficeType":null,"showRange":"","dailyBoxOfficeList":[]}}"#,
        "boxOfficeResult.boxofficeType", "a string, not null"
      ),
    ])
  func wrongTypes(json: String, field: String, expected: String) throws {
    #expect(throws: BoxOfficeError.wrongType(field: field, expected: expected)) {
      try BoxOfficeDecoder.dailyBoxOffice(from: Data(json.utf8)).entries
    }
  }

  @Test(
    "Bodies that are not JSON are invalidJSON",
    arguments: ["", "<html>502 Bad Gateway</html>", "/* BoxOfficeMock.json */ {\"boxOfficeResult\":{}}", "{\"a\":"])
  func notJSON(text: String) throws {
    #expect {
      try BoxOfficeDecoder.dailyBoxOffice(from: Data(text.utf8)).entries
    } throws: { error in
      guard case .invalidJSON = error as? BoxOfficeError else { return false }
      return true
    }
  }

  @Test("A body that is neither a result nor a fault says which result is missing")
  func neither() throws {
    #expect(throws: BoxOfficeError.missingField("boxOfficeResult")) {
      try BoxOfficeDecoder.dailyBoxOffice(from: Data("{}".utf8)).entries
    }
    #expect(throws: BoxOfficeError.missingField("movieInfoResult")) {
      try BoxOfficeDecoder.movieDetail(from: Data("{}".utf8))
    }
  }

  @Test(
    "A daily showRange must be one real day",
    arguments: ["20251121~20251122", "20251121", "2025-11-21~2025-11-21", "20251122~20251121", "20251131~20251131"])
  func badShowRange(range: String) throws {
    #expect {
      try BoxOfficeDecoder.dailyBoxOffice(from: Fixture.daily(rows: [], showRange: range)).entries
    } throws: { error in
      guard case .malformedField(let field, let value, _) = error as? BoxOfficeError else { return false }
      return field == "boxOfficeResult.showRange" && value == range
    }
  }

  @Test("Every error has a description that names its subject")
  func descriptions() {
    let cases: [(BoxOfficeError, String)] = [
      (.apiFault(code: "320010", message: "유효하지않은 키값입니다."), "320010"),
      (.missingField("a.b"), "a.b"),
      (.malformedField(field: "x.audiCnt", value: "12a", expected: "a whole number"), "x.audiCnt"),
      (.wrongType(field: "x.rank", expected: "a string"), "x.rank"),
      (.httpStatus(code: 503, message: nil), "503"),
      (.transport(HTTPTransportError(.timedOut)), "timedOut"),
      (.invalidJSON(reason: "bad"), "bad"),
      (
        .dateNotAvailable(requested: CalendarDay(dayNumber: 20_000), latest: CalendarDay(dayNumber: 19_999)),
        "2024-10-04"
      ),
      (.invalidRequest(parameter: "itemPerPage", value: "11", reason: "1...10"), "itemPerPage"),
      (.movieNotFound(code: "123"), "123"),
    ]
    for (error, subject) in cases {
      #expect(error.description.contains(subject), "\(error)")
    }
  }
}
