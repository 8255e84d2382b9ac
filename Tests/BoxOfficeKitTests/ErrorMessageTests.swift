import BoxOfficeKit
import Foundation
import Testing

@Suite("Messages a user sees for errors")
struct ErrorMessageTests {
  /// One error of every case and every branch of the message table, with the message and advice expected.
  static func table() throws -> [(BoxOfficeError, String, String?)] {
    let requested = try CalendarDay(year: 2025, month: 11, day: 22)
    let latest = try CalendarDay(year: 2025, month: 11, day: 21)
    return [
      (.transport(HTTPTransportError(.timedOut)), "서버의 응답이 늦어지고 있습니다.", "잠시 후 다시 시도해 주세요."),
      (.transport(HTTPTransportError(.cannotConnect)), "서버에 연결할 수 없습니다.", "인터넷 연결을 확인한 뒤 다시 시도해 주세요."),
      (.transport(HTTPTransportError(.connectionLost)), "서버에 연결할 수 없습니다.", "인터넷 연결을 확인한 뒤 다시 시도해 주세요."),
      (.transport(HTTPTransportError(.other, message: "TLS")), "서버에 연결할 수 없습니다.", "잠시 후 다시 시도해 주세요."),
      (.transport(HTTPTransportError(.cancelled)), "요청이 취소되었습니다.", nil),
      (.httpStatus(code: 503, message: nil), "영화 정보 서버에 일시적인 문제가 있습니다.", "잠시 후 다시 시도해 주세요."),
      (.httpStatus(code: 401, message: "wrong key"), "API 키가 올바르지 않습니다.", nil),
      (.httpStatus(code: 404, message: nil), "요청이 거절되었습니다.", nil),
      (.apiFault(code: "320010", message: "유효하지않은 키값입니다."), "API 키가 올바르지 않습니다.", nil),
      (.apiFault(code: "320102", message: "날짜는 필수항목입니다."), "영화진흥위원회 서비스가 요청을 처리하지 못했습니다.", nil),
      (.invalidJSON(reason: "not UTF-8"), "받은 정보를 읽을 수 없습니다.", nil),
      (.missingField("boxOfficeResult"), "받은 정보를 읽을 수 없습니다.", nil),
      (.wrongType(field: "a", expected: "a string"), "받은 정보를 읽을 수 없습니다.", nil),
      (.malformedField(field: "a", value: "x", expected: "digits"), "받은 정보를 읽을 수 없습니다.", nil),
      (
        .dateNotAvailable(requested: requested, latest: latest),
        "아직 집계되지 않은 날짜입니다. 어제까지의 박스오피스를 볼 수 있습니다.", nil
      ),
      (.invalidRequest(parameter: "page", value: "51", reason: "Kakao accepts 1...50"), "요청 내용이 올바르지 않습니다.", nil),
      (.movieNotFound(code: "1"), "영화 정보를 찾을 수 없습니다.", nil),
    ]
  }

  /// The case of an error, by name; the switch has no default, so a new case fails to compile here until the
  /// table above covers it.
  static func caseName(_ error: BoxOfficeError) -> String {
    switch error {
    case .transport: "transport"
    case .httpStatus: "httpStatus"
    case .apiFault: "apiFault"
    case .invalidJSON: "invalidJSON"
    case .missingField: "missingField"
    case .wrongType: "wrongType"
    case .malformedField: "malformedField"
    case .dateNotAvailable: "dateNotAvailable"
    case .invalidRequest: "invalidRequest"
    case .movieNotFound: "movieNotFound"
    }
  }

  @Test("Every error case has a Korean message, and retryable ones advice")
  func everyCase() throws {
    let table = try Self.table()
    #expect(Set(table.map { Self.caseName($0.0) }).count == 10)
    for (error, message, advice) in table {
      #expect(BoxOfficeStrings.korean.message(for: error) == message, "\(error)")
      #expect(BoxOfficeStrings.korean.advice(for: error) == advice, "\(error)")
      #expect((advice != nil) == error.isRetryable, "\(error)")
    }
  }

  @Test("Messages are replaceable like every other text of the kit")
  func replaceable() {
    var english = BoxOfficeStrings.korean
    english.timedOut = "The server is slow to answer."
    english.retryLater = "Try again in a moment."
    let error = BoxOfficeError.transport(HTTPTransportError(.timedOut))
    #expect(english.message(for: error) == "The server is slow to answer.")
    #expect(english.advice(for: error) == "Try again in a moment.")
  }
}
