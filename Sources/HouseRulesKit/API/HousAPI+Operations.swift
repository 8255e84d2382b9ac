extension HousAPI {
  /// One operation of the server's OpenAPI document: its method and path template as the document writes them
  /// (`PUT /room/{roomId}/rule/{ruleId}/check`).
  struct Operation: Hashable, Sendable, CustomStringConvertible {
    var method: HTTPMethod
    var path: String

    init(_ method: HTTPMethod, _ path: String) {
      self.method = method
      self.path = path
    }

    /// `"GET /room/{roomId}/home"`.
    var description: String { "\(method) \(path)" }
  }

  /// Every operation of `hous_server_swagger-output.json` (TeamHous/Hous-Server), in the document's order: 37, each
  /// with its builder. A check against the document compares this list with the document's paths.
  static let operations: [Operation] = [
    Operation(.post, "/auth/signup"),  // signUp(email:password:name:gender:birthday:fcmToken:)
    Operation(.post, "/auth/login"),  // signIn(email:password:fcmToken:)
    Operation(.delete, "/user/"),  // quit
    Operation(.get, "/user/profile"),  // profile
    Operation(.get, "/user/profile/me"),  // profileForEditing
    Operation(.put, "/user/profile/me"),  // updateProfile(name:profile:)
    Operation(.get, "/user/setting"),  // notificationsEnabled
    Operation(.put, "/user/setting/notification"),  // setNotifications(enabled:)
    Operation(.get, "/user/{homieId}"),  // homieProfile(_:)
    Operation(.put, "/user/type/test"),  // recordTestResult(_:)
    Operation(.get, "/user/me/type"),  // myPersonalityCard
    Operation(.get, "/user/{userId}/type"),  // personalityCard(of:)
    Operation(.get, "/room/"),  // currentRoom
    Operation(.post, "/room/"),  // createRoom
    Operation(.get, "/room/in"),  // roomInvitation(inviteCode:)
    Operation(.post, "/room/{roomId}/in"),  // joinRoom(_:inviteCode:)
    Operation(.delete, "/room/{roomId}/out"),  // leaveRoom(_:)
    Operation(.post, "/room/{roomId}/rule"),  // addRule(_:to:)
    Operation(.get, "/room/{roomId}/rule/new"),  // ruleForm(in:)
    Operation(.get, "/room/{roomId}/category/{categoryId}/rule"),  // categoryRules(_:in:)
    Operation(.get, "/room/{roomId}/rule/{ruleId}"),  // ruleForm(editing:in:)
    Operation(.put, "/room/{roomId}/rule/{ruleId}"),  // updateRule(_:in:)
    Operation(.delete, "/room/{roomId}/rule/{ruleId}"),  // removeRule(_:from:)
    Operation(.get, "/room/{roomId}/rule/{ruleId}/today"),  // temporaryAssignees(for:in:)
    Operation(.put, "/room/{roomId}/rule/{ruleId}/today"),  // setTemporaryAssignees(_:in:)
    Operation(.put, "/room/{roomId}/rule/{ruleId}/check"),  // check(rule:in:isChecked:)
    Operation(.get, "/room/{roomId}/rules/me"),  // myTodos(in:)
    Operation(.post, "/room/{roomId}/rules/category"),  // addCategory(_:to:)
    Operation(.put, "/room/{roomId}/rules/category/{categoryId}"),  // updateCategory(_:in:)
    Operation(.delete, "/room/{roomId}/rules/category/{categoryId}"),  // removeCategory(_:from:)
    Operation(.post, "/room/{roomId}/event"),  // addEvent(_:to:)
    Operation(.get, "/room/{roomId}/event/{eventId}"),  // event(_:in:)
    Operation(.put, "/room/{roomId}/event/{eventId}"),  // updateEvent(_:in:)
    Operation(.delete, "/room/{roomId}/event/{eventId}"),  // removeEvent(_:from:)
    Operation(.get, "/room/{roomId}/home"),  // home(in:)
    Operation(.get, "/room/{roomId}/rules"),  // rulesHome(in:)
    Operation(.get, "/type/test"),  // personalityQuestions
  ]
}
