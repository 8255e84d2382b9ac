#if Server
  import WagerKit

  /// The conversions every couple-app answer needs between the kit's text ids and the wire's integers, and the
  /// ids the wire has that the kit does not keep.
  enum CoupleWireFormat {
    /// The integer a kit id spells (the server makes every id it stores from a number); 0 for text that is not
    /// one, which the server never stores.
    static func number(_ id: String) -> Int64 {
      Int64(id) ?? 0
    }

    /// The id of a partner's round mission (`RoundMissionDto.id`): the kit keeps none, so it is derived from the
    /// battle's, `2n − 1` for the first seat and `2n` for the second (battle 753: 1505 and 1506), the same on every
    /// answer. A battle id too large to double keeps its own number.
    static func roundMissionID(battle: BattleID, role: PartnerRole) -> Int64 {
      let number = Self.number(battle.rawValue)
      let (doubled, overflow) = number.multipliedReportingOverflow(by: 2)
      guard !overflow else { return number }
      return role == .first ? doubled - 1 : doubled
    }
  }
#endif
