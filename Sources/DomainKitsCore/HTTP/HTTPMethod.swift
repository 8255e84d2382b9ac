/// An HTTP method: `GET`, `POST`, `PUT`, `PATCH`, `DELETE` or any other token.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method as sent, upper-case: `"GET"`.
  public let rawValue: String

  /// Creates a method from its name; the name is upper-cased.
  public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

  /// Creates a method from a literal: `let method: HTTPMethod = "PATCH"`.
  public init(stringLiteral value: String) { self.init(rawValue: value) }

  /// `GET`: read, no body.
  public static let get = HTTPMethod(rawValue: "GET")
  /// `POST`: create or act.
  public static let post = HTTPMethod(rawValue: "POST")
  /// `PUT`: replace.
  public static let put = HTTPMethod(rawValue: "PUT")
  /// `PATCH`: change part of a resource.
  public static let patch = HTTPMethod(rawValue: "PATCH")
  /// `DELETE`: remove.
  public static let delete = HTTPMethod(rawValue: "DELETE")

  /// The method's name.
  public var description: String { rawValue }
}
