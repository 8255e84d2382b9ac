/// Every piece of display text the kit makes, in one value an app can change to localise it.
///
/// The defaults are Korean. Numbers are grouped with a fixed separator by `NumberText.grouped`, never by the
/// device locale, so 6,252,827 reads the same on every device.
///
/// ```swift
/// let strings = BoxOfficeStrings.korean
/// strings.audience(today: 1234, total: 12345)  // "오늘 1,234 / 총 12,345"
/// strings.rankChange(.up(3)).text              // "▲3"
///
/// var english = BoxOfficeStrings.korean
/// english.newEntry = "NEW"
/// english.audienceToday = "Today"
/// english.audienceTotal = "Total"
/// english.minutes = " min"
///
/// strings.message(for: .transport(HTTPTransportError(.timedOut)))  // "서버의 응답이 늦어지고 있습니다."
/// strings.advice(for: .transport(HTTPTransportError(.timedOut)))   // "잠시 후 다시 시도해 주세요."
/// ```
public struct BoxOfficeStrings: Hashable, Sendable {
  /// Shown for a new entry: `"신작"`.
  public var newEntry = "신작"
  /// Put before the places a film rose: `"▲"`.
  public var risingSymbol = "▲"
  /// Put before the places a film fell: `"▼"`.
  public var fallingSymbol = "▼"
  /// Shown for an unchanged rank: `"-"`.
  public var unchanged = "-"
  /// The label of the day's audience: `"오늘"`.
  public var audienceToday = "오늘"
  /// The label of the total audience: `"총"`.
  public var audienceTotal = "총"
  /// Between the day's and the total audience: `" / "`.
  public var audienceSeparator = " / "
  /// After a running time: `"분"`.
  public var minutes = "분"
  /// Between the items of a list: `", "`.
  public var listSeparator = ", "
  /// The digit-grouping separator: `","`.
  public var groupingSeparator: Character = ","

  /// No connection to the service (`HTTPTransportError/Kind/cannotConnect`, `HTTPTransportError/Kind/connectionLost`
  /// and other transport failures).
  public var noConnection = "서버에 연결할 수 없습니다."
  /// The service did not answer in time (`HTTPTransportError/Kind/timedOut`).
  public var timedOut = "서버의 응답이 늦어지고 있습니다."
  /// The request was cancelled (usually by the app, so rarely shown).
  public var cancelled = "요청이 취소되었습니다."
  /// The service failed (HTTP 500...599).
  public var serviceFailure = "영화 정보 서버에 일시적인 문제가 있습니다."
  /// The service refused the request (HTTP 400...499 other than a bad key).
  public var requestRefused = "요청이 거절되었습니다."
  /// The API key is wrong (KOBIS fault `320010`, HTTP 401 or 403 from Kakao).
  public var invalidKey = "API 키가 올바르지 않습니다."
  /// KOBIS refused the request for another reason (an `apiFault`).
  public var serviceRefused = "영화진흥위원회 서비스가 요청을 처리하지 못했습니다."
  /// The response could not be read (not JSON, a missing or malformed field).
  public var unreadableResponse = "받은 정보를 읽을 수 없습니다."
  /// The day has no figures yet (``BoxOfficeError/dateNotAvailable(requested:latest:)``).
  public var dateNotAvailable = "아직 집계되지 않은 날짜입니다. 어제까지의 박스오피스를 볼 수 있습니다."
  /// A request parameter the app passed is not accepted.
  public var invalidRequest = "요청 내용이 올바르지 않습니다."
  /// No film has the code.
  public var movieNotFound = "영화 정보를 찾을 수 없습니다."
  /// What to do after a failure that may pass (``BoxOfficeError/isRetryable``).
  public var retryLater = "잠시 후 다시 시도해 주세요."
  /// What to do when there is no connection.
  public var checkConnection = "인터넷 연결을 확인한 뒤 다시 시도해 주세요."

  /// Creates the Korean defaults; change the fields to localise.
  public init() {}

  /// The Korean text, the default.
  public static let korean = BoxOfficeStrings()

  /// The label for a rank change, with the part to highlight and its colour.
  public func rankChange(_ change: RankChange) -> RankChangeLabel {
    switch change {
    case .new: RankChangeLabel(highlighted: newEntry, plain: "", color: .red)
    case .up(let places): RankChangeLabel(highlighted: risingSymbol, plain: String(places), color: .red)
    case .down(let places): RankChangeLabel(highlighted: fallingSymbol, plain: String(places), color: .blue)
    case .same: RankChangeLabel(highlighted: "", plain: unchanged, color: nil)
    }
  }

  /// The audience line: `"오늘 1,234 / 총 12,345"`.
  public func audience(today: Int, total: Int) -> String {
    audienceToday + " " + count(today) + audienceSeparator + audienceTotal + " " + count(total)
  }

  /// A count grouped in threes with ``groupingSeparator``: `"6,252,827"`.
  public func count(_ value: Int) -> String {
    NumberText.grouped(value, separator: groupingSeparator)
  }

  /// A running time: `"125분"`.
  public func runningTime(minutes value: Int) -> String {
    String(value) + minutes
  }

  /// The sentence to show a user for an error: what went wrong, in the user's terms (no field paths or codes; log
  /// the error's `description` for those).
  ///
  /// ```swift
  /// strings.message(for: .httpStatus(code: 503, message: nil))  // "영화 정보 서버에 일시적인 문제가 있습니다."
  /// ```
  public func message(for error: BoxOfficeError) -> String {
    switch error {
    case .transport(let failure):
      switch failure.kind {
      case .timedOut: timedOut
      case .cancelled: cancelled
      case .cannotConnect, .connectionLost, .other: noConnection
      }
    case .httpStatus(let code, _):
      switch code {
      case 401, 403: invalidKey
      case 500...599: serviceFailure
      default: requestRefused
      }
    case .apiFault:
      error.kobisFault == .invalidKey ? invalidKey : serviceRefused
    case .invalidJSON, .missingField, .wrongType, .malformedField: unreadableResponse
    case .dateNotAvailable: dateNotAvailable
    case .invalidRequest: invalidRequest
    case .movieNotFound: movieNotFound
    }
  }

  /// What the user can do about an error, or `nil` when trying again will not help (a bad key, a malformed
  /// response, a day without figures).
  ///
  /// Retryable errors (``BoxOfficeError/isRetryable``) advise trying again later; lost connections advise checking
  /// the connection first.
  public func advice(for error: BoxOfficeError) -> String? {
    guard error.isRetryable else { return nil }
    if case .transport(let failure) = error, failure.kind == .cannotConnect || failure.kind == .connectionLost {
      return checkConnection
    }
    return retryLater
  }

  /// Items joined with ``listSeparator``, blanks left out: `"A, B"`; `""` for none.
  public func list(_ items: [String]) -> String {
    items.filter { !$0.isEmpty }.joined(separator: listSeparator)
  }
}
