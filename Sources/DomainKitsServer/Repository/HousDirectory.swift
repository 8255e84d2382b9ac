#if Server
  import HouseRulesKit

  /// The Hous users and rooms the server keeps beside HouseRulesKit's houses (docs/design/reference-server.md §7.3):
  /// sign-up fields, profiles outside a room, which room a user lives in, and each room's invite code.
  ///
  /// Membership itself is the kit's (a room's members are its `House`'s); ``setHouse(of:from:to:)`` records which
  /// room a user entered with one conditional write, so a user who enters two rooms at once lands in one.
  package protocol HousDirectory: Sendable {
    /// Stores a new user.
    func insertUser(_ user: HousUser) async throws
    /// The user with this id, or `nil`.
    func user(_ id: HomieID) async throws -> HousUser?
    /// Replaces a stored user's name, gender, birthday, push token, setting, profile and test result; the room is
    /// left as it is (``setHouse(of:from:to:)`` changes it).
    func updateUser(_ user: HousUser) async throws
    /// Moves a user from room `old` to `new` (`nil`: none) when their room is `old` now, and returns `true`;
    /// `false` (nothing written) when their room is another or there is no such user.
    func setHouse(of user: HomieID, from old: HouseID?, to new: HouseID?) async throws -> Bool
    /// Removes a user; `false` when there was none.
    @discardableResult func removeUser(_ id: HomieID) async throws -> Bool
    /// The users whose room is `house`, by id.
    func users(in house: HouseID) async throws -> [HousUser]

    /// Stores a new room's invite code.
    func insertRoom(_ room: HousRoomRecord) async throws
    /// The room's record, or `nil`.
    func room(house: HouseID) async throws -> HousRoomRecord?
    /// The room with this invite code, or `nil`.
    func room(inviteCode: String) async throws -> HousRoomRecord?
    /// Removes a room's record; `false` when there was none.
    @discardableResult func removeRoom(house: HouseID) async throws -> Bool
  }
#endif
