#if Server
  import DomainKitsGRDBCore
  import DomainKitsPostgresCore
  import HouseRulesKit
  import Hummingbird

  @available(macOS 14, iOS 17, tvOS 17, *)
  extension HousFailure {
    /// The refusal for whatever a Hous route threw: its own refusals as they are, the kit's rules by ``init(_:)``,
    /// a test's scores as 400, tokens by ``init(token:)``, a taken e-mail as 409, a body past the limit as 413, a
    /// store that did not answer or failed (SQLite's or PostgreSQL's error) as 503, and anything else as 500.
    static func from(_ error: any Error) -> HousFailure {
      switch error {
      case let failure as HousFailure: failure
      case let rule as HouseRulesError: HousFailure(rule)
      case is PersonalityError: .badRequest
      case let repository as HouseRepositoryError: HousFailure(repository)
      case let token as TokenFailure: HousFailure(token: token)
      case is AccountError: .emailTaken
      case is DomainKitsDatabaseError, is DomainKitsPostgresError: .unavailable
      case let http as any HTTPResponseError where http.status == .contentTooLarge: .tooLarge
      default: .internalError
      }
    }

    /// The refusal a token failure gets: no token, not a token of ours, or an expired one.
    init(token: TokenFailure) {
      switch token {
      case .missing: self = .tokenMissing
      case .invalid: self = .unauthorized
      case .expired: self = .tokenExpired
      }
    }

    /// The refusal a missing or duplicate house gets.
    init(_ error: HouseRepositoryError) {
      switch error {
      case .houseNotFound: self = .roomNotFound
      case .duplicateHouse: self = .duplicated
      }
    }

    /// The refusal the kit's rule gets (docs/design/reference-server.md §8): a name too long is 400 with the seed's
    /// length message, a taken rule or category name 409, an unknown id 404 with the seed's message for its kind,
    /// checking a rule one is not assigned today 403, any other shape or count the kit refuses 400.
    init(_ rule: HouseRulesError) {
      switch rule {
      case .emptyName: self = .missingValue
      case .nameTooLong: self = .tooLong
      case .invalidCharacters: self = .badRequest
      case .duplicateName(let field, _):
        switch field {
        case .category: self = .categoryNameTaken
        case .rule: self = .ruleNameTaken
        default: self = .duplicated
        }
      case .tooManyMembers, .tooManyCategories, .tooManyRules, .tooManyEvents, .tooManyHashtags: self = .tooMany
      case .duplicateID: self = .duplicated
      case .unknownMember: self = .homieNotFound
      case .unknownCategory: self = .categoryNotFound
      case .unknownRule: self = .ruleNotFound
      case .unknownEvent: self = .eventNotFound
      case .notAssigned: self = .forbidden
      case .keyRuleHasAssignees, .keyRuleHasNotifications, .ruleHasNoAssignees, .noWeekdays, .duplicateAssignee,
        .assignmentsAndRotation, .alreadyChecked, .notChecked, .memberIsOnlyAssignee, .duplicateParticipant,
        .invalidDateRange, .calendarSpanTooLong, .invalidTime:
        self = .badRequest
      }
    }
  }
#endif
