#if Server
  import DomainKitsCore
  import Foundation
  import HouseRulesKit

  /// A Hous user as the server keeps them beside their account: what sign-up asked (name, gender, birthday, push
  /// token), the profile, the notification setting, the latest test result and the room they live in.
  ///
  /// Inside a room the same name, profile, setting and result are the room's member (HouseRulesKit's `Homie`), which
  /// the kit validates; the server writes both, and reads the member while the user has a room.
  package struct HousUser: Sendable, Hashable {
    /// The user's id on the wire and in the kit: 24 lowercase hexadecimal digits, the account's `kit_id`.
    package let id: HomieID
    /// The name roommates see (the kit's member name, at most five characters).
    package var name: String
    /// The gender, free text as sign-up sent it.
    package var gender: String
    /// The birthday, when sign-up gave one.
    package var birthday: CalendarDay?
    /// The device's push token (never logged).
    package var fcmToken: String
    /// Whether the user wants notifications.
    package var notificationsEnabled: Bool
    /// Job, introduction and hashtags.
    package var profile: Profile
    /// The latest personality test result, or `nil` before the test.
    package var testResult: PersonalityResult?
    /// The room the user lives in, or `nil`.
    package var house: HouseID?

    /// A user.
    package init(
      id: HomieID, name: String, gender: String, birthday: CalendarDay?, fcmToken: String,
      notificationsEnabled: Bool = true, profile: Profile = Profile(), testResult: PersonalityResult? = nil,
      house: HouseID? = nil
    ) {
      self.id = id
      self.name = name
      self.gender = gender
      self.birthday = birthday
      self.fcmToken = fcmToken
      self.notificationsEnabled = notificationsEnabled
      self.profile = profile
      self.testResult = testResult
      self.house = house
    }

    /// The user as a member of a room: the kit's `Homie` with the same id, name, profile, result and setting.
    package var homie: Homie {
      Homie(
        id: id, name: name, profile: profile, personality: testResult, notificationsEnabled: notificationsEnabled)
    }

    /// The user with the member's name, profile, result and setting (what the kit stored, trimmed).
    package func adopting(_ member: Homie) -> HousUser {
      var user = self
      user.name = member.name
      user.profile = member.profile
      user.testResult = member.personality
      user.notificationsEnabled = member.notificationsEnabled
      return user
    }
  }
#endif
