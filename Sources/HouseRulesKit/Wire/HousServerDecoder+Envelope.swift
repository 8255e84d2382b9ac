import Foundation

extension HousServerDecoder {
  /// The server's refusal in an error body: `{"status": 404, "success": false, "message": "존재하지 않는 방입니다."}`,
  /// the message kept verbatim.
  ///
  /// - Parameters:
  ///   - data: The body's bytes.
  ///   - status: The response's HTTP status, kept when the body names none.
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)`` when the body has no `message` text, or says
  ///   `"success": true`.
  public static func serverError(from data: Data, status: Int) throws(HousWireError) -> HousServerError {
    let wire: HousErrorWire
    do {
      wire = try JSONDecoder().decode(HousErrorWire.self, from: data)
    } catch {
      throw HousWireError(error)
    }
    if wire.success == true { throw .malformedJSON(field: "success", reason: "true in an error body") }
    return HousServerError(status: wire.status ?? status, message: wire.message)
  }

  /// Whether an answer whose payload the kit does not read says `"success": true`.
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)`` when the body is no envelope.
  static func success(from data: Data) throws(HousWireError) -> Bool {
    do {
      return try JSONDecoder().decode(HousEnvelopeWire.self, from: data).success
    } catch {
      throw HousWireError(error)
    }
  }

  /// The `_id` of the payload (`data._id`), not empty.
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)``.
  static func payloadID(from data: Data) throws(HousWireError) -> String {
    let body = try decode(HousIDWire.self, from: data)
    guard !body.payload.id.isEmpty else {
      throw .malformedJSON(field: FieldPath.text(body.path + ["_id"]), reason: "empty")
    }
    return body.payload.id
  }
}
