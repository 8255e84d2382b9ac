#if Server
  import Hummingbird

  /// `GET /metrics`: every metric of ``ServerMetrics`` in Prometheus' text format 0.0.4. No token: counts and
  /// durations by route pattern, no data.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct MetricsRoute: Sendable {
    /// The metrics to render.
    let metrics: ServerMetrics

    /// The rendered registry.
    func respond() -> Response {
      Response(
        status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: metrics.render())))
    }
  }
#endif
