#if Server
  import Hummingbird

  /// `GET /openapi/domainkits-server.yaml` and `GET /openapi/hous.json`: the server's OpenAPI documents
  /// (``ServerDocument``, ``HousServerDocument``), no token needed; what schemathesis reads to test the server
  /// (`Scripts/check-server-schemathesis.sh`).
  @available(macOS 14, iOS 17, tvOS 17, *)
  enum DocumentRoute {
    /// The document as `application/yaml`.
    static func serverDocument() -> Response {
      Response(
        status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: ServerDocument.yaml)))
    }

    /// `GET /openapi/hous.json`: the server's Hous document (``HousServerDocument``, `OpenAPI/hous-server.json`: the
    /// Hous server's own, repaired, with this server's answers) as `application/json`.
    static func housDocument() -> Response {
      Response(
        status: .ok, headers: [.contentType: Response.jsonContentType],
        body: ResponseBody(byteBuffer: ByteBuffer(string: HousServerDocument.json)))
    }
  }
#endif
