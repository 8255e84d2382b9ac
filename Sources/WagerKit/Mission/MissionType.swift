import Foundation

/// Whether both partners of a battle get the same mission.
public enum MissionType: String, CaseIterable, Sendable, Codable, Hashable {
  /// Both partners get one mission drawn for the battle (wire value `SAME`).
  case same = "SAME"
  /// Each partner gets a mission of their own, different from the other's (wire value `DIFFERENCE`).
  case different = "DIFFERENCE"
}
