import Foundation

/// The couple server's calls as `Endpoint` values, and its `APIConvention`.
///
/// Each call is one static builder that takes the kit's own values (a ``BattleID`` the server issued, a
/// ``PartnerID``, a coupon's server id, a wish) and returns an endpoint whose success is the kit's model, read by
/// ``WagerServerDecoder``; the bodies are ``WagerRequestEncoder``'s. A ``WagerClient`` sends them with the
/// signed-in partner's token:
///
/// ```swift
/// let client = APIClient.wager(baseURL: URL(string: "https://api.couple.example")!, transport: transport,
///                              tokenStore: keychain)
/// let battle = try await client.send(try WagerAPI.startBattle(inCategory: 1, wish: "설거지 한 번 해주기"))
/// try await client.send(WagerAPI.reportResult(of: battle.id, completed: true))
/// let result = try await client.send(WagerAPI.battleResult(of: battle.id))
/// ```
///
/// Failures come through the ``convention``: a documented refusal is `APIError.server` with the
/// ``WagerServerError`` of its code, keeping the server's Korean message (``WagerServerError/message``); an
/// expired or refused token is `APIError.signInRequired`; an answer the call does not document, a 2xx body
/// included, is `APIError.unexpectedResponse(status:reason:)`.
///
/// There is no sign-in or refresh call here: the app puts the tokens it got at sign-in (the server's social login)
/// in the client's `TokenStore`, and an expired token means signing in again.
public enum WagerAPI {
  /// How the couple server signs and refuses:
  /// - the access token goes into `Authorization` as `Bearer <token>` (`AuthorizationScheme.bearer`). The server
  ///   shapes the kit was written from do not show the header; bearer is an assumption, unverified against the
  ///   server;
  /// - a 401 is an expired or refused token, whatever its body (the server's UE2001, UE2002 and UE2003); with no
  ///   refresh call, the client answers `APIError.signInRequired(.cannotRefresh)` and keeps no loop;
  /// - any other error body (`{"code": "UE1003", "message": "이미 생성된 승부가 있습니다."}`) is its
  ///   ``WagerServerError`` as `APIError.server`, the code and the server's message kept;
  /// - a body that is no error body is `APIError.unexpectedResponse(status:reason:)`;
  /// - no refresh endpoint: the server shapes name none, so `refresh` is `nil`.
  public static let convention = APIConvention<WagerServerError>(
    authorization: .bearer,
    failure: { response in WagerAPI.failure(of: response) })

  // MARK: Reading answers

  /// What a non-2xx response means (the ``convention``'s `failure`).
  static func failure(of response: HTTPTransportResponse) -> ResponseFailure<WagerServerError> {
    if response.statusCode == 401 { return .tokenExpired }
    guard let error = try? WagerServerDecoder.serverError(from: response.body) else {
      return .unexpected(
        "HTTP \(response.statusCode) without the couple server's error body: \(excerpt(response.body))")
    }
    return .server(error)
  }

  /// A 2xx body read by one of ``WagerServerDecoder``'s entries; a body it cannot read is an `unexpectedResponse`
  /// naming the field, as ``WagerError``'s description does.
  static func read<Value>(
    _ response: HTTPTransportResponse, _ decode: (Data) throws(WagerError) -> Value
  ) throws(APIError<WagerServerError>) -> Value {
    do throws(WagerError) {
      return try decode(response.body)
    } catch {
      throw .unexpectedResponse(status: response.statusCode, reason: error.description)
    }
  }

  /// Reads a 2xx body that must be empty (`204 No Content`, white space allowed): what abandoning a battle,
  /// writing a wish, using a coupon and deleting the account answer.
  static let emptyAnswer: @Sendable (HTTPTransportResponse) throws(APIError<WagerServerError>) -> Void = {
    response throws(APIError<WagerServerError>) in try WagerAPI.read(response, WagerServerDecoder.noContent(from:))
  }

  /// The start of a body for an error's text: at most 80 characters, quoted.
  static func excerpt(_ body: Data) -> String {
    let text = String(decoding: body.prefix(240), as: UTF8.self)
    return text.isEmpty ? "an empty body" : "\"" + String(text.prefix(80)) + (text.count > 80 ? "…" : "") + "\""
  }
}
