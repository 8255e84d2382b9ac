#if Server
  import HouseRulesKit

  /// A Hous room's invite code, which HouseRulesKit's `House` does not hold: eight characters of `A-Z0-9`, unique.
  package struct HousRoomRecord: Sendable, Hashable {
    /// The room (the kit's house).
    package let house: HouseID
    /// The invite code roommates join with (`roomCode`).
    package let inviteCode: String

    /// A room's record.
    package init(house: HouseID, inviteCode: String) {
      self.house = house
      self.inviteCode = inviteCode
    }
  }
#endif
