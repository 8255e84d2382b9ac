/// How a ``Rotation`` picks the member of the week.
public enum RotationStrategy: String, CaseIterable, Codable, Hashable, Sendable {
  /// In list order, skipping members who are away.
  case roundRobin
  /// The member with the fewest completed duties first, with a deterministic tie-break.
  case leastCompleted
}
