import Foundation

/// The tool offered while a mission runs.
public enum MissionTool: String, CaseIterable, Sendable, Codable, Hashable {
  /// A memo pad (wire value `MEMO`).
  case memo = "MEMO"
  /// The mission timer, ``MissionTimer`` (wire value `TIMER`).
  case timer = "TIMER"
  /// No tool (wire value `NONE`).
  case noTool = "NONE"
}
