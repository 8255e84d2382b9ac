#if Server
  import DomainKitsGRDBCore
  import DomainKitsPostgresCore
  import Hummingbird
  import LectureEvaluationKit

  @available(macOS 14, iOS 17, tvOS 17, *)
  extension SuwikiFailure {
    /// The refusal for whatever a SUWIKI route threw: its own refusals as they are, the kit's rules by
    /// ``init(_:)``, tokens by ``init(token:)``, a taken login or e-mail as USER010, a body past the limit as 413, a
    /// store that did not answer or failed (SQLite's or PostgreSQL's error) as 503, and anything else as 500.
    static func from(_ error: any Error) -> SuwikiFailure {
      switch error {
      case let failure as SuwikiFailure: failure
      case let rule as LecturePostError: SuwikiFailure(rule)
      case let token as TokenFailure: SuwikiFailure(token: token)
      case is AccountError: .accountTaken
      case is DomainKitsDatabaseError, is DomainKitsPostgresError: .unavailable
      case let http as any HTTPResponseError where http.status == .contentTooLarge: .tooLarge
      default: .internalError
      }
    }

    /// The refusal a token failure gets: SECURITY001, or TOKEN001 for an expired token.
    init(token: TokenFailure) {
      switch token {
      case .missing, .invalid: self = .signInRequired
      case .expired: self = .tokenExpired
      }
    }

    /// The refusal the kit's rule gets (docs/design/reference-server.md §8): a value the kit refuses is PARAM001,
    /// each rule its code.
    init(_ rule: LecturePostError) {
      switch rule {
      case .invalidRating, .invalidChoice, .invalidText, .contentLength, .blankContent, .noExamInfoTags,
        .semesterNotOffered, .invalidAccount, .counterOverflow:
        self = .badParameter
      case .studentNotFound: self = .signInRequired
      case .duplicateStudent: self = .accountTaken
      case .lectureNotFound: self = .lectureNotFound
      case .restricted: self = .restricted
      case .postNotFound(let kind, _): self = kind == .evaluation ? .evaluationNotFound : .examPostNotFound
      case .alreadyWritten(let kind, _, _):
        self = kind == .evaluation ? .evaluationAlreadyWritten : .examPostAlreadyWritten
      case .notAuthor: self = .notAuthor
      case .ownPost: self = .ownPost
      case .alreadyPurchased: self = .alreadyPurchased
      case .notEnoughPoints: self = .notEnoughPoints
      case .duplicatePost, .reportNotFound: self = .internalError
      }
    }
  }
#endif
