#if Server
  /// The API and route pattern that logs and metrics name a request by: the pattern the router matched
  /// (`/health`, later `/couple/api/game/short/{roundGameId}`), never the path as sent, so no id, query or typo
  /// reaches a log line or becomes a metric of its own.
  struct RouteLabel: Sendable, Equatable {
    /// The mount the route belongs to (`suwiki`, `hous`, `couple`), or `root`.
    let api: String
    /// The matched pattern, or `unmatched` when no route matched.
    let route: String

    /// A label with both parts given.
    init(api: String, route: String) {
      self.api = api
      self.route = route
    }

    /// The label for the pattern Hummingbird recorded for the request (`context.endpointPath`): `nil` when no route
    /// matched, or `NotFound`, Hummingbird's mark for a path or method without a route.
    init(endpointPath: String?) {
      guard let path = endpointPath, path != "NotFound" else {
        self.api = "root"
        self.route = "unmatched"
        return
      }
      let mount = path.split(separator: "/").first.map(String.init) ?? ""
      self.api = ["suwiki", "hous", "couple"].contains(mount) ? mount : "root"
      self.route = path
    }
  }
#endif
