/// Why a box-office request, response or value was refused.
///
/// Every failure of the kit is one of these cases, and each names what was wrong: the field of a response
/// (`"dailyBoxOfficeList[3].audiCnt"`), the request parameter, the HTTP status, or the code and message of a
/// KOBIS fault. Errors are values, so tests and apps can match them exactly.
public enum BoxOfficeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The request never got an HTTP response (timeout, no connection, connection lost).
  ///
  /// Retried with backoff by ``KOBISBoxOfficeRepository``, except for `HTTPTransportError/Kind/cancelled`.
  case transport(HTTPTransportError)
  /// The server answered with a status outside 200...299; `message` is the error text of the body when it
  /// has one (Kakao sends `{"errorType": ..., "message": ...}`).
  ///
  /// Statuses 500...599 are retried with backoff; others are not.
  case httpStatus(code: Int, message: String?)
  /// KOBIS refused the request: it answers HTTP 200 with a `faultInfo` body (for example code `"320010"`,
  /// an invalid key). Never retried. See ``KOBISFaultCode`` for the documented codes.
  case apiFault(code: String, message: String)
  /// The body is not JSON at all (or not UTF-8 JSON).
  case invalidJSON(reason: String)
  /// A field the format requires is absent; `field` is its path, such as `"boxOfficeResult.showRange"`.
  case missingField(String)
  /// A field has the wrong JSON type (a number where KOBIS sends strings, an object where a list belongs).
  case wrongType(field: String, expected: String)
  /// A field has the right type but a value that cannot be read: `"12a"` for an audience count, `"2023-13-01"`
  /// for a date. `expected` describes the accepted form.
  case malformedField(field: String, value: String, expected: String)
  /// The day has no box office yet: KOBIS publishes a day's figures the next day, so the latest day is
  /// yesterday in Seoul. Refused before any request is sent.
  case dateNotAvailable(requested: CalendarDay, latest: CalendarDay)
  /// A request parameter is outside what the API accepts (items per page outside 1...10, an empty movie
  /// code, a Kakao page outside 1...50); refused before any request is sent.
  case invalidRequest(parameter: String, value: String, reason: String)
  /// No movie with this code is known: the decoder's answer to an empty `movieInfo` (a repository returns `nil`).
  case movieNotFound(code: String)

  /// A sentence naming what was wrong: the field, the parameter, the status or the fault.
  public var description: String {
    switch self {
    case .transport(let error):
      "transport failed: \(error)"
    case .httpStatus(let code, let message):
      "HTTP status \(code)" + (message.map { ": \($0)" } ?? "")
    case .apiFault(let code, let message):
      "KOBIS fault \(code): \(message)"
    case .invalidJSON(let reason):
      "the response is not JSON: \(reason)"
    case .missingField(let field):
      "the response has no field \(field)"
    case .wrongType(let field, let expected):
      "field \(field) is not \(expected)"
    case .malformedField(let field, let value, let expected):
      "field \(field) is \"\(value)\", expected \(expected)"
    case .dateNotAvailable(let requested, let latest):
      "no box office for \(requested) yet: the latest published day is \(latest)"
    case .invalidRequest(let parameter, let value, let reason):
      "invalid request parameter \(parameter) = \"\(value)\": \(reason)"
    case .movieNotFound(let code):
      "no movie with code \(code)"
    }
  }

  /// Whether sending the same request again may succeed: transport failures (not cancellation) and server
  /// errors (500...599). API faults, client errors and decoding errors are final.
  public var isRetryable: Bool {
    switch self {
    case .transport(let error): error.kind != .cancelled
    case .httpStatus(let code, _): (500...599).contains(code)
    default: false
    }
  }
}

extension BoxOfficeError {
  /// The documented KOBIS fault this error is, or `nil` for other errors and undocumented codes.
  public var kobisFault: KOBISFaultCode? {
    guard case .apiFault(let code, _) = self else { return nil }
    return KOBISFaultCode(rawValue: code)
  }
}
