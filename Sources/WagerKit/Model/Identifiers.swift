// Typed identifiers of the wager domain; `EntityID` itself is shared vocabulary in DomainKitsCore.

/// Identifies a ``Couple``.
public typealias CoupleID = EntityID<Couple>
/// Identifies a ``Partner``, the person behind a seat.
public typealias PartnerID = EntityID<Partner>
/// Identifies a ``Battle``, and also the ``WishCoupon`` bet on it (one coupon per battle).
public typealias BattleID = EntityID<Battle>
