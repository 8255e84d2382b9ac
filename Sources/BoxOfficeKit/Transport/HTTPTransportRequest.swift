import Foundation

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
