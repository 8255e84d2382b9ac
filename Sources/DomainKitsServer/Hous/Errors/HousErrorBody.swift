#if Server
  import Foundation
  import Hummingbird

  /// Hous's error body, `{"status": 404, "success": false, "message": "존재하지 않는 방입니다."}` (the Hous server's
  /// `util.fail`), and the response that carries it: what `HousServerDecoder.serverError(from:status:)` reads.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct HousErrorBody: Encodable, Sendable, Hashable {
    /// The HTTP status, again.
    let status: Int
    /// Always `false`.
    let success: Bool
    /// The Korean message.
    let message: String

    /// The body of `failure`.
    init(_ failure: HousFailure) {
      status = failure.status
      success = false
      message = failure.message
    }

    /// The response for `failure`: its status, this body as JSON, and `Retry-After: 1` on a 503.
    static func response(_ failure: HousFailure) -> Response {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let bytes =
        (try? encoder.encode(HousErrorBody(failure)))
        ?? Data(#"{"message":"서버 내부 오류입니다.","status":500,"success":false}"#.utf8)
      var response = Response.json(bytes: bytes, status: httpStatus(failure.status))
      if failure == .unavailable {
        response.headers[.retryAfter] = "1"
      }
      return response
    }

    /// The status with its standard reason phrase.
    static func httpStatus(_ code: Int) -> HTTPResponse.Status {
      switch code {
      case 200: .ok
      case 201: .created
      case 400: .badRequest
      case 401: .unauthorized
      case 403: .forbidden
      case 404: .notFound
      case 405: .methodNotAllowed
      case 409: .conflict
      case 413: .contentTooLarge
      case 503: .serviceUnavailable
      default: .internalServerError
      }
    }
  }
#endif
