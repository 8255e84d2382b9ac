/// What the Hous server answers to an invite code before the viewer joins (`GET /room/in`): the room, and the
/// viewer's own card as the room will show it.
///
/// The name, type and introduction are the viewer's, not the room's owner's: the server reads them from the user
/// who asks (TeamHous/Hous-Server `RoomRetrieveService.getRoomAndUserByRoomCode`).
public struct HousRoomInvitation: Hashable, Sendable {
  /// The room's identifier (`_id`).
  public let room: HouseID
  /// The viewer's name (`userName`).
  public let name: String
  /// The viewer's type (`typeColor`); ``PersonalityType/gray`` before the test.
  public let personalityType: PersonalityType
  /// The viewer's introduction (`introduction`), possibly empty.
  public let introduction: String

  /// Creates an invitation.
  public init(room: HouseID, name: String, personalityType: PersonalityType, introduction: String) {
    self.room = room
    self.name = name
    self.personalityType = personalityType
    self.introduction = introduction
  }
}
