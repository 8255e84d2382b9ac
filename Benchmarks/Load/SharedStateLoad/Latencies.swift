/// The latencies of one run of an operation, and the figures the table shows.
struct Latencies: Sendable {
  /// Each call's latency in microseconds, sorted.
  let microseconds: [Double]
  /// The run's wall time in seconds, from the first call to the last answer.
  let seconds: Double

  init(_ durations: [Duration], wall: Duration) {
    microseconds = durations.map(Self.microseconds).sorted()
    seconds = Self.microseconds(wall) / 1_000_000
  }

  /// Calls answered per second of wall time.
  var operationsPerSecond: Double { seconds > 0 ? Double(microseconds.count) / seconds : 0 }

  /// The latency below which `fraction` of the calls answered (nearest rank), in milliseconds.
  func percentile(_ fraction: Double) -> Double {
    guard !microseconds.isEmpty else { return 0 }
    let rank = Int((fraction * Double(microseconds.count)).rounded(.up))
    return microseconds[min(max(rank, 1), microseconds.count) - 1] / 1_000
  }

  private static func microseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
  }
}
