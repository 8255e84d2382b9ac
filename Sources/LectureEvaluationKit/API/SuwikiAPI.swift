import Foundation

/// The SUWIKI server's calls as `Endpoint` values, and its `APIConvention`.
///
/// Each call is one static builder that takes the kit's own values (an ``EvaluationDraft`` and the
/// ``EvaluationLecture`` it is about, a server post id, a page number) and returns an endpoint whose success is the
/// kit's model, read by ``SuwikiServerDecoder``; the bodies are ``SuwikiRequestEncoder``'s. A `SuwikiClient` sends
/// them, signed in, refreshing the token when it expires:
///
/// ```swift
/// let client = APIClient.suwiki(baseURL: URL(string: "https://api.suwiki.example")!, transport: transport)
/// try await client.signIn(SuwikiAPI.signIn(loginID: "suwiki01", password: password))
/// let page = try await client.send(SuwikiAPI.evaluationPage(lecture: 4242, page: 1))
/// try await client.send(SuwikiAPI.purchaseExamInfo(lecture: 4242))
/// ```
///
/// Failures come through the convention: a documented refusal is `APIError.server` with the
/// ``SuwikiServerError`` of its code, keeping the server's Korean text (``SuwikiServerError/serverMessage``); a
/// restricted account (403 USER008) is `APIError.restricted`; an answer the call does not document, a 2xx body
/// included, is `APIError.unexpectedResponse(status:reason:)`.
///
/// Pages start at 1 and hold at most 10 rows; an empty page ends a list. `PagedList` applies them as the app
/// shows them.
public enum SuwikiAPI {
  /// How SUWIKI signs, refuses and refreshes:
  /// - the token goes raw into `Authorization` (no `Bearer`);
  /// - a 401 is an expired token, whatever its body (the server documents no 401 body): the client refreshes once
  ///   and sends the call again;
  /// - a 403 whose code is USER008 is ``SuwikiServerError/restricted(message:)`` as `APIError.restricted`;
  /// - any other error body is its ``SuwikiServerError`` as `APIError.server`, the server's message kept;
  /// - a body that is no error body is `APIError.unexpectedResponse(status:reason:)`;
  /// - the refresh is ``refresh``. The client turns any refusal of it (a 401, or an error body such as a restricted
  ///   user's) into signing in again, and forgets the tokens; only a refresh that got no answer, or a 5xx, keeps
  ///   them.
  public static let convention = APIConvention<SuwikiServerError>(
    authorization: .raw,
    failure: { response in SuwikiAPI.failure(of: response) },
    refresh: { _ in SuwikiAPI.refresh })

  /// `POST /user/refresh` with the refresh token raw in `Authorization`: a new token pair,
  /// `{"AccessToken": "…", "RefreshToken": "…"}` or the same wrapped in `{"data": …}`.
  ///
  /// The ``convention`` names it, so an app never sends it itself.
  public static var refresh: Endpoint<AuthTokens, SuwikiServerError> {
    Endpoint(method: .post, path: "/user/refresh", credential: .refreshToken) {
      response throws(APIError<SuwikiServerError>) in
      try SuwikiAPI.read(response, SuwikiServerDecoder.tokens(from:))
    }
  }

  // MARK: Reading answers

  /// What a non-2xx response means (the ``convention``'s `failure`).
  static func failure(of response: HTTPTransportResponse) -> ResponseFailure<SuwikiServerError> {
    if response.statusCode == 401 { return .tokenExpired }
    guard let error = try? SuwikiServerDecoder.serverError(from: response.body) else {
      return .unexpected("HTTP \(response.statusCode) without a SUWIKI error body: \(excerpt(response.body))")
    }
    if response.statusCode == 403, case .restricted = error { return .restricted(error) }
    return .server(error)
  }

  /// A 2xx body read by one of ``SuwikiServerDecoder``'s entries; a body it cannot read is an
  /// `unexpectedResponse` naming the field, as ``SuwikiWireError``'s description does.
  static func read<Value>(
    _ response: HTTPTransportResponse, _ decode: (Data) throws(SuwikiWireError) -> Value
  ) throws(APIError<SuwikiServerError>) -> Value {
    do throws(SuwikiWireError) {
      return try decode(response.body)
    } catch {
      throw .unexpectedResponse(status: response.statusCode, reason: error.description)
    }
  }

  /// Reads a 2xx body that must be the plain text `success`: what posts, edits, removals and purchases answer.
  static let successText: @Sendable (HTTPTransportResponse) throws(APIError<SuwikiServerError>) -> Void = {
    response throws(APIError<SuwikiServerError>) in try SuwikiAPI.expectSuccessText(response)
  }

  /// Reads a 2xx body that must be `{"success": true}`: what reports answer.
  static let successFlag: @Sendable (HTTPTransportResponse) throws(APIError<SuwikiServerError>) -> Void = {
    response throws(APIError<SuwikiServerError>) in try SuwikiAPI.expectSuccessFlag(response)
  }

  /// Checks a 2xx body that is the plain text `success` (surrounding white space allowed).
  static func expectSuccessText(_ response: HTTPTransportResponse) throws(APIError<SuwikiServerError>) {
    let text = String(decoding: response.body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard text == "success" else {
      throw .unexpectedResponse(
        status: response.statusCode, reason: "expected the text success, got \(excerpt(response.body))")
    }
  }

  /// Checks a 2xx body that is `{"success": true}`.
  static func expectSuccessFlag(_ response: HTTPTransportResponse) throws(APIError<SuwikiServerError>) {
    guard try read(response, SuwikiServerDecoder.success(from:)) else {
      throw .unexpectedResponse(status: response.statusCode, reason: "the answer says success: false")
    }
  }

  /// The start of a body for an error's text: at most 80 characters, quoted.
  static func excerpt(_ body: Data) -> String {
    let text = String(decoding: body.prefix(240), as: UTF8.self)
    return text.isEmpty ? "an empty body" : "\"" + String(text.prefix(80)) + (text.count > 80 ? "…" : "") + "\""
  }

  /// `[name=value]`, or nothing when `value` is `nil`.
  static func queryIfPresent(_ name: String, _ value: String?) -> [QueryItem] {
    value.map { [QueryItem(name, $0)] } ?? []
  }
}
