import Foundation

/// A `JSONDecoder` failure reduced to what a decoding error about records names: the record (the first list index in
/// the coding path, as in `[3, "point"]` or `["data", 3, "id"]`) and the field after it, spelled by ``FieldPath``
/// (`semesters[1].name`; empty for the record itself). Kits whose wire is a list of records map it into their own
/// error (TimetableKit's `CourseRecordError`, LectureEvaluationKit's `SuwikiWireError`).
package enum RecordDecodingFailure: Error, Equatable, Sendable {
  /// The bytes are not JSON, or not of the expected shape at the top.
  case malformedJSON(String)
  /// A required field is absent or null.
  case missingField(record: Int?, field: String)
  /// A field holds a value of the wrong type or out of range.
  case invalidField(record: Int?, field: String, value: String)

  /// Decodes `type` from JSON `data`, reducing any failure.
  package static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(RecordDecodingFailure)
    -> Value
  {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw RecordDecodingFailure(error)
    } catch {
      throw .malformedJSON(String(describing: error))
    }
  }

  /// Reduces a `DecodingError` to its record and field.
  package init(_ error: DecodingError) {
    func location(_ path: [any CodingKey]) -> (record: Int?, field: String) {
      func text(_ keys: ArraySlice<any CodingKey>) -> String { keys.isEmpty ? "" : FieldPath.text(Array(keys)) }
      guard let position = path.firstIndex(where: { $0.intValue != nil }) else {
        return (nil, text(path[...]))
      }
      return (path[position].intValue, text(path[(position + 1)...]))
    }
    switch error {
    case .keyNotFound(let key, let context):
      let place = location(context.codingPath + [key])
      self = .missingField(record: place.record, field: place.field)
    case .valueNotFound(_, let context):
      let place = location(context.codingPath)
      self = .missingField(record: place.record, field: place.field)
    case .typeMismatch(_, let context), .dataCorrupted(let context):
      let place = location(context.codingPath)
      if place.field.isEmpty {
        self = .malformedJSON(context.debugDescription)
      } else {
        self = .invalidField(record: place.record, field: place.field, value: context.debugDescription)
      }
    @unknown default:
      self = .malformedJSON(String(describing: error))
    }
  }
}
