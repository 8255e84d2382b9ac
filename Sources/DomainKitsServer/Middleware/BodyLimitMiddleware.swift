#if Server
  import Hummingbird

  /// Refuses a request whose `Content-Length` passes ``ServerConfiguration/bodyLimit`` with 413 and a JSON body,
  /// before a byte of the body is read: SUWIKI's error body (PARAM001, status 413) on a SUWIKI route, the couple
  /// app's (UE1001, status 413) on a couple route, Hous's (`{status: 413, success: false, message}`) on a Hous route,
  /// the root's `{"error": …}` elsewhere.
  ///
  /// Hummingbird's own limit, `RequestContext.maxUploadSize`, applies only when a route collects or decodes the body
  /// (and a chunked body has no length to check up front): ``ServerRequestContext`` sets it to the same number, and
  /// ``ErrorBodyMiddleware`` answers the error it throws with the same 413.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct BodyLimitMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    /// Counts the refusals.
    let metrics: ServerMetrics

    /// Answers 413 at once for a declared length over the limit (or one that is not a number); otherwise runs the
    /// route.
    func handle(
      _ request: Request, context: ServerRequestContext,
      next: (Request, ServerRequestContext) async throws -> Response
    ) async throws -> Response {
      if let declared = request.headers[.contentLength],
        Int(declared).map({ $0 > ServerConfiguration.bodyLimit }) ?? true
      {
        let label = RouteLabel(endpointPath: context.endpointPath)
        metrics.recordBodyLimitRejection(label)
        if label.api == "suwiki" {
          return SuwikiErrorBody.response(.tooLarge)
        }
        if label.api == "couple" {
          return CoupleErrorBody.response(.tooLarge)
        }
        if label.api == "hous" {
          return HousErrorBody.response(.tooLarge)
        }
        return RootErrorBody.response(status: .contentTooLarge, message: RootErrorBody.tooLarge)
      }
      return try await next(request, context)
    }
  }
#endif
