/// Why an ``APIClient`` call failed, with the server's own error type for documented failures.
///
/// Each kit names its server's error (`SuwikiServerError`, `HousServerError`, `WagerServerError`), which keeps
/// the server's code and its message side by side. No case carries a token: `description` is safe to log.
public enum APIError<ServerFailure: Error & Sendable>: Error, Sendable, CustomStringConvertible {
  /// No HTTP response arrived (no connection, timeout, cancellation).
  case transport(HTTPTransportError)
  /// The user must sign in again: no tokens, the refresh was refused, or the server refused the new token too.
  case signInRequired(SignInRequiredReason)
  /// The signed-in user may not do this (SUWIKI's 403 USER008 for a restricted account).
  case restricted(ServerFailure)
  /// The server refused the request with a documented error (a code and its message).
  case server(ServerFailure)
  /// A response the endpoint does not document: its status and what was wrong with it.
  case unexpectedResponse(status: Int, reason: String)
  /// The request could not be built (a base URL and path that make no URL).
  case invalidRequest(String)
  /// The ``TokenStore`` failed to read or write.
  case tokenStore(String)

  /// Why a user must sign in again.
  public enum SignInRequiredReason: String, Hashable, Sendable {
    /// Nobody is signed in: the store holds no tokens.
    case notSignedIn
    /// The access token expired and there is no refresh token or no refresh endpoint.
    case cannotRefresh
    /// The server refused the refresh token.
    case refreshRefused
    /// The server refused the request again with the token the refresh had just issued.
    case rejectedAfterRefresh
  }

  /// Whether trying the same call later may succeed: transport failures and 5xx responses.
  public var isRetryable: Bool {
    switch self {
    case .transport(let error): error.kind != .cancelled
    case .unexpectedResponse(let status, _): (500...599).contains(status)
    default: false
    }
  }

  /// One line for logs: the case and its detail, never a token.
  public var description: String {
    switch self {
    case .transport(let error): "no response from the server: \(error)"
    case .signInRequired(let reason): "sign in again (\(reason.rawValue))"
    case .restricted(let failure): "this account is restricted: \(failure)"
    case .server(let failure): "the server refused the request: \(failure)"
    case .unexpectedResponse(let status, let reason): "unexpected response (HTTP \(status)): \(reason)"
    case .invalidRequest(let reason): "the request could not be built: \(reason)"
    case .tokenStore(let reason): "the token store failed: \(reason)"
    }
  }
}

extension APIError: Equatable where ServerFailure: Equatable {}
extension APIError: Hashable where ServerFailure: Hashable {}
