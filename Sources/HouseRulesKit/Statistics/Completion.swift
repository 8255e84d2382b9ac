/// How many duties were assigned and how many of them were checked.
public struct Completion: Hashable, Sendable, Codable {
  /// Duties: one per assignee per day of a rule.
  public let assigned: Int
  /// The duties that were checked.
  public let completed: Int

  /// Creates a completion count.
  public init(assigned: Int, completed: Int) {
    self.assigned = assigned
    self.completed = completed
  }

  /// The completed share, 0...1, or `nil` when nothing was assigned.
  public var rate: Double? { assigned == 0 ? nil : Double(completed) / Double(assigned) }

  /// The completed share in whole percent, rounded down, or `nil` when nothing was assigned.
  public var percent: Int? { assigned == 0 ? nil : completed * 100 / assigned }
}
