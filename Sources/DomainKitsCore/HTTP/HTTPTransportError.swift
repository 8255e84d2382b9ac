import Foundation

/// Why a transport got no HTTP response.
public struct HTTPTransportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of failure a caller treats differently.
  public enum Kind: String, Hashable, Sendable {
    /// No response within the request's timeout.
    case timedOut
    /// The host could not be found or refused the connection.
    case cannotConnect
    /// The connection dropped before the response was complete.
    case connectionLost
    /// The task was cancelled; never retried.
    case cancelled
    /// Any other failure (TLS, a malformed URL, ...).
    case other
  }

  /// What kind of failure this is.
  public var kind: Kind
  /// The underlying system's message, for logs.
  public var message: String

  /// Creates an error of a kind with a message for logs.
  public init(_ kind: Kind, message: String = "") {
    self.kind = kind
    self.message = message
  }

  /// The kind, with the system's message when there is one: `"timedOut (The request timed out.)"`.
  public var description: String {
    message.isEmpty ? kind.rawValue : "\(kind.rawValue) (\(message))"
  }
}
