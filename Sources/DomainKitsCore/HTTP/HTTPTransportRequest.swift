import Foundation

/// An HTTP request as a kit builds it: method, URL, headers, an optional body and an optional timeout.
///
/// Its `description` and mirror never show the values of credential headers (`Authorization`, `Cookie`,
/// `Proxy-Authorization` and names containing `token`), so a request can be logged or put in an error safely.
public struct HTTPTransportRequest: Hashable, Sendable {
  /// The method: `"GET"`, `"POST"`, `"PUT"`, `"PATCH"` or `"DELETE"`.
  public var method: String
  /// The full URL, query included.
  public var url: URL
  /// Header fields by name (`"Authorization"`).
  public var headers: [String: String]
  /// The body, or `nil` for none.
  public var body: Data?
  /// How long to wait for the response before failing with ``HTTPTransportError/Kind/timedOut``;
  /// `nil` leaves the transport's default.
  public var timeout: Duration?

  /// Creates a request.
  public init(
    method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil, timeout: Duration? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeout = timeout
  }

  /// The value of a header field, whatever the case of `name`.
  public func header(_ name: String) -> String? {
    let lowered = name.lowercased()
    return headers.first { $0.key.lowercased() == lowered }?.value
  }

  /// Whether a header's value is a credential that logs and errors must not show.
  public static func isCredentialHeader(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["authorization", "proxy-authorization", "cookie", "set-cookie"].contains(lowered)
      || lowered.contains("token") || lowered.contains("api-key")
  }
}

extension HTTPTransportRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The method, URL and header names, credential values redacted: `"POST https://h/x [Authorization: <redacted>]"`.
  public var description: String {
    let shown = headers.keys.sorted().map { name in
      "\(name): \(Self.isCredentialHeader(name) ? "<redacted>" : headers[name] ?? "")"
    }
    let bodyText = body.map { " (\($0.count) bytes)" } ?? ""
    return "\(method) \(url.absoluteString)\(shown.isEmpty ? "" : " [\(shown.joined(separator: ", "))]")\(bodyText)"
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }

  /// A mirror with credential header values redacted, so `dump(_:)` shows no token either.
  public var customMirror: Mirror {
    let redacted = Dictionary(
      uniqueKeysWithValues: headers.map { ($0.key, Self.isCredentialHeader($0.key) ? "<redacted>" : $0.value) })
    return Mirror(
      self,
      children: [
        "method": method, "url": url, "headers": redacted, "body": body as Any, "timeout": timeout as Any,
      ], displayStyle: .struct)
  }
}
