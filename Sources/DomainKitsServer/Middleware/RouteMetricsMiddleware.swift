#if Server
  import Hummingbird

  /// Records every request in ``ServerMetrics``: counted by route pattern, method and status, timed by route
  /// pattern, and in flight while it is answered.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct RouteMetricsMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    /// Where the requests are recorded.
    let metrics: ServerMetrics

    /// Runs the rest and records the answer (or the error that escaped, by its status).
    func handle(
      _ request: Request, context: ServerRequestContext,
      next: (Request, ServerRequestContext) async throws -> Response
    ) async throws -> Response {
      let start = ContinuousClock.now
      metrics.requestStarted()
      do {
        let response = try await next(request, context)
        record(request, context, status: response.status.code, since: start)
        return response
      } catch {
        record(request, context, status: (error as? any HTTPResponseError)?.status.code ?? 500, since: start)
        throw error
      }
    }

    private func record(
      _ request: Request, _ context: ServerRequestContext, status: Int, since start: ContinuousClock.Instant
    ) {
      metrics.requestFinished(
        RouteLabel(endpointPath: context.endpointPath), method: request.method.rawValue, status: status,
        duration: start.duration(to: ContinuousClock.now))
    }
  }
#endif
