import Foundation

/// A course record that could not be read or mapped to a ``Course``.
///
/// `record` is the record's index in its file when known (`nil` for a record mapped on its own).
public enum CourseRecordError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data is not JSON, or not an array of records.
  case malformedJSON(String)
  /// A required field is absent or null.
  case missingField(record: Int?, field: String)
  /// A field holds a value of the wrong type or out of range.
  case invalidField(record: Int?, field: String, value: String)
  /// The time/room string does not parse.
  case invalidSchedule(record: Int?, ScheduleParseError)
  /// A second record with the same code and section but a different time/room string.
  case conflictingDuplicate(record: Int?, CourseID)

  /// The same error with the record index filled in.
  func at(record index: Int) -> CourseRecordError {
    switch self {
    case .malformedJSON: self
    case .missingField(_, let field): .missingField(record: index, field: field)
    case .invalidField(_, let field, let value): .invalidField(record: index, field: field, value: value)
    case .invalidSchedule(_, let error): .invalidSchedule(record: index, error)
    case .conflictingDuplicate(_, let id): .conflictingDuplicate(record: index, id)
    }
  }

  /// A readable explanation naming the input at fault.
  public var description: String {
    switch self {
    case .malformedJSON(let detail):
      "malformed course JSON: \(detail)"
    case .missingField(let record, let field):
      "\(Self.place(record))missing field \(field)"
    case .invalidField(let record, let field, let value):
      "\(Self.place(record))invalid \(field): \(value)"
    case .invalidSchedule(let record, let error):
      "\(Self.place(record))\(error.description)"
    case .conflictingDuplicate(let record, let id):
      "\(Self.place(record))course \(id) appears again with a different time/room string"
    }
  }

  private static func place(_ record: Int?) -> String {
    record.map { "record \($0): " } ?? ""
  }
}

extension CourseRecordError {
  /// Decodes JSON, turning any failure into the record and field it concerns.
  static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(CourseRecordError) -> Value {
    do {
      return try RecordDecodingFailure.decode(type, from: data)
    } catch {
      throw CourseRecordError(error)
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
