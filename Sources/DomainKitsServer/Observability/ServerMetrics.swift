#if Server
  import Prometheus

  /// The server's metrics in one Prometheus registry, and their names: what `GET /metrics` renders.
  ///
  /// - `http_requests_total{api,route,method,status}`: answered requests (a counter);
  /// - `http_request_duration_seconds{api,route}`: how long they took (a histogram, 5 ms to 10 s);
  /// - `http_requests_in_flight`: requests being answered now (a gauge);
  /// - `body_limit_rejections_total{api}`: bodies refused with 413 before they were read;
  /// - `auth_failures_total{api,reason}`: requests refused for their token (`missing`, `invalid`, `expired`) or
  ///   their credentials (`login`);
  /// - `token_refreshes_total{api,outcome}`: refresh calls, `rotated` or `refused`.
  ///
  /// Routes are labelled by their pattern (``RouteLabel``), so the number of series stays bounded whatever clients
  /// send. The executable also routes swift-metrics into the same registry
  /// (``bootstrapSwiftMetrics()``); a test gives each server a registry of its own.
  package struct ServerMetrics: Sendable {
    /// The registry `GET /metrics` renders.
    package let registry: PrometheusCollectorRegistry

    /// The duration histogram's buckets (Prometheus' usual ones, 5 ms to 10 s).
    static let durationBuckets: [Duration] = [
      .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
      .milliseconds(250), .milliseconds(500), .seconds(1), .milliseconds(2500), .seconds(5), .seconds(10),
    ]

    /// Metrics recorded in `registry` (a new, empty one by default).
    package init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
      self.registry = registry
    }

    /// One more request being answered.
    func requestStarted() {
      registry.makeGauge(descriptor: Self.inFlight).increment()
    }

    /// A request answered: counted by route, method and status, its duration recorded by route, and no longer in
    /// flight.
    func requestFinished(_ label: RouteLabel, method: String, status: Int, duration: Duration) {
      registry.makeGauge(descriptor: Self.inFlight).decrement()
      registry.makeCounter(
        descriptor: Self.requests,
        labels: [("api", label.api), ("route", label.route), ("method", method), ("status", String(status))]
      ).increment()
      registry.makeDurationHistogram(
        descriptor: Self.durations, labels: [("api", label.api), ("route", label.route)],
        buckets: Self.durationBuckets
      ).record(duration)
    }

    /// A body refused with 413 before it was read.
    func recordBodyLimitRejection(_ label: RouteLabel) {
      registry.makeCounter(descriptor: Self.bodyLimitRejections, labels: [("api", label.api)]).increment()
    }

    /// A request refused for its token or credentials, by `reason` (`missing`, `invalid`, `expired`, `login`).
    func recordAuthFailure(api: String, reason: String) {
      registry.makeCounter(descriptor: Self.authFailures, labels: [("api", api), ("reason", reason)]).increment()
    }

    /// A refresh call, by `outcome` (`rotated` or `refused`).
    func recordTokenRefresh(api: String, outcome: String) {
      registry.makeCounter(descriptor: Self.tokenRefreshes, labels: [("api", api), ("outcome", outcome)]).increment()
    }

    /// Every metric in Prometheus' text format 0.0.4.
    func render() -> [UInt8] {
      registry.emitToBuffer()
    }

    // The names, each with its help text (the registry requires one text per name).

    private static var requests: MetricNameDescriptor {
      MetricNameDescriptor(
        metricName: "http_requests", unitName: "total",
        helpText: "Requests answered, by API, route pattern, method and status.")
    }

    private static var durations: MetricNameDescriptor {
      MetricNameDescriptor(
        metricName: "http_request_duration", unitName: "seconds",
        helpText: "Time from a request's head to its answer, by API and route pattern.")
    }

    private static var inFlight: MetricNameDescriptor {
      MetricNameDescriptor(
        metricName: "http_requests_in_flight", unitName: "", helpText: "Requests being answered now.")
    }

    private static var authFailures: MetricNameDescriptor {
      MetricNameDescriptor(
        metricName: "auth_failures", unitName: "total",
        helpText: "Requests refused for their token or credentials, by API and reason.")
    }

    private static var tokenRefreshes: MetricNameDescriptor {
      MetricNameDescriptor(
        metricName: "token_refreshes", unitName: "total", helpText: "Refresh calls, by API and outcome.")
    }

    private static var bodyLimitRejections: MetricNameDescriptor {
      MetricNameDescriptor(
        metricName: "body_limit_rejections", unitName: "total",
        helpText: "Request bodies refused with 413 before they were read, by API.")
    }
  }
#endif
