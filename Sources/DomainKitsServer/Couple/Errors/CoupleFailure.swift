#if Server
  /// A refusal of the couple-app API: its HTTP status, and the `code` and `message` of its body
  /// (``CoupleErrorBody``), with Server-United's `ErrorType` codes as `docs/openapi/domainkits-server.yaml` lists
  /// them, one schema per code.
  ///
  /// The messages are the document's: Server-United's where the research has them (UE1003, UE1005, UE1009), this
  /// server's otherwise. UE1001 with 413, UE500 and UE503 are this server's (the document lists no 5xx: nothing a
  /// request can cause answers one).
  enum CoupleFailure: Error, Sendable, Hashable {
    /// UE1001: a parameter or the body is missing or malformed, or the request breaks a rule the operation names
    /// (a start day after today, a blank nickname, a coupon that cannot be used or written on).
    case badRequest
    /// UE1003: the couple already has a live battle.
    case battleAlreadyRunning
    /// UE1005: the battle is finished, or the caller already reported.
    case battleFinished
    /// UE1006: the caller has no couple, or it is not connected.
    case noCouple
    /// UE1007: the invite code connects nothing (unknown, expired, withdrawn, the caller's own).
    case invalidInviteCode
    /// UE1009: a partner has not reported yet.
    case partnerNotReported
    /// UE2001: the token expired.
    case tokenExpired
    /// UE2002: the refresh token was used already (or lost a race with another refresh).
    case tokenReused
    /// UE2003: no token, not this server's couple token of the right kind, a deleted account, or a login that
    /// matches no account.
    case signInRequired
    /// UE5002: the user is neither the caller nor the partner.
    case userNotFound
    /// UE5003: no mission category has this id.
    case categoryNotFound
    /// UE5004: the category has too few missions to deal.
    case missionNotFound
    /// UE5006: no coupon of the caller's couple has this id.
    case couponNotFound
    /// UE5007: no battle of the caller's couple has this id, or it was abandoned.
    case battleNotFound
    /// UE10001: the login id is taken.
    case userExists
    /// UE10002: the couple of the invite code is already connected.
    case coupleAlreadyConnected
    /// UE10003: the caller already belongs to a couple.
    case alreadyInCouple
    /// UE1001 with 413: the body is longer than the limit.
    case tooLarge
    /// UE503 with 503: the store did not answer; the client may try again.
    case unavailable
    /// UE500 with 500: a fault of the server's own.
    case internalError

    /// The HTTP status.
    var status: Int {
      switch self {
      case .badRequest, .battleAlreadyRunning, .battleFinished, .noCouple, .invalidInviteCode, .partnerNotReported:
        400
      case .tokenExpired, .tokenReused, .signInRequired: 401
      case .userNotFound, .categoryNotFound, .missionNotFound, .couponNotFound, .battleNotFound: 404
      case .userExists, .coupleAlreadyConnected, .alreadyInCouple: 409
      case .tooLarge: 413
      case .internalError: 500
      case .unavailable: 503
      }
    }

    /// The body's `code`.
    var code: String {
      switch self {
      case .badRequest, .tooLarge: "UE1001"
      case .battleAlreadyRunning: "UE1003"
      case .battleFinished: "UE1005"
      case .noCouple: "UE1006"
      case .invalidInviteCode: "UE1007"
      case .partnerNotReported: "UE1009"
      case .tokenExpired: "UE2001"
      case .tokenReused: "UE2002"
      case .signInRequired: "UE2003"
      case .userNotFound: "UE5002"
      case .categoryNotFound: "UE5003"
      case .missionNotFound: "UE5004"
      case .couponNotFound: "UE5006"
      case .battleNotFound: "UE5007"
      case .userExists: "UE10001"
      case .coupleAlreadyConnected: "UE10002"
      case .alreadyInCouple: "UE10003"
      case .unavailable: "UE503"
      case .internalError: "UE500"
      }
    }

    /// The body's `message`, in Korean.
    var message: String {
      switch self {
      case .badRequest: "잘못된 요청입니다."
      case .battleAlreadyRunning: "이미 생성된 승부가 있습니다."
      case .battleFinished: "이미 종료된 라운드입니다."
      case .noCouple: "연결된 커플이 없습니다."
      case .invalidInviteCode: "유효하지 않은 초대 코드입니다."
      case .partnerNotReported: "상대방이 아직 결과를 입력하지 않았습니다."
      case .tokenExpired: "토큰이 만료되었습니다."
      case .tokenReused: "사용할 수 없는 토큰입니다."
      case .signInRequired: "로그인이 필요합니다."
      case .userNotFound: "사용자를 찾을 수 없습니다."
      case .categoryNotFound: "미션 카테고리를 찾을 수 없습니다."
      case .missionNotFound: "미션 내용을 찾을 수 없습니다."
      case .couponNotFound: "소원권을 찾을 수 없습니다."
      case .battleNotFound: "승부를 찾을 수 없습니다."
      case .userExists: "이미 가입된 사용자입니다."
      case .coupleAlreadyConnected: "이미 연결된 커플입니다."
      case .alreadyInCouple: "이미 커플이 있는 사용자입니다."
      case .tooLarge: "요청 본문이 너무 큽니다."
      case .unavailable: "잠시 후 다시 시도해주세요."
      case .internalError: "서버 오류입니다."
      }
    }
  }
#endif
