#if SQLite
  import Foundation

  /// The JSON form of a kit's value in a row's body column: exactly the kit's own `Codable` form (exact decimals as
  /// their canonical text, instants as the default `Date` encoding, which round-trips every `Date` exactly), with
  /// sorted keys so that equal values store equal text.
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
        return try JSONDecoder().decode(type, from: Data(text.utf8))
      } catch let DecodingError.dataCorrupted(context) {
        throw .invalidStoredValue(table: table, key: key, reason: context.debugDescription)
      } catch {
        throw .invalidStoredValue(table: table, key: key, reason: "not a stored \(type): \(error)")
      }
    }
  }
#endif
