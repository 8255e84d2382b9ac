#if Server
  import HTTPTypes
  import Hummingbird
  import Logging

  /// Gives every request an id, puts it in the request's logger and echoes it on the response.
  ///
  /// The request's own `X-Request-Id` is kept when it is 1 to 128 characters of `A-Z a-z 0-9 . _ -` (so a client or
  /// a proxy can follow its request through the logs); anything else, or none, gets Hummingbird's `RequestID`. The
  /// outermost middleware, so every answer carries the header, errors included.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct RequestIDMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    /// `X-Request-Id`, as both OpenAPI documents name the header.
    static let header = HTTPField.Name("X-Request-Id")!

    /// Sets the id in the context and the logger's metadata (`request_id`), runs the rest, and echoes the id.
    func handle(
      _ request: Request, context: ServerRequestContext,
      next: (Request, ServerRequestContext) async throws -> Response
    ) async throws -> Response {
      let id = Self.acceptable(request.headers[Self.header]) ?? RequestID().description
      var context = context
      context.requestID = id
      context.logger[metadataKey: "hb.request.id"] = nil
      context.logger[metadataKey: "request_id"] = .string(id)
      var response: Response
      do {
        response = try await next(request, context)
      } catch {
        // `ErrorBodyMiddleware` answers every error; this keeps the header on anything that still gets here.
        response = RootErrorBody.response(for: error)
      }
      response.headers[Self.header] = id
      return response
    }

    /// `value` when it is a usable id (1 to 128 characters of `A-Z a-z 0-9 . _ -`), else `nil`.
    static func acceptable(_ value: String?) -> String? {
      guard let value, (1...128).contains(value.utf8.count) else { return nil }
      let allowed = value.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
          return true
        default:
          return false
        }
      }
      return allowed ? value : nil
    }
  }
#endif
