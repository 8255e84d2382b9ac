import Foundation

/// A SUWIKI server body that could not be read.
///
/// `record` is the index of the item at fault in the body's list (`nil` for a body without one); `field` is spelled
/// as every kit's decoding errors spell it (`data.semesterList`, `semesters[1]`).
public enum SuwikiWireError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data is not JSON, or not the body's shape at the top.
  case malformedJSON(String)
  /// A required field is absent or null.
  case missingField(record: Int?, field: String)
  /// A field holds a value of the wrong type or out of range.
  case invalidField(record: Int?, field: String, value: String)

  /// A readable explanation naming the input at fault.
  public var description: String {
    switch self {
    case .malformedJSON(let detail):
      "malformed SUWIKI JSON: \(detail)"
    case .missingField(let record, let field):
      "\(Self.place(record))missing field \(field)"
    case .invalidField(let record, let field, let value):
      "\(Self.place(record))invalid \(field): \(value)"
    }
  }

  private static func place(_ record: Int?) -> String {
    record.map { "record \($0): " } ?? ""
  }
}

extension SuwikiWireError {
  /// Decodes JSON, turning any failure into the record and field it concerns.
  static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(SuwikiWireError) -> Value {
    do {
      return try RecordDecodingFailure.decode(type, from: data)
    } catch {
      throw SuwikiWireError(error)
    }
  }

  /// The same failure in this error's cases.
  init(_ failure: RecordDecodingFailure) {
    switch failure {
    case .malformedJSON(let detail): self = .malformedJSON(detail)
    case .missingField(let record, let field): self = .missingField(record: record, field: field)
    case .invalidField(let record, let field, let value):
      self = .invalidField(record: record, field: field, value: value)
    }
  }
}
