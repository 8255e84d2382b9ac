#if Server
  import Foundation
  import Hummingbird

  @available(macOS 14, iOS 17, tvOS 17, *)
  extension Response {
    /// The `Content-Type` of every JSON answer.
    static var jsonContentType: String { "application/json; charset=utf-8" }

    /// A response whose body is `value` as JSON (keys sorted, so answers are byte-stable).
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let bytes = try encoder.encode(value)
      return json(bytes: bytes, status: status)
    }

    /// A response whose body is `bytes`, already JSON.
    static func json(bytes: Data, status: HTTPResponse.Status) -> Response {
      Response(
        status: status, headers: [.contentType: jsonContentType],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
  }
#endif
