#if SQLite
  import DomainKitsCore
  import Foundation

  /// The JSON form of a kit's value in a row's body column: the kit's own `Codable` form (exact decimals as their
  /// canonical text) with instants as ISO 8601 text in UTC that round-trips every `Date` exactly (``StoredDate``),
  /// and sorted keys so that equal values store equal text. Bodies written before 0.3.0, with instants as seconds
  /// since 2001, still decode (and the migration ``BodyDatesMigration`` rewrites them).
  package enum StoredJSON {
    /// The value's JSON text.
    ///
    /// - Throws: ``DomainKitsDatabaseError/invalidStoredValue(table:key:reason:)`` when the value does not encode (a
    ///   non-finite number); nothing is written then.
    package static func encode(_ value: some Encodable, table: String, key: String) throws(DomainKitsDatabaseError)
      -> String
    {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      encoder.dateEncodingStrategy = .custom { date, encoder in
        var container = encoder.singleValueContainer()
        if let text = StoredDate.text(date) {
          try container.encode(text)
        } else {
          try container.encode(date.timeIntervalSinceReferenceDate)
        }
      }
      do {
        return String(decoding: try encoder.encode(value), as: UTF8.self)
      } catch {
        throw .invalidStoredValue(table: table, key: key, reason: "does not encode: \(error)")
      }
    }

    /// Decodes a body column.
    ///
    /// - Throws: ``DomainKitsDatabaseError/invalidStoredValue(table:key:reason:)`` naming the row when the text is not
    ///   the type's JSON or breaks one of its rules (the kits' decoders validate).
    package static func decode<Value: Decodable>(_ type: Value.Type, from text: String, table: String, key: String)
      throws(DomainKitsDatabaseError) -> Value
    {
      do {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
          let container = try decoder.singleValueContainer()
          guard let text = try? container.decode(String.self) else {
            // Seconds since 2001: bodies written before 0.3.0, and instants outside years 0001...9999.
            return Date(timeIntervalSinceReferenceDate: try container.decode(Double.self))
          }
          guard let date = StoredDate.date(text) else {
            throw DecodingError.dataCorruptedError(
              in: container, debugDescription: "\"\(text)\" is not an ISO 8601 instant in UTC")
          }
          return date
        }
        return try decoder.decode(type, from: Data(text.utf8))
      } catch let DecodingError.dataCorrupted(context) {
        throw .invalidStoredValue(table: table, key: key, reason: context.debugDescription)
      } catch let error as DecodingError {
        throw .invalidStoredValue(
          table: table, key: key, reason: "not a stored \(type): \(FieldFailureText.decoding(error))")
      } catch {
        throw .invalidStoredValue(table: table, key: key, reason: "not a stored \(type): \(error)")
      }
    }
  }
#endif
