#if Server
  import Hummingbird

  /// `GET /openapi/domainkits-server.yaml`: the server's own OpenAPI document (``ServerDocument``), no token needed;
  /// what schemathesis reads to test the server (`Scripts/check-server-schemathesis.sh`).
  @available(macOS 14, iOS 17, tvOS 17, *)
  enum DocumentRoute {
    /// The document as `application/yaml`.
    static func serverDocument() -> Response {
      Response(
        status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: ServerDocument.yaml)))
    }
  }
#endif
