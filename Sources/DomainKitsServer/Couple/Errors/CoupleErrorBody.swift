#if Server
  import Foundation
  import Hummingbird

  /// The couple app's error body, `{"code": "UE1003", "message": "이미 생성된 승부가 있습니다."}` (Server-United's
  /// `ErrorResponse`, as WagerKit's `WagerServerDecoder.serverError(from:)` reads it), and the response that
  /// carries it.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct CoupleErrorBody: Encodable, Sendable, Hashable {
    /// The code (`UE1003`).
    let code: String
    /// The Korean message.
    let message: String

    /// The body of `failure`.
    init(_ failure: CoupleFailure) {
      code = failure.code
      message = failure.message
    }

    /// The response for `failure`: its status, this body as JSON, and `Retry-After: 1` on a 503.
    static func response(_ failure: CoupleFailure) -> Response {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let bytes = (try? encoder.encode(CoupleErrorBody(failure))) ?? Data(#"{"code":"UE500","message":""}"#.utf8)
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
      case 404: .notFound
      case 409: .conflict
      case 413: .contentTooLarge
      case 503: .serviceUnavailable
      default: .internalServerError
      }
    }
  }
#endif
