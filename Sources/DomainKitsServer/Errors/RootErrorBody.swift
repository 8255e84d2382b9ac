#if Server
  import Foundation
  import Hummingbird

  /// The error body of the routes at the root (`/health`, `/metrics`, unknown paths): `{"error": "<sentence>"}`.
  ///
  /// The APIs under their mounts answer in their own shapes (SUWIKI's, Hous's, the couple app's) once they exist;
  /// this one is for what belongs to none of them.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct RootErrorBody: Encodable, Sendable {
    /// What went wrong, in a few words.
    let error: String

    /// The sentence of a 413.
    static let tooLarge = "request body larger than \(ServerConfiguration.bodyLimit) bytes"

    /// A response with this body and `status`.
    static func response(status: HTTPResponse.Status, message: String) -> Response {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let bytes = (try? encoder.encode(RootErrorBody(error: message))) ?? Data(#"{"error":"error"}"#.utf8)
      return Response.json(bytes: bytes, status: status)
    }

    /// The response for an error a route or Hummingbird threw: its status and a short sentence when it is an HTTP
    /// error (404 for an unknown path or method, 413 for a body collected past the limit), else 500 with nothing of
    /// the error in it.
    static func response(for error: any Error) -> Response {
      guard let httpError = error as? any HTTPResponseError else {
        return response(status: .internalServerError, message: "internal error")
      }
      let status = httpError.status
      switch status {
      case .contentTooLarge:
        return response(status: status, message: tooLarge)
      case .notFound:
        return response(status: status, message: "not found")
      default:
        let message = (error as? HTTPError)?.body ?? status.reasonPhrase.lowercased()
        return response(status: status, message: message)
      }
    }
  }
#endif
