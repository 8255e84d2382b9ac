import Foundation

/// Everything a house holds, as plain values: what a store writes, and what ``House/init(snapshot:)`` rebuilds
/// a house from.
public struct HouseSnapshot: Hashable, Sendable, Codable {
  /// The house's identifier.
  public var id: HouseID
  /// The house's name.
  public var name: String
  /// The house's time zone.
  public var timeZone: TimeZone
  /// The house's limits.
  public var limits: HouseLimits
  /// The members, in join order.
  public var members: [Homie]
  /// The categories, in the order they were added.
  public var categories: [RuleCategory]
  /// The rules, in the order they were added.
  public var rules: [Rule]
  /// The events, in the order they were added.
  public var events: [HouseEvent]
  /// The absences, in the order they were recorded.
  public var absences: [Absence]
  /// Every check, by day, rule order, member order.
  public var checks: [RuleCheck]
  /// Every temporary assignment, by day, then rule order.
  public var temporaryAssignments: [TemporaryAssignment]

  /// Creates a snapshot.
  public init(
    id: HouseID, name: String, timeZone: TimeZone = .seoul, limits: HouseLimits = .original, members: [Homie] = [],
    categories: [RuleCategory] = [], rules: [Rule] = [], events: [HouseEvent] = [], absences: [Absence] = [],
    checks: [RuleCheck] = [], temporaryAssignments: [TemporaryAssignment] = []
  ) {
    self.id = id
    self.name = name
    self.timeZone = timeZone
    self.limits = limits
    self.members = members
    self.categories = categories
    self.rules = rules
    self.events = events
    self.absences = absences
    self.checks = checks
    self.temporaryAssignments = temporaryAssignments
  }
}
