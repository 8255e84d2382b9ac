import Foundation

/// One call of a server's API as a value: method, path, query, headers, body, whether it needs the signed-in
/// user's token, and how a success decodes.
///
/// Kits build endpoints (pure functions, tested without a network) and an ``APIClient`` sends them through any
/// ``HTTPTransport``. Failures decode through the server's ``APIConvention``, so an endpoint says only what its
/// success means.
///
/// ```swift
/// let page = Endpoint<String, MyServerError>(method: .get, path: "/greeting", query: [QueryItem("page", 1)]) {
///   response throws(APIError<MyServerError>) in String(decoding: response.body, as: UTF8.self)
/// }
/// let request = try page.request(baseURL: URL(string: "https://example.com/api")!)
/// // GET https://example.com/api/greeting?page=1
/// ```
public struct Endpoint<Success: Sendable, ServerFailure: Error & Sendable>: Sendable {
  /// The HTTP method.
  public var method: HTTPMethod
  /// The path below the client's base URL, starting with `/`; percent-encoded when the request is built.
  public var path: String
  /// The query, in order.
  public var query: [QueryItem]
  /// Extra header fields (`Content-Type` is set for a body unless given here).
  public var headers: [String: String]
  /// The body, or `nil`.
  public var body: Data?
  /// The token the request carries.
  public var credential: EndpointCredential
  /// The timeout, or `nil` for the transport's default.
  public var timeout: Duration?
  private let decodeSuccess: @Sendable (HTTPTransportResponse) throws(APIError<ServerFailure>) -> Success

  /// Creates an endpoint.
  ///
  /// - Parameters:
  ///   - method: The HTTP method.
  ///   - path: The path below the client's base URL, starting with `/`.
  ///   - query: The query, in order.
  ///   - headers: Extra header fields.
  ///   - body: The body, or `nil`.
  ///   - credential: The token the request carries; the access token by default.
  ///   - timeout: The timeout, or `nil` for the transport's default.
  ///   - decode: Reads a 2xx response; throws ``APIError/unexpectedResponse(status:reason:)`` when the body is
  ///     not what the endpoint documents.
  public init(
    method: HTTPMethod, path: String, query: [QueryItem] = [], headers: [String: String] = [:], body: Data? = nil,
    credential: EndpointCredential = .accessToken, timeout: Duration? = nil,
    decode: @escaping @Sendable (HTTPTransportResponse) throws(APIError<ServerFailure>) -> Success
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
    self.credential = credential
    self.timeout = timeout
    self.decodeSuccess = decode
  }

  /// Reads a successful response.
  public func decode(_ response: HTTPTransportResponse) throws(APIError<ServerFailure>) -> Success {
    try decodeSuccess(response)
  }

  /// The request for this endpoint below `baseURL`, with `authorization` (a header name and value) when given.
  ///
  /// The path and query are percent-encoded by this package, not by Foundation, so the bytes sent are the same
  /// on Apple platforms and Linux. A body gets `Content-Type: application/json` unless ``headers`` names one.
  ///
  /// - Throws: ``APIError/invalidRequest(_:)`` when `baseURL` and the path make no URL.
  public func request(
    baseURL: URL, authorization: (name: String, value: String)? = nil
  ) throws(APIError<ServerFailure>) -> HTTPTransportRequest {
    var base = baseURL.absoluteString
    while base.hasSuffix("/") { base.removeLast() }
    let pathBytes: Set<UInt8> = Set("/:@!$&'()*+,;=".utf8)
    let encodedPath = QueryItem.percentEncoded(path.hasPrefix("/") ? path : "/" + path, keeping: pathBytes)
    var text = base + encodedPath
    if !query.isEmpty { text += "?" + query.map(\.encoded).joined(separator: "&") }
    guard baseURL.scheme != nil, baseURL.host != nil, let url = URL(string: text) else {
      throw .invalidRequest("\(method) \(path) below \(baseURL.absoluteString) is not a URL")
    }
    var fields = headers
    if body != nil, !fields.keys.contains(where: { $0.lowercased() == "content-type" }) {
      fields["Content-Type"] = "application/json"
    }
    if let authorization { fields[authorization.name] = authorization.value }
    return HTTPTransportRequest(method: method.rawValue, url: url, headers: fields, body: body, timeout: timeout)
  }

  /// The same call with its success transformed: `endpoint.map { $0.count }`.
  public func map<T: Sendable>(
    _ transform: @escaping @Sendable (Success) throws(APIError<ServerFailure>) -> T
  ) -> Endpoint<T, ServerFailure> {
    let decode = decodeSuccess
    return Endpoint<T, ServerFailure>(
      method: method, path: path, query: query, headers: headers, body: body, credential: credential,
      timeout: timeout
    ) { response throws(APIError<ServerFailure>) in try transform(decode(response)) }
  }
}

extension Endpoint: CustomStringConvertible {
  /// `"POST /exam-posts?lectureId=7 (access token)"`: the call without its body or any token.
  public var description: String {
    let queryText = query.isEmpty ? "" : "?" + query.map(\.encoded).joined(separator: "&")
    let credentialText: String
    switch credential {
    case .none: credentialText = ""
    case .accessToken: credentialText = " (access token)"
    case .accessTokenIfSignedIn: credentialText = " (access token if signed in)"
    case .refreshToken: credentialText = " (refresh token)"
    }
    return "\(method) \(path)\(queryText)\(credentialText)"
  }
}
