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
