import Foundation

/// The Hous server's calls as `Endpoint` values, and its `APIConvention`.
///
/// Each of the 37 operations of the server's OpenAPI document is one static builder that takes the kit's own values
/// (a ``Rule``, a ``HouseEvent``, a ``RuleCategory``, a room's ``HouseID``) and returns an endpoint whose success
/// is the kit's model, read by ``HousServerDecoder``; the bodies are ``HousRequestEncoder``'s. A `HousClient` sends
/// them with the signed-in user's token as `Authorization: Bearer …`:
///
/// ```swift
/// let client = APIClient.hous(baseURL: URL(string: "https://api.hous.example")!, transport: transport)
/// try await client.signIn(HousAPI.signIn(email: "hous@naver.com", password: password, fcmToken: pushToken))
/// let room = try await client.send(HousAPI.joinRoom("62c871509bfca489f95f6a15", inviteCode: "505TYCMR"))
/// let todos = try await client.send(HousAPI.myTodos(in: room))
/// ```
///
/// Failures come through the ``convention``: a refusal with the server's error body is `APIError.server` with a
/// ``HousServerError`` that keeps the server's Korean message; a 401 (an expired or missing token) means signing in
/// again, as the server has no refresh call; an answer the call does not document, a 2xx body included, is
/// `APIError.unexpectedResponse(status:reason:)` with the ``HousWireError`` that names the field.
///
/// Paths are the document's, the trailing `/` of `/user/` and `/room/` included. An identifier fills exactly one
/// path segment: one that holds `/`, or is `.` or `..`, has those characters escaped, so its request stays on its
/// route. The server's identifiers are MongoDB object ids (24 hexadecimal digits), which need no escaping.
public enum HousAPI {
  /// How Hous signs and refuses:
  /// - the access token goes into `Authorization` as `Bearer <token>`;
  /// - a 401 is an expired (`"만료된 토큰 입니다."`) or missing (`"토큰이 없습니다."`) token, whatever its body. Sign-up
  ///   and login return an access token only and the server has no refresh call, so the convention's `refresh` is
  ///   `nil`: the client answers a 401 with `APIError.signInRequired(.cannotRefresh)` without sending anything
  ///   more, and the app signs in again (`signIn(email:password:fcmToken:)` replaces the expired token);
  /// - a 4xx with the server's error body (`{"status", "success": false, "message"}`) is `APIError.server` with its
  ///   ``HousServerError``, the message kept verbatim;
  /// - a 5xx is `APIError.unexpectedResponse(status:reason:)` (retryable), its message in the reason; so is any
  ///   failure without an error body.
  public static let convention = APIConvention<HousServerError>(
    authorization: .bearer,
    failure: { response in HousAPI.failure(of: response) },
    refresh: nil)

  // MARK: Reading answers

  /// What a non-2xx response means (the ``convention``'s `failure`).
  static func failure(of response: HTTPTransportResponse) -> ResponseFailure<HousServerError> {
    if response.statusCode == 401 { return .tokenExpired }
    guard let error = try? HousServerDecoder.serverError(from: response.body, status: response.statusCode) else {
      return .unexpected("HTTP \(response.statusCode) without a Hous error body: \(excerpt(response.body))")
    }
    if response.statusCode >= 500 { return .unexpected("HTTP \(response.statusCode): \(error.message)") }
    return .server(error)
  }

  /// A 2xx body read by one of ``HousServerDecoder``'s entries; a body it cannot read is an `unexpectedResponse`
  /// whose reason is the ``HousWireError``'s description.
  static func read<Value>(
    _ response: HTTPTransportResponse, _ decode: (Data) throws(HousWireError) -> Value
  ) throws(APIError<HousServerError>) -> Value {
    do throws(HousWireError) {
      return try decode(response.body)
    } catch {
      throw .unexpectedResponse(status: response.statusCode, reason: error.description)
    }
  }

  /// Reads a 2xx answer whose payload the kit does not read (`"data": null`): the envelope must say
  /// `"success": true`.
  static let acknowledged: @Sendable (HTTPTransportResponse) throws(APIError<HousServerError>) -> Void = {
    response throws(APIError<HousServerError>) in try HousAPI.expectSuccess(response)
  }

  /// Checks a 2xx answer's envelope: `{"success": true, ...}`, or an empty body when `allowingEmptyBody`.
  static func expectSuccess(
    _ response: HTTPTransportResponse, allowingEmptyBody: Bool = false
  ) throws(APIError<HousServerError>) {
    if allowingEmptyBody, response.body.isEmpty { return }
    guard try read(response, HousServerDecoder.success(from:)) else {
      throw .unexpectedResponse(status: response.statusCode, reason: "the answer says success: false")
    }
  }

  /// The access token of a sign-up or login answer (`data`), as the client keeps it: no refresh token.
  static func tokens(_ response: HTTPTransportResponse) throws(APIError<HousServerError>) -> AuthTokens {
    let token = try read(response, HousServerDecoder.accessToken(from:))
    guard !token.isEmpty else {
      throw .unexpectedResponse(status: response.statusCode, reason: "data: an empty token")
    }
    return AuthTokens(accessToken: token)
  }

  /// The start of a body for an error's text: at most 80 characters, quoted.
  static func excerpt(_ body: Data) -> String {
    let text = String(decoding: body.prefix(240), as: UTF8.self)
    return text.isEmpty ? "an empty body" : "\"" + String(text.prefix(80)) + (text.count > 80 ? "…" : "") + "\""
  }

  /// `id` as one path segment. `Endpoint` percent-encodes the path but keeps `/`, so a `/` is escaped here (sent as
  /// `%252F`, which the server reads as the text `%2F`), and a segment of dots (`.`, `..`), which a server or proxy
  /// would resolve, has each dot escaped the same way.
  static func segment<Entity>(_ id: EntityID<Entity>) -> String {
    let text = id.rawValue
    if !text.isEmpty, text.allSatisfy({ $0 == "." }) { return String(repeating: "%2E", count: text.count) }
    return text.replacingOccurrences(of: "/", with: "%2F")
  }
}
