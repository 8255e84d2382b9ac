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

  /// A coding path as `a.b[2].c`; `"(root)"` for the top level (DomainKitsCore's one spelling).
  static func path(_ codingPath: [any CodingKey]) -> String {
    FieldPath.text(codingPath)
  }

  /// "a string", "an integer"... for the types the DTOs use.
  private static func describe(_ type: Any.Type) -> String {
    FieldPath.typeDescription(type)
  }
}
