/// What the Hous server refused, read from its error body (`{"status": 404, "success": false, "message":
/// "존재하지 않는 방입니다."}`): the status the body names and the server's own message, verbatim.
///
/// The server has no error codes: its (Korean) message is the only detail, so it is kept exactly as sent and an
/// app may show it as it is. ``HousServerDecoder/serverError(from:status:)`` reads the body; `HousAPI.convention`
/// turns a 4xx that carries one into `APIError.server`.
///
/// ```swift
/// let refusal = try HousServerDecoder.serverError(from: body, status: 404)
/// refusal.message  // "존재하지 않는 방입니다."
/// ```
public struct HousServerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The status the body names (`status`), or the response's HTTP status when the body has none.
  public let status: Int
  /// The server's message (`message`), as sent.
  public let message: String

  /// Creates a refusal.
  public init(status: Int, message: String) {
    self.status = status
    self.message = message
  }

  /// `"HTTP 404: 존재하지 않는 방입니다."`: the status, then the server's message.
  public var description: String { "HTTP \(status): \(message)" }
}
