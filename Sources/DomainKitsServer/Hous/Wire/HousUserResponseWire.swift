#if Server
  // The Hous answers about users and their personality type this server writes, field for field as the Hous
  // server's document (`OpenAPI/hous.json`) and its examples give them, and as HouseRulesKit's `HousServerDecoder`
  // reads them (its wire types are internal to the kit, so the server has its own, Encodable ones). `_id` is the
  // wire's name for an id (MongoDB's), kept as the property's name so the synthesized encoding writes it. The mapping
  // from the kit's values is in Mapping/HousResponseWire+Kit.swift.

  /// The payload of an answer whose `data` is `null`.
  struct HousNoPayload: Encodable, Sendable {}

  /// A profile: `GET /user/profile` (with `notificationState`), `GET /user/profile/me` and `GET /user/{homieId}`.
  /// `typeScore` is empty before the test.
  struct HousProfileWire: Encodable, Sendable {
    let userName: String
    let job: String
    let introduction: String
    let hashTag: [String]
    let typeName: String
    let typeColor: String
    let typeScore: [Int]
    /// Only in `GET /user/profile`; left out elsewhere.
    let notificationState: Bool?
  }

  /// `PUT /user/profile/me`'s answer: the name and profile stored.
  struct HousProfileTextWire: Encodable, Sendable {
    let userName: String
    let job: String
    let introduction: String
    let hashTag: [String]
  }

  /// `{"notificationState": true}`: `GET /user/setting`, `PUT /user/setting/notification`.
  struct HousNotificationWire: Encodable, Sendable {
    let notificationState: Bool
  }

  /// `PUT /user/type/test`'s answer: the user's id and the scores stored.
  struct HousTypeScoreWire: Encodable, Sendable {
    let _id: String
    let typeScore: [Int]
  }

  /// A type's details: `GET /user/me/type`, `GET /user/{userId}/type`. Before the test (`GRAY`) the texts are empty
  /// and the matches' names too.
  struct HousTypeDetailWire: Encodable, Sendable {
    let userName: String
    let typeName: String
    let typeColor: String
    let typeOneComment: String
    let typeDesc: String
    let typeRulesTitle: String
    let typeRules: [String]
    let good: HousTypeMatchWire
    let bad: HousTypeMatchWire
  }

  /// A type's best or hardest match, by its Korean name.
  struct HousTypeMatchWire: Encodable, Sendable {
    let typeName: String
  }

  /// `GET /type/test`: `{"typeTests": [...]}`.
  struct HousTypeTestsWire: Encodable, Sendable {
    let typeTests: [HousTypeTestWire]
  }

  /// One question of the test.
  struct HousTypeTestWire: Encodable, Sendable {
    let testNum: Int
    let question: String
    let questionType: String
    let answers: [String]
  }
#endif
