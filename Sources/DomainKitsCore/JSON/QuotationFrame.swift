import Foundation

/// The envelope every API 2.0 (quotation) WebSocket frame and REST response shares: a message, a keepalive
/// `{"status":"UP"}`, or an error `{"error":{"name":...,"message":...}}`. Each kit's decoder reads it first.
package enum QuotationFrame {
  /// A message to map.
  case message(JSONValue)
  /// A status frame (`{"status":"UP"}`, the answer to `PING` and a ~10 s heartbeat): nothing to decode.
  case status(String)
  /// The exchange's error.
  case error(name: String, message: String)

  /// Reads a frame (binary frames carry UTF-8 JSON; text frames the same text).
  package static func read(_ data: Data) -> Result<QuotationFrame, JSONSyntaxError> {
    JSONValue.parse(data).map(classify)
  }

  /// Reads a text frame.
  package static func read(_ text: String) -> Result<QuotationFrame, JSONSyntaxError> {
    var copy = text
    return copy.withUTF8 { JSONValue.parse($0) }.map(classify)
  }

  /// A message's `type` (`ty` in the SIMPLE format) when the message is an object holding it as a string: what a
  /// feed dispatches on, read from the frame already parsed. `nil` for a status or error frame and for a message
  /// without a readable type (the kit's decoder then names the field at fault).
  package var messageType: String? {
    guard case .message(.object(let members)) = self else { return nil }
    if case .string(let type)? = members["ty"] { return type }
    if case .string(let type)? = members["type"] { return type }
    return nil
  }

  private static func classify(_ value: JSONValue) -> QuotationFrame {
    guard case .object(let members) = value else { return .message(value) }
    if case .object(let error)? = members["error"] {
      let name: String =
        switch error["name"] {
        case .string(let text)?, .number(let text)?: text
        default: ""
        }
      let message: String = if case .string(let text)? = error["message"] { text } else { "" }
      return .error(name: name, message: message)
    }
    if members.count == 1, case .string(let status)? = members["status"] { return .status(status) }
    return .message(value)
  }
}
