/// An ``HTTPTransport`` that answers from a closure: tests, previews and a fake server in the same process.
///
/// ```swift
/// let transport = InMemoryHTTPTransport { request in
///   HTTPTransportResponse(statusCode: 200, body: Data(#"{"ok":true}"#.utf8))
/// }
/// ```
public struct InMemoryHTTPTransport: HTTPTransport {
  private let handler: @Sendable (HTTPTransportRequest) async throws(HTTPTransportError) -> HTTPTransportResponse

  /// Creates a transport that answers each request with `handler`.
  public init(
    _ handler: @escaping @Sendable (HTTPTransportRequest) async throws(HTTPTransportError) -> HTTPTransportResponse
  ) {
    self.handler = handler
  }

  /// Answers `request` with the handler; a cancelled task gets ``HTTPTransportError/Kind/cancelled``.
  public func send(_ request: HTTPTransportRequest) async throws(HTTPTransportError) -> HTTPTransportResponse {
    if Task.isCancelled { throw HTTPTransportError(.cancelled) }
    return try await handler(request)
  }
}
