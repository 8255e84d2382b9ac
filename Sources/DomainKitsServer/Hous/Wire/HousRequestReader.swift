#if Server
  import DomainKitsCore
  import Foundation
  import HouseRulesKit

  /// Reads the bodies of Hous's requests into the kit's values, checking first what the server's Hous document
  /// (`OpenAPI/hous-server.json`) says of each field (type, length in code points, the ids' and codes' patterns,
  /// the icons, the day numbers, the scores' range), then building the kit's value; the kit checks its own rules
  /// (lengths in characters, names, shapes) when the value reaches a house.
  enum HousRequestReader {
    // The bounds the document states, in code points (the kit's `HouseLimits.original` in characters, and this
    // server's for the free texts the kit does not keep).

    /// `email`.
    static let email = 1...254
    /// `password`.
    static let password = 1...64
    /// `userName`: `HouseLimits.original.memberName`.
    static let userName = 1...5
    /// `gender`.
    static let gender = 0...20
    /// `fcmToken`.
    static let fcmToken = 0...1_024
    /// `job`: `HouseLimits.original.job`.
    static let job = 0...5
    /// `introduction`: `HouseLimits.original.introduction`.
    static let introduction = 0...20
    /// The number of `hashTag` items: `HouseLimits.original.hashtags`.
    static let hashtags = 0...3
    /// One hashtag: `HouseLimits.original.hashtag`.
    static let hashtag = 1...4
    /// `ruleName`: `HouseLimits.original.ruleName`.
    static let ruleName = 1...15
    /// `categoryName`: `HouseLimits.original.categoryName`.
    static let categoryName = 1...5
    /// `eventName`: `HouseLimits.original.eventName`.
    static let eventName = 1...10
    /// The most members a list of members names: `HouseLimits.original.members`.
    static let members = 0...8
    /// Any length: a value whose shape is checked after (an id, a code, a date, an icon).
    static let any = 0...Int.max

    /// `POST /auth/signup`: `{email, password, userName, gender, birthday?, fcmToken}`.
    static func signUp(_ data: Data) throws(HousFailure) -> (
      email: String, password: String, name: String, gender: String, birthday: CalendarDay?, fcmToken: String
    ) {
      let body = try HousBody(data)
      let email = try body.string("email", length: Self.email)
      let password = try body.string("password", length: Self.password)
      let name = try body.string("userName", length: Self.userName)
      let gender = try body.string("gender", length: Self.gender)
      var birthday: CalendarDay?
      if let text = try body.optionalString("birthday", length: Self.any) {
        birthday = try day(text)
      }
      let token = try body.string("fcmToken", length: Self.fcmToken)
      return (email, password, name, gender, birthday, token)
    }

    /// `POST /auth/login`: `{email, password, fcmToken}`.
    static func login(_ data: Data) throws(HousFailure) -> (email: String, password: String, fcmToken: String) {
      let body = try HousBody(data)
      return (
        try body.string("email", length: Self.email), try body.string("password", length: Self.password),
        try body.string("fcmToken", length: Self.fcmToken)
      )
    }

    /// `PUT /user/profile/me`: `{userName, job?, introduction?, hashTag?}`; a missing text is empty.
    static func profile(_ data: Data) throws(HousFailure) -> (name: String, profile: Profile) {
      let body = try HousBody(data)
      let name = try body.string("userName", length: Self.userName)
      let job = try body.optionalString("job", length: Self.job) ?? ""
      let introduction = try body.optionalString("introduction", length: Self.introduction) ?? ""
      var tags: [String] = []
      for item in try body.optionalArray("hashTag", count: Self.hashtags) ?? [] {
        tags.append(try HousBody.string(item, length: Self.hashtag))
      }
      return (name, Profile(job: job, introduction: introduction, hashtags: tags))
    }

    /// `PUT /user/setting/notification`: `{notificationState}`.
    static func notificationState(_ data: Data) throws(HousFailure) -> Bool {
      try HousBody(data).bool("notificationState")
    }

    /// `PUT /user/type/test`: `{typeScore}`, five integers of 3...9 (light, noise, smell, introversion, clean).
    static func typeScore(_ data: Data) throws(HousFailure) -> PersonalityScores {
      let range = PersonalityScores.axisRange
      let scores = try HousBody(data).integers("typeScore", count: 5...5, range: range, outside: .badRequest)
      do throws(PersonalityError) {
        return try PersonalityScores(scores)
      } catch {
        throw .badRequest
      }
    }

    /// `GET /room/in` and `POST /room/{roomId}/in`: `{roomCode}`, eight of `A-Z0-9`.
    static func roomCode(_ data: Data) throws(HousFailure) -> String {
      let code = try HousBody(data).string("roomCode", length: Self.any)
      guard HousInviteCode.isValid(code) else { throw .badRequest }
      return code
    }

    /// `POST /room/{roomId}/rule` and `PUT /room/{roomId}/rule/{ruleId}`: `{ruleName, categoryId, isKeyRules,
    /// notificationState, ruleMembers: [{userId, day}]}`, the rule `id`. Days are JavaScript's (0 = Sunday).
    static func rule(_ data: Data, id: RuleID) throws(HousFailure) -> Rule {
      let body = try HousBody(data)
      let name = try body.string("ruleName", length: Self.ruleName)
      let category = try objectID(try body.string("categoryId", length: Self.any))
      let isKeyRule = try body.bool("isKeyRules")
      let notifications = try body.bool("notificationState")
      var assignments: [RuleAssignment] = []
      for item in try body.array("ruleMembers", count: Self.members) {
        guard case .object(let fields) = item else { throw .badRequest }
        let member = HousBody(members: fields)
        let user = try objectID(try member.string("userId", length: Self.any))
        let days = try member.integers("day", count: 1...7, range: 0...6, outside: .invalidDay)
        let weekdays: WeekdaySet
        do throws(HousWireError) {
          weekdays = try WeekdaySet(housDays: days)
        } catch {
          throw .invalidDay
        }
        assignments.append(RuleAssignment(member: HomieID(user), weekdays: weekdays))
      }
      return Rule(
        id: id, name: name, category: CategoryID(category), isKeyRule: isKeyRule, assignments: assignments,
        notificationsEnabled: notifications)
    }

    /// `PUT /room/{roomId}/rule/{ruleId}/today`: `{tmpRuleMembers}`, the members' ids (none: the usual assignees).
    static func temporaryMembers(_ data: Data) throws(HousFailure) -> [HomieID] {
      var members: [HomieID] = []
      for id in try HousBody(data).strings("tmpRuleMembers", count: Self.members, length: Self.any) {
        members.append(HomieID(try objectID(id)))
      }
      return members
    }

    /// `PUT /room/{roomId}/rule/{ruleId}/check`: `{isCheck}`.
    static func isCheck(_ data: Data) throws(HousFailure) -> Bool {
      try HousBody(data).bool("isCheck")
    }

    /// `POST /room/{roomId}/rules/category` and `PUT …/rules/category/{categoryId}`: `{categoryName,
    /// categoryIcon}`, the category `id`.
    static func category(_ data: Data, id: CategoryID) throws(HousFailure) -> RuleCategory {
      let body = try HousBody(data)
      let name = try body.string("categoryName", length: Self.categoryName)
      guard let icon = CategoryIcon(rawValue: try body.string("categoryIcon", length: Self.any)) else {
        throw .invalidIcon
      }
      return RuleCategory(id: id, name: name, icon: icon)
    }

    /// `POST /room/{roomId}/event` and `PUT …/event/{eventId}`: `{eventName, eventIcon, date, participants}`, the
    /// event `id`.
    static func event(_ data: Data, id: EventID) throws(HousFailure) -> HouseEvent {
      let body = try HousBody(data)
      let name = try body.string("eventName", length: Self.eventName)
      guard let icon = EventIcon(rawValue: try body.string("eventIcon", length: Self.any)) else {
        throw .invalidIcon
      }
      let date = try day(try body.string("date", length: Self.any))
      var participants: [HomieID] = []
      for participant in try body.strings("participants", count: Self.members, length: Self.any) {
        participants.append(HomieID(try objectID(participant)))
      }
      return HouseEvent(id: id, name: name, icon: icon, date: date, participants: participants)
    }

    // MARK: Shapes

    /// `text` when it is an id (24 of `0-9a-f`), else ``HousFailure/invalidID``.
    static func objectID(_ text: String) throws(HousFailure) -> String {
      guard HousObjectID.isValid(text) else { throw .invalidID }
      return text
    }

    /// The day of `yyyy-MM-dd` (the document's `^[0-9]{4}-[0-9]{2}-[0-9]{2}$`, a real date).
    static func day(_ text: String) throws(HousFailure) -> CalendarDay {
      let bytes = Array(text.utf8)
      let digits = bytes.indices.filter { $0 != 4 && $0 != 7 }
      guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
        digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }),
        let day = try? CalendarDay(parsing: text, format: .extended)
      else { throw .badRequest }
      return day
    }
  }
#endif
