#if Server
  import Hummingbird
  import Logging

  /// Turns whatever a route or Hummingbird throws into an answer with a JSON body (``RootErrorBody``): a 404 for an
  /// unknown path, a 413 for a body collected past the limit, a 500 for anything else. On a SUWIKI route the body
  /// is SUWIKI's (``SuwikiErrorBody``), on a couple route the couple app's (``CoupleErrorBody``), on a Hous route
  /// Hous's (``HousErrorBody``); their handlers answer their own errors, so this is a backstop.
  ///
  /// The innermost middleware, so the access log, the metrics and the request id see the answer the client gets.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct ErrorBodyMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    /// Runs the route; a thrown error becomes its response (a 500 is logged with its type, never the request).
    func handle(
      _ request: Request, context: ServerRequestContext,
      next: (Request, ServerRequestContext) async throws -> Response
    ) async throws -> Response {
      do {
        return try await next(request, context)
      } catch {
        let response: Response
        switch RouteLabel(endpointPath: context.endpointPath).api {
        case "suwiki": response = SuwikiErrorBody.response(SuwikiFailure.from(error))
        case "couple": response = CoupleErrorBody.response(CoupleFailure.from(error))
        case "hous": response = HousErrorBody.response(HousFailure.from(error))
        default: response = RootErrorBody.response(for: error)
        }
        if response.status == .internalServerError {
          context.logger.error("request failed", metadata: FailureMetadata.of(error))
        }
        return response
      }
    }
  }
#endif
