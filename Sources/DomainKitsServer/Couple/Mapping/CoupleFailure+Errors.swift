#if Server
  import DomainKitsGRDBCore
  import Hummingbird
  import WagerKit

  @available(macOS 14, iOS 17, tvOS 17, *)
  extension CoupleFailure {
    /// The refusal for whatever a couple route threw: its own refusals as they are, the kit's rules by
    /// ``init(_:)``, tokens by ``init(token:)``, a taken login as UE10001, a body past the limit as 413, a store that
    /// did not answer as 503, and anything else as 500.
    static func from(_ error: any Error) -> CoupleFailure {
      switch error {
      case let failure as CoupleFailure: failure
      case let rule as WagerError: CoupleFailure(rule)
      case let token as TokenFailure: CoupleFailure(token: token)
      case is AccountError: .userExists
      case is DomainKitsDatabaseError: .unavailable
      case let http as any HTTPResponseError where http.status == .contentTooLarge: .tooLarge
      default: .internalError
      }
    }

    /// The refusal a token failure gets: UE2003, or UE2001 for an expired token.
    init(token: TokenFailure) {
      switch token {
      case .missing, .invalid: self = .signInRequired
      case .expired: self = .tokenExpired
      }
    }

    /// The refusal the kit's rule gets (docs/design/reference-server.md §8).
    ///
    /// A route that reads a rule differently in its context maps it there first: joining reads a withdrawn invite
    /// (`coupleAlreadyDisconnected`) as UE1007, which elsewhere is UE1006.
    init(_ rule: WagerError) {
      switch rule {
      case .inviteCodeNotFound, .inviteCodeExpired, .ownInviteCode, .invalidInviteCode: self = .invalidInviteCode
      case .inviteCodeAlreadyUsed: self = .coupleAlreadyConnected
      case .partnerAlreadyInCouple: self = .alreadyInCouple
      case .coupleNotConnected, .coupleAlreadyDisconnected, .coupleNotFound: self = .noCouple
      case .coupleNotWaiting, .invalidNickname, .startDayInFuture, .wishTooLong, .outOfOrder,
        .deadlineNotAfterCreation:
        self = .badRequest
      case .notEnoughMissions: self = .missionNotFound
      case .battleAlreadyRunning: self = .battleAlreadyRunning
      case .battleNotFound: self = .battleNotFound
      case .invalidTransition, .deadlinePassed: self = .battleFinished
      case .partnerNotReported: self = .partnerNotReported
      case .couponNotFound: self = .couponNotFound
      case .couponNotSettled, .couponVoid, .couponNotOwned, .couponAlreadyUsed, .couponHasNoWish,
        .couponWishAlreadyWritten, .emptyWish:
        self = .badRequest
      // No request can cause these: ids come from the server's sequences, codes are retried, the timer, the
      // display patterns and the client's decoding are not the server's.
      case .inviteCodeInUse, .duplicateCouple, .duplicateBattle, .invalidTimerTotal, .invalidTimerTransition,
        .unsupportedPatternField, .malformedPayload, .serverError:
        self = .internalError
      }
    }
  }
#endif
