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

/// The transitions a ``MissionTimer`` can refuse.
public enum MissionTimerAction: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  /// ``MissionTimer/start()``.
  case start
  /// ``MissionTimer/pause()``.
  case pause
  /// ``MissionTimer/resume()``.
  case resume

  /// The case name ("paused").
  public var description: String { rawValue }
}

/// The bounds of a ``MissionTimer``'s total.
public enum MissionTimerLimits {
  /// The longest total a mission timer accepts, in seconds: 24 hours.
  public static let maximumTotalSeconds = 86_400
  /// The longest total a mission timer accepts: 24 hours.
  public static let maximumTotal = Duration.seconds(maximumTotalSeconds)
}
