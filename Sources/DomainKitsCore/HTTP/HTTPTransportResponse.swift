import Foundation

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
