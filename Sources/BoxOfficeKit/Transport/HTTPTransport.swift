import Foundation

/// Sends one HTTP request and returns the response: the kit's only door to the network.
///
/// ``KOBISBoxOfficeRepository`` and ``PosterImageLoader`` build requests and read responses; a transport
/// moves the bytes. The `BoxOfficeLive` library implements it with `URLSession`; tests implement it with a
/// closure. Named `HTTPTransport` rather than `HTTPClient`, which AsyncHTTPClient already uses.
///
/// A transport returns every HTTP response, whatever its status: deciding what a 404 or a 503 means is the
/// caller's job. It throws only when no response arrived.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the status, headers and body of the response.
  ///
  /// - Throws: ``HTTPTransportError`` when no response arrived (timeout, no connection, cancellation).
  func send(_ request: HTTPTransportRequest) async throws(HTTPTransportError) -> HTTPTransportResponse
}

/// An HTTP request as the kit builds it: method, URL, headers and an optional timeout.
public struct HTTPTransportRequest: Hashable, Sendable {
  /// The method, `"GET"` for every call the kit makes.
  public var method: String
  /// The full URL, query included.
  public var url: URL
  /// Header fields by name (`"Authorization"`).
  public var headers: [String: String]
  /// How long to wait for the response before failing with ``HTTPTransportError/Kind/timedOut``;
  /// `nil` leaves the transport's default.
  public var timeout: Duration?

  /// Creates a request.
  public init(method: String = "GET", url: URL, headers: [String: String] = [:], timeout: Duration? = nil) {
    self.method = method
    self.url = url
    self.headers = headers
    self.timeout = timeout
  }
}

/// An HTTP response: status code, header fields and body.
public struct HTTPTransportResponse: Hashable, Sendable {
  /// The status code (200, 404, 503...).
  public var statusCode: Int
  /// Header fields with lower-cased names (`"content-type"`), since HTTP names are case-insensitive.
  public private(set) var headers: [String: String]
  /// The body, possibly empty.
  public var body: Data

  /// Creates a response; header names are lower-cased (of two names that differ only in case, one wins).
  public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.statusCode = statusCode
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.body = body
  }

  /// The value of a header field, whatever the case of `name`.
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }

  /// Whether the status is a success (200...299).
  public var isSuccess: Bool { (200...299).contains(statusCode) }
}

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
