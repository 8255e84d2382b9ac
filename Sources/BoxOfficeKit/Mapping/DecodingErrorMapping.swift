import Foundation

extension BoxOfficeError {
  /// The typed error for a `JSONDecoder` failure, naming the field by its path
  /// (`"boxOfficeResult.dailyBoxOfficeList[3].movieCd"`).
  init(_ error: any Error) {
    guard let error = error as? DecodingError else {
      self = .invalidJSON(reason: String(describing: error))
      return
    }
    switch error {
    case .keyNotFound(let key, let context):
      self = .missingField(Self.path(context.codingPath + [key]))
    case .valueNotFound(let type, let context):
      self = .wrongType(field: Self.path(context.codingPath), expected: Self.describe(type) + ", not null")
    case .typeMismatch(let type, let context):
      self = .wrongType(field: Self.path(context.codingPath), expected: Self.describe(type))
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        let underlying = context.underlyingError.map { " (\($0))" } ?? ""
        self = .invalidJSON(reason: context.debugDescription + underlying)
      } else {
        self = .malformedField(field: Self.path(context.codingPath), value: "", expected: context.debugDescription)
      }
    @unknown default:
      self = .invalidJSON(reason: String(describing: error))
    }
  }

  /// A coding path as `a.b[2].c`; `"response"` for the top level.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text.isEmpty ? "response" : text
  }

  /// "a string", "an integer"... for the types the DTOs use.
  private static func describe(_ type: Any.Type) -> String {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(String.self): "a string"
    case ObjectIdentifier(Int.self): "an integer"
    case ObjectIdentifier(Bool.self): "a boolean"
    default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
    }
  }
}
