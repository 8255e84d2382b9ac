// Typed identifiers of the house domain; `EntityID` itself is shared vocabulary in DomainKitsCore.

/// Identifies a ``House``.
public typealias HouseID = EntityID<House>
/// Identifies a ``Homie`` (a member of a house).
public typealias HomieID = EntityID<Homie>
/// Identifies a ``RuleCategory``.
public typealias CategoryID = EntityID<RuleCategory>
/// Identifies a ``Rule``.
public typealias RuleID = EntityID<Rule>
/// Identifies a ``HouseEvent``.
public typealias EventID = EntityID<HouseEvent>
