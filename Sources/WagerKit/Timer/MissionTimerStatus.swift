/// The states of a ``MissionTimer``, without their data.
public enum MissionTimerStatus: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  /// Set, not started.
  case ready
  /// Counting down.
  case running
  /// Stopped with time left.
  case paused
  /// Reached zero.
  case finished

  /// The case name ("paused").
  public var description: String { rawValue }
}
