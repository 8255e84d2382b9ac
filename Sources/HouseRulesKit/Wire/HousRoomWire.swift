import Foundation

// The Hous server's (TeamHous/Hous-Server) room, home, rule, category, todo and event bodies, as its OpenAPI
// document (swagger-output.json) describes them. `_id` is MongoDB's identifier.

/// A member as the server lists them: `_id`, a name (`userName`, or `name` in a rule's form) and `typeColor`,
/// with `isChecked` in a rule's today's assignees and an event's participants. The home screen's `typeName` is the
/// type's name, which the kit derives from the colour.
struct HousHomieWire: Decodable, Sendable {
  var id: String?
  var name: String?
  var userName: String?
  var typeColor: String
  var isChecked: Bool?

  enum CodingKeys: String, CodingKey {
    case id = "_id"
    case name, userName, typeColor, isChecked
  }
}

/// `POST /room/`'s response: `{"_id", "roomCode"}`.
struct HousRoomWire: Decodable, Sendable {
  var id: String
  var roomCode: String

  enum CodingKeys: String, CodingKey {
    case id = "_id"
    case roomCode
  }
}

/// `GET /room/in`'s response: the room's `_id` and the viewer's `typeColor`, `userName` and `introduction`.
struct HousRoomInvitationWire: Decodable, Sendable {
  var id: String
  var typeColor: String
  var userName: String
  var introduction: String?

  enum CodingKeys: String, CodingKey {
    case id = "_id"
    case typeColor, userName, introduction
  }
}

/// `POST /room/{roomId}/in`'s request body. The document's schema requires `roomCode` but lists a property
/// `isCheck` with the code as its example, a copy slip; the server's other bodies (`GET /room/in`, the home
/// screen) call the code `roomCode`, so the body is `{"roomCode": ...}`.
struct HousRoomJoinWire: Encodable, Sendable {
  var roomCode: String
}

/// A category in the server's three shapes: `{"_id", "categoryName"}` (a rule's form), with `categoryIcon` (the
/// rules screen), or `{"_id", "roomId", "ruleCategoryName", "ruleCategoryIcon", "ruleCnt"}` (the response to
/// creating or editing one).
struct HousCategoryWire: Decodable, Sendable {
  var id: String
  var categoryName: String?
  var categoryIcon: String?
  var ruleCategoryName: String?
  var ruleCategoryIcon: String?

  enum CodingKeys: String, CodingKey {
    case id = "_id"
    case categoryName, categoryIcon, ruleCategoryName, ruleCategoryIcon
  }
}

/// `POST /room/{roomId}/rules/category` and `PUT .../rules/category/{categoryId}`'s request body.
struct HousCategoryRequestWire: Encodable, Sendable {
  var categoryName: String
  var categoryIcon: String
}

/// A rule's form: `GET /room/{roomId}/rule/new` (`ruleCategories`, `homies`) and `GET /room/{roomId}/rule/{ruleId}`
/// (with `rule`).
struct HousRuleFormWire: Decodable, Sendable {
  var rule: EditedRule?
  var ruleCategories: [HousCategoryWire]
  var homies: [HousHomieWire]

  /// The edited rule: its category as an object, each member as a listed member with its days.
  struct EditedRule: Decodable, Sendable {
    var id: String
    var notificationState: Bool
    var ruleName: String
    var ruleCategory: HousCategoryWire
    var isKeyRules: Bool
    var ruleMembers: [Member]

    enum CodingKeys: String, CodingKey {
      case id = "_id"
      case notificationState, ruleName, ruleCategory, isKeyRules, ruleMembers
    }
  }

  /// One `ruleMembers` entry; `homie` is `null` for a member who left.
  struct Member: Decodable, Sendable {
    var homie: HousHomieWire?
    var day: [Int]
  }
}

/// `GET /room/{roomId}/category/{categoryId}/rule`: `keyRules` (`_id`, `ruleName`) and `rules` (with `membersCnt`
/// and `typeColors`).
struct HousCategoryRulesWire: Decodable, Sendable {
  var keyRules: [Entry]
  var rules: [Entry]

  /// One listed rule.
  struct Entry: Decodable, Sendable {
    var id: String
    var ruleName: String
    var membersCnt: Int?
    var typeColors: [String]?

    enum CodingKeys: String, CodingKey {
      case id = "_id"
      case ruleName, membersCnt, typeColors
    }
  }
}

/// `GET /room/{roomId}/rule/{ruleId}/today`: the rule's `_id` and every member with `isChecked`.
struct HousTodayHomiesWire: Decodable, Sendable {
  var id: String
  var homies: [HousHomieWire]

  enum CodingKeys: String, CodingKey {
    case id = "_id"
    case homies
  }
}

/// `PUT /room/{roomId}/rule/{ruleId}/today`: the request body (`tmpRuleMembers` alone) and its response (with the
/// rule's `_id` and `ruleName`).
struct HousTemporaryMembersWire: Codable, Sendable {
  var id: String?
  var tmpRuleMembers: [String]

  enum CodingKeys: String, CodingKey {
    case id = "_id"
    case tmpRuleMembers
  }
}

/// `{"isCheck": true}`: `PUT /room/{roomId}/rule/{ruleId}/check`'s request body and response.
struct HousCheckWire: Codable, Sendable {
  var isCheck: Bool
}

/// A todo in the server's three lists: `GET /room/{roomId}/rules/me` (`_id`, `categoryIcon`, `ruleName`,
/// `isChecked`), the home screen's `todoList` (`isChecked`, `ruleName`) and the rules screen's `todayTodoRules`
/// (`_id`, `ruleName`, `todayMembersWithTypeColor`, `isTmpMember`, `isAllChecked`).
struct HousTodoWire: Decodable, Sendable {
  var id: String?
  var ruleName: String
  var categoryIcon: String?
  var isChecked: Bool?
  var todayMembersWithTypeColor: [HousHomieWire]?
  var isTmpMember: Bool?
  var isAllChecked: Bool?

  enum CodingKeys: String, CodingKey {
    case id = "_id"
    case ruleName, categoryIcon, isChecked, todayMembersWithTypeColor, isTmpMember, isAllChecked
  }
}

/// `GET /room/{roomId}/rules`: `homeRuleCategories` and `todayTodoRules`.
struct HousRulesHomeWire: Decodable, Sendable {
  var homeRuleCategories: [HousCategoryWire]
  var todayTodoRules: [HousTodoWire]
}

/// `GET /room/{roomId}/home`.
struct HousHomeWire: Decodable, Sendable {
  var eventList: [Event]
  var keyRulesList: [String]
  var todoList: [HousTodoWire]
  var homieProfileList: [HousHomieWire]
  var roomCode: String

  /// An upcoming event; `dDay` is the day difference as text (`"9"`).
  struct Event: Decodable, Sendable {
    var id: String
    var eventIcon: String
    var dDay: String

    enum CodingKeys: String, CodingKey {
      case id = "_id"
      case eventIcon, dDay
    }
  }
}

/// `GET /room/{roomId}/event/{eventId}`: the event, its `participants` being every member with `isChecked`.
struct HousEventDetailWire: Decodable, Sendable {
  var id: String
  var eventName: String
  var eventIcon: String
  var date: String
  var participants: [HousHomieWire]

  enum CodingKeys: String, CodingKey {
    case id = "_id"
    case eventName, eventIcon, date, participants
  }
}
