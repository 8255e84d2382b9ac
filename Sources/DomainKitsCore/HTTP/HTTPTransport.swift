import Foundation

/// Sends one HTTP request and returns the response: every kit's only door to the network.
///
/// Kits build requests (an ``Endpoint`` that an ``APIClient`` sends, BoxOfficeKit's KOBIS repository) and read
/// responses; a transport moves the bytes. The `DomainKitsURLSession` library implements it with `URLSession`,
/// ``InMemoryHTTPTransport`` answers from a closure for tests and previews. Named `HTTPTransport` rather than
/// `HTTPClient`, which AsyncHTTPClient already uses.
///
/// A transport returns every HTTP response, whatever its status: deciding what a 404 or a 503 means is the
/// caller's job. It throws only when no response arrived.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the status, headers and body of the response.
  ///
  /// - Throws: ``HTTPTransportError`` when no response arrived (timeout, no connection, cancellation).
  func send(_ request: HTTPTransportRequest) async throws(HTTPTransportError) -> HTTPTransportResponse
}
