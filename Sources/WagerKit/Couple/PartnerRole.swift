/// The two seats of a couple.
///
/// A battle, a report or a coupon refers to a partner by seat, so the rules read the same whoever sits where.
public enum PartnerRole: String, CaseIterable, Codable, Hashable, Sendable {
  /// The partner who created the couple (sent the invite).
  case first
  /// The partner who joined with the invite code.
  case second

  /// The other seat.
  public var partner: PartnerRole { self == .first ? .second : .first }
}
