/// A room the Hous server created (`POST /room/`): its identifier and the invite code roommates join with.
public struct HousRoom: Identifiable, Hashable, Sendable {
  /// The room's identifier (`_id`), the kit's house.
  public let id: HouseID
  /// The invite code (`roomCode`, eight characters such as `"LZ7MW23D"`).
  public let inviteCode: String

  /// Creates a room.
  public init(id: HouseID, inviteCode: String) {
    self.id = id
    self.inviteCode = inviteCode
  }
}
