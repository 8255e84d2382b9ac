import Foundation

/// One change to a stored battle (승부), applied atomically by ``BattleRepository/update(id:_:)``: each case is the
/// ``Battle`` transition it names, with that transition's rules, checked inside the store's transaction.
///
/// A command is a value, so a store in memory, in SQLite or behind a server applies the same rules through
/// ``Battle/apply(_:)``, and an app can keep a command made offline and send it later. A command never changes a
/// battle's identifier or couple.
public enum BattleCommand: Sendable, Hashable, Codable {
  /// Starts a created battle (``Battle/start(at:)``).
  case start(at: Date)
  /// Records or changes the report of the partner in the seat (``Battle/report(_:completed:at:)``).
  case report(PartnerRole, completed: Bool, at: Date)
  /// Decides the battle and settles its wish coupon (``Battle/finalize(at:)``); a finalized battle is left as it
  /// is, so finalizing again changes nothing.
  case finalize(at: Date)
  /// Abandons a created or running battle; its coupon becomes void (``Battle/cancel(at:)``).
  case cancel(at: Date)
}
