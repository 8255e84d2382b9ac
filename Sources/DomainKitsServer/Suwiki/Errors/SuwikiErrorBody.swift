#if Server
  import Foundation
  import Hummingbird

  /// SUWIKI's error body, `{"exception", "code", "message", "status", "error"}` (SPEC.md sample 13), and the
  /// response that carries it.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct SuwikiErrorBody: Encodable, Sendable, Hashable {
    /// The exception class SUWIKI's handler names (`AccountException`).
    let exception: String
    /// The code (`USER006`).
    let code: String
    /// The Korean message.
    let message: String
    /// The HTTP status, again.
    let status: Int
    /// The status's reason phrase (`Bad Request`).
    let error: String

    /// The body of `failure`.
    init(_ failure: SuwikiFailure) {
      exception = failure.exception
      code = failure.code
      message = failure.message
      status = failure.status
      error = failure.reason
    }

    /// The response for `failure`: its status, this body as JSON, and `Retry-After: 1` on a 503.
    static func response(_ failure: SuwikiFailure) -> Response {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let bytes = (try? encoder.encode(SuwikiErrorBody(failure))) ?? Data(#"{"code":"SERVER002"}"#.utf8)
      var response = Response.json(bytes: bytes, status: httpStatus(failure.status))
      if failure == .unavailable {
        response.headers[.retryAfter] = "1"
      }
      return response
    }

    /// The status with its standard reason phrase.
    private static func httpStatus(_ code: Int) -> HTTPResponse.Status {
      switch code {
      case 400: .badRequest
      case 401: .unauthorized
      case 403: .forbidden
      case 404: .notFound
      case 413: .contentTooLarge
      case 503: .serviceUnavailable
      default: .internalServerError
      }
    }
  }
#endif
