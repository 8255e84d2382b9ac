import Foundation

/// Why an exchange message could not be decoded. Every case names the field (a path such as
/// `content.list[3].price`) so a log says exactly what the exchange sent. One malformed level fails its message.
public enum FeedDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not JSON (or not UTF-8).
  case invalidJSON(String)
  /// A required field is absent or null.
  case missingField(String)
  /// A field holds the wrong JSON type (a number where a string belongs, say).
  case wrongType(field: String, expected: String)
  /// A price or quantity field that is not an exact decimal the kit holds.
  case invalidDecimal(field: String, DecimalParseError)
  /// A field whose value is not one the format allows.
  case invalidValue(field: String, value: String, expected: String)
  /// A message type this decoder does not read.
  case unsupportedMessageType(String)
  /// The exchange answered with an error status instead of data.
  case exchangeError(code: String, message: String)

  /// The reason, naming the field.
  public var description: String {
    switch self {
    case .invalidJSON(let detail):
      FieldFailureText.invalidJSON(detail)
    case .missingField(let field):
      FieldFailureText.missingField(field)
    case .wrongType(let field, let expected):
      FieldFailureText.wrongType(field: field, expected: expected)
    case .invalidDecimal(let field, let error):
      FieldFailureText.invalidDecimal(field: field, error)
    case .invalidValue(let field, let value, let expected):
      FieldFailureText.invalidValue(field: field, value: value, expected: expected)
    case .unsupportedMessageType(let type):
      FieldFailureText.unsupportedMessageType(type)
    case .exchangeError(let code, let message):
      FieldFailureText.exchangeError(name: code, message: message)
    }
  }
}

extension FeedDecodingError {
  /// The error for a `DecodingError` thrown by `JSONDecoder` while reading a DTO.
  init(_ error: DecodingError) {
    switch error {
    case .keyNotFound(let key, let context):
      self = .missingField(Self.path(context.codingPath + [key]))
    case .valueNotFound(_, let context):
      self = .missingField(Self.path(context.codingPath))
    case .typeMismatch(let type, let context):
      self = .wrongType(field: Self.path(context.codingPath), expected: Self.typeName(type))
    case .dataCorrupted(let context):
      self =
        context.codingPath.isEmpty
        ? .invalidJSON(context.debugDescription)
        : .invalidValue(field: Self.path(context.codingPath), value: "", expected: context.debugDescription)
    @unknown default:
      self = .invalidJSON(String(describing: error))
    }
  }

  /// Decodes `Value` from `data` with `JSONDecoder`, turning any failure into a typed error.
  static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(FeedDecodingError) -> Value {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw FeedDecodingError(error)
    } catch let error as FeedDecodingError {
      throw error
    } catch {
      throw .invalidJSON(String(describing: error))
    }
  }

  /// "content.list[3].price" for a coding path; `"(root)"` for the top level (DomainKitsCore's one spelling).
  static func path(_ keys: [any CodingKey]) -> String {
    FieldPath.text(keys)
  }

  private static func typeName(_ type: Any.Type) -> String {
    FieldPath.typeDescription(type)
  }

  /// A value quoted in an error: at most 48 characters.
  static func quoted(_ text: String) -> String {
    text.count <= 48 ? text : String(text.prefix(48)) + "…"
  }
}
