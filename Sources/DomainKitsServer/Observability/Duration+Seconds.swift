#if Server
  extension Duration {
    /// The duration in seconds as a `Double`, for log lines and JSON (`0.0125`).
    var totalSeconds: Double {
      let (seconds, attoseconds) = components
      return Double(seconds) + Double(attoseconds) / 1e18
    }
  }
#endif
