/// The one wording of the failures every kit's decoding error shares, so that a log reads the same whichever kit
/// refused the document. Each kit's error keeps its own cases and calls these for their descriptions.
package enum FieldFailureText {
  /// "not valid JSON: …"
  package static func invalidJSON(_ detail: String) -> String { "not valid JSON: \(detail)" }

  /// "missing field a.b[2]"
  package static func missingField(_ field: String) -> String { "missing field \(field)" }

  /// "field a.b is not a string"
  package static func wrongType(field: String, expected: String) -> String { "field \(field) is not \(expected)" }

  /// "field a.b: …" with the decimal's own reason.
  package static func invalidDecimal(field: String, _ error: DecimalParseError) -> String { "field \(field): \(error)" }

  /// "field a.b is "X", expected …"
  package static func invalidValue(field: String, value: String, expected: String) -> String {
    "field \(field) is \"\(value)\", expected \(expected)"
  }

  /// "unsupported message type "X""
  package static func unsupportedMessageType(_ type: String) -> String { "unsupported message type \"\(type)\"" }

  /// "exchange error NAME: message"
  package static func exchangeError(name: String, message: String) -> String { "exchange error \(name): \(message)" }

  /// A `JSONDecoder` failure in these words, naming the field as ``FieldPath`` spells it ("missing field
  /// missions[1].content", "field createdAt is not a string"), instead of the error's dump of coding keys.
  package static func decoding(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      missingField(FieldPath.text(context.codingPath + [key]))
    case .valueNotFound(_, let context):
      missingField(FieldPath.text(context.codingPath))
    case .typeMismatch(let type, let context):
      wrongType(field: FieldPath.text(context.codingPath), expected: FieldPath.typeDescription(type))
    case .dataCorrupted(let context):
      context.codingPath.isEmpty
        ? context.debugDescription : "field \(FieldPath.text(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      String(describing: error)
    }
  }
}
