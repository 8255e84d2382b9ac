#if Server
  import Foundation
  import Hummingbird

  /// Hous's success body, `{"status": 200, "success": true, "message": "방 조회 성공입니다.", "data": …}` (the Hous
  /// server's `util.success`), with `"data": null` written out when there is no payload.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct HousEnvelope<Payload: Encodable & Sendable>: Encodable, Sendable {
    /// The HTTP status, again: 200, or 201 for what a request created.
    let status: Int
    /// The seed server's message for the operation.
    let message: String
    /// The payload, or `nil` for `"data": null`.
    let data: Payload?

    private enum CodingKeys: String, CodingKey {
      case status, success, message, data
    }

    /// Writes the four keys, `data` as `null` when there is no payload.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(status, forKey: .status)
      try container.encode(true, forKey: .success)
      try container.encode(message, forKey: .message)
      if let data {
        try container.encode(data, forKey: .data)
      } else {
        try container.encodeNil(forKey: .data)
      }
    }

    /// The response: `status` (200 or 201) and this body as JSON.
    func response() throws -> Response {
      try Response.json(self, status: status == 201 ? .created : .ok)
    }
  }
#endif
