import Foundation

/// One change to a stored couple (커플), applied atomically by ``CoupleRepository/update(id:_:)``: each case is the
/// ``Couple`` method it names, with that method's rules, checked inside the store's transaction together with the
/// store's own rules (an invite code belongs to one couple, a partner to one active couple).
///
/// A command is a value, so a store in memory, in SQLite or behind a server applies the same rules through
/// ``Couple/apply(_:)``. A command never changes a couple's identifier.
public enum CoupleCommand: Sendable, Hashable, Codable {
  /// Seats the partner as the second partner with the couple's invite code (``Couple/join(_:code:at:)``). A partner
  /// who has only the code joins through ``CoupleRepository/join(code:partner:at:)`` instead.
  case join(Partner, code: String, at: Date)
  /// Ends the couple on behalf of the partner in the seat (``Couple/disconnect(by:at:)``).
  case disconnect(by: PartnerRole, at: Date)
  /// Replaces the invite code of a couple still waiting for its second partner (``Couple/renewInvite(_:)``).
  case renewInvite(InviteCode)
  /// Changes the nickname (닉네임) of the partner in the seat, validated (``Couple/changeNickname(of:to:)``).
  case changeNickname(of: PartnerRole, to: String)
  /// Changes the day the relationship started, refusing a day after `today`
  /// (``Couple/changeStartDay(to:today:)``).
  case changeStartDay(to: CalendarDay, today: CalendarDay)
}
