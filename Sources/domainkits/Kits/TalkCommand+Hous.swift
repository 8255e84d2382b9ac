import ArgumentParser
import DomainKitsURLSession
import Foundation
import HouseRulesKit

/// `domainkits talk hous`: HouseRulesKit's `HousClient` against a Hous server at `--url`.
///
/// Without `--all-operations`, the flow the app starts with: sign in, open a room by its invite code and join it,
/// list today's todos, check one. With it, every one of the 37 operations of the server's OpenAPI document, in an
/// order where each call can use what the earlier ones answered (the room, a member, a rule, a category, an event);
/// CI runs it against connexion's mock of `OpenAPI/hous.json` (`Scripts/check-hous-mock.sh`).
///
/// One line per call: `ok METHOD /path`, or `refused METHOD /path: reason` before the command stops (69 when no
/// answer came, 65 for a refusal or an answer the API does not document). Two calls the kit refuses on purpose
/// print `example refused by the kit: ...` and do not fail: the stored scores of `PUT /user/type/test`'s example
/// (`[2, 5, 4, 3, 4]`, no result of the test), and `GET /room/in` when the platform's `URLSession` will not send its
/// body with a `GET`.
struct TalkHousCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hous",
    abstract: "Signs in to a Hous server and joins a room, lists today's todos and checks one.",
    discussion: """
      --all-operations calls every operation of the Hous OpenAPI document instead. The account is the \
      document's example (hous@naver.com). Exits 69 when the server cannot be reached, 65 when it refuses a call \
      or answers what the API does not document.
      """
  )

  @Option(help: "The server's base URL, like http://127.0.0.1:8080.")
  var url: String

  @Flag(help: "Call every one of the 37 operations of the Hous OpenAPI document.")
  var allOperations = false

  func run() async throws {
    let baseURL = try TalkCommand.serverURL(url)
    var talk = HousTalk(client: HousClient.hous(baseURL: baseURL, transport: URLSessionTransport()))
    if allOperations {
      try await talk.everyOperation()
    } else {
      try await talk.shortFlow()
    }
    print(
      "Hous at \(baseURL.absoluteString): \(talk.calls) calls, \(talk.calls - talk.examplesRefused) answered as "
        + "documented, \(talk.examplesRefused) refused by the kit (listed above)")
  }
}

/// The calls of `talk hous`, each printed as one line, with the counts for the summary.
struct HousTalk {
  /// A refusal the command expects and does not count as a failure.
  enum KnownRefusal {
    /// The document's example answer is one the kit refuses on purpose (why).
    case example(String)
    /// A `GET` with a body, which `URLSession` may refuse to send (an error of kind `other`, no request made).
    case getWithBody
  }

  /// The document's examples, used when an earlier answer gave no value to go on with.
  static let email = "hous@naver.com"
  static let password = "password"
  static let fcmToken = "domainkits-talk-hous"
  static let inviteCode = "505TYCMR"
  static let exampleRoom: HouseID = "62c871509bfca489f95f6a15"
  static let exampleHomie: HomieID = "62d4334c17e70062873f3d1f"
  static let exampleCategory: CategoryID = "62d4335e17e70062873f3d26"
  static let exampleRule: RuleID = "62caf76391f814e6272256cf"

  let client: HousClient
  /// Calls answered (ok or an expected refusal).
  private(set) var calls = 0
  /// Calls whose document example the kit refused on purpose.
  private(set) var examplesRefused = 0

  init(client: HousClient) {
    self.client = client
  }

  // MARK: Flows

  /// Sign in, open the room of an invite code and join it, today's todos, check the first.
  mutating func shortFlow() async throws {
    try await signIn(HousAPI.signIn(email: Self.email, password: Self.password, fcmToken: Self.fcmToken))
    let invitation = try await send(HousAPI.roomInvitation(inviteCode: Self.inviteCode), known: .getWithBody)
    let room =
      try await send(HousAPI.joinRoom(invitation?.room ?? Self.exampleRoom, inviteCode: Self.inviteCode))
      ?? Self.exampleRoom
    let todos = try await send(HousAPI.myTodos(in: room)) ?? []
    print("\(todos.count) todos today")
    if let rule = todos.compactMap(\.rule).first {
      try await send(HousAPI.check(rule: rule, in: room))
    } else {
      print("no todo of today names its rule: nothing to check")
    }
  }

  /// The 37 operations of the document, each once.
  mutating func everyOperation() async throws {
    let today = CalendarDay(Date(), in: .seoul)

    // The account and its profile.
    try await signIn(
      HousAPI.signUp(
        email: Self.email, password: Self.password, name: "김호미", gender: "여자",
        birthday: try CalendarDay(year: 2000, month: 1, day: 1), fcmToken: Self.fcmToken))
    try await signIn(HousAPI.signIn(email: Self.email, password: Self.password, fcmToken: Self.fcmToken))
    try await send(HousAPI.profile)
    try await send(HousAPI.profileForEditing)
    try await send(
      HousAPI.updateProfile(
        name: "김호미", profile: Profile(job: "대학생", introduction: "김호미입니다~!!!!", hashtags: ["ESFJ", "호미호미"])))
    try await send(HousAPI.notificationsEnabled)
    try await send(HousAPI.setNotifications(enabled: true))

    // The personality test.
    try await send(HousAPI.personalityQuestions)
    let scores = try PersonalityScores(light: 8, noise: 8, smell: 5, introversion: 3, clean: 9)
    try await send(
      HousAPI.recordTestResult(scores),
      known: .example("the example's stored scores [2, 5, 4, 3, 4] are no result of the test"))
    try await send(HousAPI.myPersonalityCard)

    // The room.
    let current = try await send(HousAPI.currentRoom) ?? nil
    let created = try await send(HousAPI.createRoom)
    let inviteCode = created?.inviteCode ?? Self.inviteCode
    let invitation = try await send(HousAPI.roomInvitation(inviteCode: inviteCode), known: .getWithBody)
    let candidate = invitation?.room ?? created?.id ?? current ?? Self.exampleRoom
    let room = try await send(HousAPI.joinRoom(candidate, inviteCode: inviteCode)) ?? candidate
    try await send(HousAPI.home(in: room))

    // A member and a category to write a rule with.
    let form = try await send(HousAPI.ruleForm(in: room))
    let homie = form?.homies.compactMap(\.id).first ?? Self.exampleHomie
    let category = form?.categories.first?.id ?? Self.exampleCategory
    try await send(HousAPI.homieProfile(homie))
    try await send(HousAPI.personalityCard(of: homie))

    // Rules.
    let draft = Rule(
      id: Self.exampleRule, name: "방 청소하기", category: category,
      assignments: [RuleAssignment(member: homie, weekdays: [.monday, .wednesday])], notificationsEnabled: true)
    let ruleID = try await send(HousAPI.addRule(draft, to: room)) ?? Self.exampleRule
    try await send(HousAPI.categoryRules(category, in: room))
    try await send(HousAPI.ruleForm(editing: ruleID, in: room))
    let edited = Rule(
      id: ruleID, name: "방 청소하기", category: category,
      assignments: [RuleAssignment(member: homie, weekdays: [.monday, .wednesday, .friday])],
      notificationsEnabled: true)
    try await send(HousAPI.updateRule(edited, in: room))
    try await send(HousAPI.temporaryAssignees(for: ruleID, in: room))
    try await send(
      HousAPI.setTemporaryAssignees(TemporaryAssignment(rule: ruleID, day: today, members: [homie]), in: room))

    // Today's todos.
    let todos = try await send(HousAPI.myTodos(in: room)) ?? []
    try await send(HousAPI.check(rule: todos.compactMap(\.rule).first ?? ruleID, in: room))
    try await send(HousAPI.rulesHome(in: room))

    // Categories.
    let added = try await send(HousAPI.addCategory(RuleCategory(id: category, name: "청소", icon: .clean), to: room))
    let categoryID = added?.id ?? category
    try await send(HousAPI.updateCategory(RuleCategory(id: categoryID, name: "부엌", icon: .clean), in: room))

    // Events.
    let party = HouseEvent(id: "new", name: "호미 생일파티", icon: .party, date: today, participants: [homie])
    let eventID = try await send(HousAPI.addEvent(party, to: room))?.id ?? party.id
    try await send(HousAPI.event(eventID, in: room))
    try await send(
      HousAPI.updateEvent(
        HouseEvent(id: eventID, name: "호미 생일파티", icon: .party, date: today, participants: [homie]), in: room))

    // Everything removed again, the room left, the account deleted.
    try await send(HousAPI.removeEvent(eventID, from: room))
    try await send(HousAPI.removeCategory(categoryID, from: room))
    try await send(HousAPI.removeRule(ruleID, from: room))
    try await send(HousAPI.leaveRoom(room))
    try await send(HousAPI.quit)
  }

  // MARK: One call

  /// Sends `endpoint` and prints its line; the answer, or `nil` after an expected refusal.
  @discardableResult
  mutating func send<Success>(
    _ endpoint: Endpoint<Success, HousServerError>, known: KnownRefusal? = nil
  ) async throws(DemoFailure) -> Success? {
    let result: Result<Success, APIError<HousServerError>>
    do throws(APIError<HousServerError>) {
      result = .success(try await client.send(endpoint))
    } catch {
      result = .failure(error)
    }
    return try report("\(endpoint.method) \(endpoint.path)", result, known: known)
  }

  /// Sends a sign-up or login endpoint, keeping its token, and prints its line.
  mutating func signIn(_ endpoint: Endpoint<AuthTokens, HousServerError>) async throws(DemoFailure) {
    let result: Result<AuthTokens, APIError<HousServerError>>
    do throws(APIError<HousServerError>) {
      result = .success(try await client.signIn(endpoint))
    } catch {
      result = .failure(error)
    }
    _ = try report("\(endpoint.method) \(endpoint.path)", result, known: nil)
  }

  /// Prints the line of one call: `ok`, an expected refusal, or `refused` and the command's failure.
  private mutating func report<Success>(
    _ call: String, _ result: Result<Success, APIError<HousServerError>>, known: KnownRefusal?
  ) throws(DemoFailure) -> Success? {
    switch result {
    case .success(let value):
      calls += 1
      print("ok \(call)")
      return value
    case .failure(let error):
      if let known, Self.isExpected(error, known) {
        calls += 1
        examplesRefused += 1
        print("example refused by the kit: \(call): \(error) (\(Self.why(known)))")
        return nil
      }
      print("refused \(call): \(error)")
      throw TalkCommand.failure(call, error)
    }
  }

  /// Whether `error` is the refusal `known` expects.
  static func isExpected(_ error: APIError<HousServerError>, _ known: KnownRefusal) -> Bool {
    switch (known, error) {
    case (.example, .unexpectedResponse(let status, _)):
      return (200...299).contains(status)
    case (.getWithBody, .transport(let failure)):
      return failure.kind == .other
    default:
      return false
    }
  }

  /// Why an expected refusal is expected, for its line.
  static func why(_ known: KnownRefusal) -> String {
    switch known {
    case .example(let reason):
      return reason
    case .getWithBody:
      return "this URLSession sends no body with GET; an app that knows the room's id joins it directly"
    }
  }
}
