import Foundation

/// A kind of battle the couple can pick, with its rules and the missions it deals.
///
/// ``dealMissions(using:)`` draws the two partners' missions through an injected random source.
public struct MissionCategory: Sendable, Equatable, Codable, Identifiable {
  /// The category's identifier in the catalogue.
  public let id: Int
  /// The name shown in the list and the history ("키워드 스무고개").
  public var title: String
  /// What the battle is about.
  public var description: String
  /// How to play.
  public var rule: String
  /// A hint for winning.
  public var tip: String
  /// A worked example.
  public var example: String
  /// The category's picture.
  public var image: URL?
  /// Whether the partners share one mission or get one each.
  public var missionType: MissionType
  /// The tool offered while the mission runs.
  public var missionTool: MissionTool
  /// The missions the category deals from.
  public var missions: [Mission]

  /// Creates a category.
  public init(
    id: Int, title: String, description: String = "", rule: String = "", tip: String = "", example: String = "",
    image: URL? = nil, missionType: MissionType, missionTool: MissionTool = .noTool, missions: [Mission]
  ) {
    self.id = id
    self.title = title
    self.description = description
    self.rule = rule
    self.tip = tip
    self.example = example
    self.image = image
    self.missionType = missionType
    self.missionTool = missionTool
    self.missions = missions
  }

  /// What a battle keeps of its category: enough to show it in the history without the catalogue.
  public struct Summary: Sendable, Equatable, Hashable, Codable {
    /// The category's identifier.
    public let id: Int
    /// The category's name.
    public var title: String
    /// The category's picture.
    public var image: URL?
    /// Whether the partners shared one mission.
    public var missionType: MissionType
    /// The tool offered while the mission ran.
    public var missionTool: MissionTool

    /// Creates a summary.
    public init(id: Int, title: String, image: URL? = nil, missionType: MissionType, missionTool: MissionTool) {
      self.id = id
      self.title = title
      self.image = image
      self.missionType = missionType
      self.missionTool = missionTool
    }
  }

  /// The summary a battle keeps.
  public var summary: Summary {
    Summary(id: id, title: title, image: image, missionType: missionType, missionTool: missionTool)
  }

  /// The smallest number of missions the category needs: one for ``MissionType/same``, two for
  /// ``MissionType/different``.
  public var missionsNeeded: Int { missionType == .same ? 1 : 2 }

  /// Draws the partners' missions: one shared mission for ``MissionType/same``; for ``MissionType/different``,
  /// two distinct missions (distinct by position in ``missions``), each partner's drawn uniformly.
  ///
  /// The draw uses only `generator`, so a seeded generator gives the same missions every time.
  ///
  /// - Throws: ``WagerError/notEnoughMissions(category:needed:available:)`` when ``missions`` is shorter than
  ///   ``missionsNeeded``.
  /// - Complexity: O(1).
  public func dealMissions(using generator: inout some RandomNumberGenerator) throws(WagerError) -> (
    first: Mission, second: Mission
  ) {
    let count = missions.count
    guard count >= missionsNeeded else {
      throw .notEnoughMissions(category: id, needed: missionsNeeded, available: count)
    }
    let firstIndex = Int.random(in: 0..<count, using: &generator)
    switch missionType {
    case .same:
      return (missions[firstIndex], missions[firstIndex])
    case .different:
      // Draw from the other count - 1 positions and skip over the first pick: uniform and always distinct.
      var secondIndex = Int.random(in: 0..<(count - 1), using: &generator)
      if secondIndex >= firstIndex { secondIndex += 1 }
      return (missions[firstIndex], missions[secondIndex])
    }
  }
}
