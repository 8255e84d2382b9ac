#if Server
  /// A refusal of the Hous API: its HTTP status and the Korean message of its body (``HousErrorBody``), as the Hous
  /// server (TeamHous/Hous-Server, `src/modules/responseMessage.ts`) words them.
  ///
  /// The 413's message and the 405's are this server's (the Hous server has no such answer); everything else is the
  /// seed's text for the same refusal.
  enum HousFailure: Error, Sendable, Hashable {
    /// 400 `잘못된 요청입니다.`: a body that is not a JSON object, a value of the wrong type, or a value the kit
    /// refuses (a rule's shape, a test's scores, a member who keeps a rule alone).
    case badRequest
    /// 400 `필요한 값이 없습니다.`: a required value is missing or empty.
    case missingValue
    /// 400 `유효하지 않은 id입니다.`: a path id that is not 24 lowercase hexadecimal digits.
    case invalidID
    /// 400 `제한 길이를 초과하였습니다.`: a name or text longer than its limit.
    case tooLong
    /// 400 `제한 개수를 초과하였습니다.`: a room, category or list already at its limit.
    case tooMany
    /// 400 `잘못된 아이콘 값입니다.`: an icon that is none of the kit's.
    case invalidIcon
    /// 400 `잘못된 요일 값입니다.`: a day number outside 0...6.
    case invalidDay
    /// 400 `잘못된 비밀번호 입니다.`: login with the wrong password.
    case wrongPassword
    /// 401 `토큰이 없습니다.`: no `Authorization: Bearer …` header.
    case tokenMissing
    /// 401 `승인되지 않은 유저입니다.`: not this server's Hous token of the right kind, or a closed account.
    case unauthorized
    /// 401 `만료된 토큰 입니다.`: the token expired.
    case tokenExpired
    /// 403 `권한이 없는 유저의 요청입니다.`: the caller may not do this (check a rule not theirs today).
    case forbidden
    /// 403 `참가하고 있지 않은 방에 접근할 수 없습니다.`: a room the caller does not live in.
    case forbiddenRoom
    /// 404 `존재하지 않는 방입니다.`: no such room, or not with this invite code.
    case roomNotFound
    /// 404 `존재하지 않는 규칙입니다.`.
    case ruleNotFound
    /// 404 `존재하지 않는 규칙 카테고리입니다.`.
    case categoryNotFound
    /// 404 `존재하지 않는 이벤트입니다.`.
    case eventNotFound
    /// 404 `같은 방에 존재하지 않는 호미입니다.`: a user who does not live in the caller's room.
    case homieNotFound
    /// 404 `가입되지 않은 이메일입니다.`: login with an e-mail no account has.
    case emailNotFound
    /// 409 `이메일 중복입니다.`: sign-up with an e-mail taken (ignoring ASCII case).
    case emailTaken
    /// 409 `참가중인 방이 있습니다.`: the caller lives in a room already.
    case alreadyInRoom
    /// 409 `이미 존재하는 규칙 카테고리명입니다.`.
    case categoryNameTaken
    /// 409 `이미 존재하는 규칙명입니다.`.
    case ruleNameTaken
    /// 409 `이미 존재하는 데이터입니다.`: an id or name taken otherwise.
    case duplicated
    /// 405, this server's: the path does not answer this method.
    case methodNotAllowed
    /// 413, this server's: the body is longer than ``ServerConfiguration/bodyLimit``.
    case tooLarge
    /// 503 `일시적으로 사용할 수 없는 서버입니다.`: the store did not answer; the client may try again.
    case unavailable
    /// 500 `서버 내부 오류입니다.`: a fault of the server's own.
    case internalError

    /// The HTTP status.
    var status: Int {
      switch self {
      case .badRequest, .missingValue, .invalidID, .tooLong, .tooMany, .invalidIcon, .invalidDay, .wrongPassword:
        400
      case .tokenMissing, .unauthorized, .tokenExpired: 401
      case .forbidden, .forbiddenRoom: 403
      case .roomNotFound, .ruleNotFound, .categoryNotFound, .eventNotFound, .homieNotFound, .emailNotFound: 404
      case .methodNotAllowed: 405
      case .emailTaken, .alreadyInRoom, .categoryNameTaken, .ruleNameTaken, .duplicated: 409
      case .tooLarge: 413
      case .internalError: 500
      case .unavailable: 503
      }
    }

    /// The body's `message`.
    var message: String {
      switch self {
      case .badRequest: "잘못된 요청입니다."
      case .missingValue: "필요한 값이 없습니다."
      case .invalidID: "유효하지 않은 id입니다."
      case .tooLong: "제한 길이를 초과하였습니다."
      case .tooMany: "제한 개수를 초과하였습니다."
      case .invalidIcon: "잘못된 아이콘 값입니다."
      case .invalidDay: "잘못된 요일 값입니다."
      case .wrongPassword: "잘못된 비밀번호 입니다."
      case .tokenMissing: "토큰이 없습니다."
      case .unauthorized: "승인되지 않은 유저입니다."
      case .tokenExpired: "만료된 토큰 입니다."
      case .forbidden: "권한이 없는 유저의 요청입니다."
      case .forbiddenRoom: "참가하고 있지 않은 방에 접근할 수 없습니다."
      case .roomNotFound: "존재하지 않는 방입니다."
      case .ruleNotFound: "존재하지 않는 규칙입니다."
      case .categoryNotFound: "존재하지 않는 규칙 카테고리입니다."
      case .eventNotFound: "존재하지 않는 이벤트입니다."
      case .homieNotFound: "같은 방에 존재하지 않는 호미입니다."
      case .emailNotFound: "가입되지 않은 이메일입니다."
      case .emailTaken: "이메일 중복입니다."
      case .alreadyInRoom: "참가중인 방이 있습니다."
      case .categoryNameTaken: "이미 존재하는 규칙 카테고리명입니다."
      case .ruleNameTaken: "이미 존재하는 규칙명입니다."
      case .duplicated: "이미 존재하는 데이터입니다."
      case .methodNotAllowed: "허용되지 않은 메서드입니다."
      case .tooLarge: "요청 본문이 너무 큽니다."
      case .unavailable: "일시적으로 사용할 수 없는 서버입니다."
      case .internalError: "서버 내부 오류입니다."
      }
    }
  }
#endif
