#if Server
  import Metrics
  import Prometheus

  extension ServerMetrics {
    /// Routes every swift-metrics metric of the process into this registry (postgres-nio's, once the server runs on
    /// PostgreSQL), so `GET /metrics` shows them beside the server's own. swift-metrics allows one bootstrap per
    /// process: the executable calls it once at start; tests do not.
    package func bootstrapSwiftMetrics() {
      MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
    }
  }
#endif
