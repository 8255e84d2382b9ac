#if Server
  // The Hous answers about rooms, rules, todos, categories and events this server writes, field for field as the
  // Hous server's document (`OpenAPI/hous.json`) and its examples give them, and as HouseRulesKit's
  // `HousServerDecoder` reads them. Dates are `yyyy-MM-dd`; day numbers are JavaScript's (0 = Sunday). The mapping
  // from the kit's values is in Mapping/HousResponseWire+Kit.swift.

  /// `POST /room/`'s answer.
  struct HousRoomWire: Encodable, Sendable {
    let _id: String
    let roomCode: String
  }

  /// `GET /room/in`'s answer: the room and the caller's card as the room will show it.
  struct HousRoomInvitationWire: Encodable, Sendable {
    let _id: String
    let typeColor: String
    let userName: String
    let introduction: String
  }

  /// `GET /room/{roomId}/home`.
  struct HousHomeWire: Encodable, Sendable {
    let eventList: [HousHomeEventWire]
    let keyRulesList: [String]
    let todoList: [HousHomeTodoWire]
    let homieProfileList: [HousHomeHomieWire]
    let roomCode: String
  }

  /// An upcoming event of the home screen; `dDay` is the whole days from today, as text.
  struct HousHomeEventWire: Encodable, Sendable {
    let _id: String
    let eventIcon: String
    let dDay: String
  }

  /// One of the caller's todos of today on the home screen.
  struct HousHomeTodoWire: Encodable, Sendable {
    let isChecked: Bool
    let ruleName: String
  }

  /// A member on the home screen.
  struct HousHomeHomieWire: Encodable, Sendable {
    let _id: String
    let userName: String
    let typeName: String
    let typeColor: String
  }

  /// A rule as stored: the answer to `POST /room/{roomId}/rule` and `PUT /room/{roomId}/rule/{ruleId}`.
  struct HousStoredRuleWire: Encodable, Sendable {
    let _id: String
    let roomId: String
    let categoryId: String
    let ruleName: String
    let ruleMembers: [HousRuleMemberWire]
    let tmpRuleMembers: [String]
    let isKeyRules: Bool
    let notificationState: Bool
  }

  /// A member of a stored rule with their day numbers.
  struct HousRuleMemberWire: Encodable, Sendable {
    let userId: String
    let day: [Int]
  }

  /// A rule's form: `GET /room/{roomId}/rule/new` (without `rule`) and `GET /room/{roomId}/rule/{ruleId}`.
  struct HousRuleFormWire: Encodable, Sendable {
    /// The rule being edited; left out of the new rule's form.
    let rule: HousEditedRuleWire?
    let ruleCategories: [HousFormCategoryWire]
    let homies: [HousFormHomieWire]
  }

  /// The rule of a rule's form: its category as an object, each member as a listed member with their days.
  struct HousEditedRuleWire: Encodable, Sendable {
    let _id: String
    let notificationState: Bool
    let ruleName: String
    let ruleCategory: HousFormCategoryWire
    let isKeyRules: Bool
    let ruleMembers: [HousEditedRuleMemberWire]
  }

  /// A member of the edited rule with their day numbers.
  struct HousEditedRuleMemberWire: Encodable, Sendable {
    let homie: HousFormHomieWire
    let day: [Int]
  }

  /// A category of a rule's form.
  struct HousFormCategoryWire: Encodable, Sendable {
    let _id: String
    let categoryName: String
  }

  /// A member of a rule's form.
  struct HousFormHomieWire: Encodable, Sendable {
    let _id: String
    let name: String
    let typeColor: String
  }

  /// `GET /room/{roomId}/category/{categoryId}/rule`: the key rules, then the others.
  struct HousCategoryRulesWire: Encodable, Sendable {
    let keyRules: [HousKeyRuleWire]
    let rules: [HousListedRuleWire]
  }

  /// A key rule of a category.
  struct HousKeyRuleWire: Encodable, Sendable {
    let _id: String
    let ruleName: String
  }

  /// A rule of a category with its members' count and colours.
  struct HousListedRuleWire: Encodable, Sendable {
    let _id: String
    let ruleName: String
    let membersCnt: Int
    let typeColors: [String]
  }

  /// `GET /room/{roomId}/rule/{ruleId}/today`: every member, today's assignees marked.
  struct HousTodayHomiesWire: Encodable, Sendable {
    let _id: String
    let homies: [HousCheckedHomieWire]
  }

  /// A member marked (`isChecked`): assigned today, or taking part in an event.
  struct HousCheckedHomieWire: Encodable, Sendable {
    let _id: String
    let userName: String
    let isChecked: Bool
    let typeColor: String
  }

  /// `PUT /room/{roomId}/rule/{ruleId}/today`'s answer: today's temporary assignees (none: the usual ones apply).
  struct HousTemporaryMembersWire: Encodable, Sendable {
    let _id: String
    let ruleName: String
    let tmpRuleMembers: [String]
  }

  /// `{"isCheck": true}`: `PUT /room/{roomId}/rule/{ruleId}/check`'s answer.
  struct HousCheckWire: Encodable, Sendable {
    let isCheck: Bool
  }

  /// One of the caller's todos of today: `GET /room/{roomId}/rules/me`.
  struct HousMyTodoWire: Encodable, Sendable {
    let _id: String
    let categoryIcon: String
    let ruleName: String
    let isChecked: Bool
  }

  /// `GET /room/{roomId}/rules`: the categories and the house's todos of today.
  struct HousRulesHomeWire: Encodable, Sendable {
    let homeRuleCategories: [HousHomeCategoryWire]
    let todayTodoRules: [HousTodayTodoWire]
  }

  /// A category of the rules screen.
  struct HousHomeCategoryWire: Encodable, Sendable {
    let _id: String
    let categoryIcon: String
    let categoryName: String
  }

  /// One of the house's todos of today, with its assignees.
  struct HousTodayTodoWire: Encodable, Sendable {
    let _id: String
    let ruleName: String
    let todayMembersWithTypeColor: [HousNamedColorWire]
    let isTmpMember: Bool
    let isAllChecked: Bool
  }

  /// An assignee of today's todo, without an id.
  struct HousNamedColorWire: Encodable, Sendable {
    let userName: String
    let typeColor: String
  }

  /// A category as stored: the answer to creating or editing one.
  struct HousStoredCategoryWire: Encodable, Sendable {
    let _id: String
    let roomId: String
    let ruleCategoryName: String
    let ruleCategoryIcon: String
    let ruleCnt: Int
  }

  /// An event with its participants' ids: the answer to creating, editing or removing one.
  struct HousEventWire: Encodable, Sendable {
    let _id: String
    let eventName: String
    let eventIcon: String
    let date: String
    let participants: [String]
  }

  /// `GET /room/{roomId}/event/{eventId}`: the event, every member marked taking part or not.
  struct HousEventDetailWire: Encodable, Sendable {
    let _id: String
    let eventName: String
    let eventIcon: String
    let date: String
    let participants: [HousCheckedHomieWire]
  }
#endif
