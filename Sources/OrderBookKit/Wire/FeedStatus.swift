/// An exchange's status message (Bithumb: `{"status":"0000","resmsg":"Connected Successfully"}`).
public struct FeedStatus: Sendable, Hashable, CustomStringConvertible {
  /// The exchange's status code; "0000" is success at Bithumb.
  public let code: String
  /// The exchange's text.
  public let message: String

  /// A status with `code` and `message`.
  public init(code: String, message: String) {
    self.code = code
    self.message = message
  }

  /// Whether the code is Bithumb's success code "0000".
  public var isSuccess: Bool { code == "0000" }

  /// The code and the message.
  public var description: String { "\(code) \(message)" }
}
