#if Server
  import Hummingbird

  /// What every request carries through the middleware to its route: Hummingbird's core context (logger, route
  /// pattern, path parameters) and the request's id.
  ///
  /// Use ``requestID``, not Hummingbird's `id`: ``RequestIDMiddleware`` replaces the logger's `hb.request.id` with
  /// `request_id`, which `id` does not read.
  @available(macOS 14, iOS 17, tvOS 17, *)
  package struct ServerRequestContext: RequestContext {
    /// Hummingbird's storage: the request's logger, the matched route's pattern and its parameters.
    package var coreContext: CoreRequestContextStorage
    /// The request's id, set by ``RequestIDMiddleware`` before anything else runs (empty until then).
    package var requestID: String

    /// A context for a request the application accepted.
    package init(source: ApplicationRequestContextSource) {
      self.coreContext = CoreRequestContextStorage(source: source)
      self.requestID = ""
    }

    /// The largest body a route decodes (``ServerConfiguration/bodyLimit``); a longer one ends in 413.
    package var maxUploadSize: Int { ServerConfiguration.bodyLimit }
  }
#endif
