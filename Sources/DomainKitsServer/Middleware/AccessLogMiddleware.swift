#if Server
  import Hummingbird
  import Logging

  /// Logs one line per request at `info`: the method, the route pattern (``RouteLabel``), the status, the duration
  /// and the body's length, with the request id the logger already carries.
  ///
  /// Nothing else of the request is logged: not the path as sent, not the query, no header (so no token), no body.
  /// Hummingbird's `LogRequestMiddleware` is not used because it logs the URI with its query.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct AccessLogMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    /// Runs the rest and logs the answer (or the error that escaped, by its status).
    func handle(
      _ request: Request, context: ServerRequestContext,
      next: (Request, ServerRequestContext) async throws -> Response
    ) async throws -> Response {
      let start = ContinuousClock.now
      do {
        let response = try await next(request, context)
        log(request, context, status: response.status.code, bytes: response.body.contentLength, since: start)
        return response
      } catch {
        let status = (error as? any HTTPResponseError)?.status.code ?? 500
        log(request, context, status: status, bytes: nil, since: start)
        throw error
      }
    }

    private func log(
      _ request: Request, _ context: ServerRequestContext, status: Int, bytes: Int?,
      since start: ContinuousClock.Instant
    ) {
      let label = RouteLabel(endpointPath: context.endpointPath)
      let milliseconds = (start.duration(to: ContinuousClock.now).totalSeconds * 1000 * 1000).rounded() / 1000
      var metadata: Logger.Metadata = [
        "api": .string(label.api),
        "method": .string(request.method.rawValue),
        "route": .string(label.route),
        "status": .string(String(status)),
        "duration_ms": .string(String(milliseconds)),
      ]
      if let bytes {
        metadata["bytes"] = .string(String(bytes))
      }
      context.logger.info("request", metadata: metadata)
    }
  }
#endif
