#if Server
  /// A refusal of the SUWIKI API: its HTTP status, and the `exception`, `code`, `message` and `error` of its body
  /// (``SuwikiErrorBody``), as SUWIKI's `ExceptionType` words them (SPEC.md sample 13) and
  /// `docs/openapi/domainkits-server.yaml` lists them, one schema per code.
  ///
  /// REPORT001, USER11's message, SUWIKI's PARAM001 with 413, SERVER001 and SERVER002 are this server's (SUWIKI has
  /// no such case or words it nowhere in the research).
  enum SuwikiFailure: Error, Sendable, Hashable {
    /// PARAM001: a parameter or the body is missing or malformed, or a value the kit refuses.
    case badParameter
    /// OPTION001: `option` is not one of the sort keys.
    case badOption
    /// POSTS001 (EvaluatePostException): the caller already evaluated the lecture.
    case evaluationAlreadyWritten
    /// POSTS001 (AccountException, as SUWIKI words it for exam posts): the caller already wrote an exam post on it.
    case examPostAlreadyWritten
    /// USER005: the credentials of a quit are not the caller's.
    case wrongCredentials
    /// USER006: too few points.
    case notEnoughPoints
    /// USER010: the login id or e-mail of a sign-up is taken.
    case accountTaken
    /// EXAM_POST002: the lecture's exam posts were bought already.
    case alreadyPurchased
    /// REPORT001: a student reported their own post.
    case ownPost
    /// SECURITY001: no token, not this server's SUWIKI token of the right kind, or a closed account.
    case signInRequired
    /// SECURITY003: no open account has this login id and password.
    case loginFailed
    /// TOKEN001: the token expired.
    case tokenExpired
    /// USER008: the account is restricted.
    case restricted
    /// USER11: the post is someone else's.
    case notAuthor
    /// LECTURE001: no such lecture.
    case lectureNotFound
    /// EVALUATE_POST001: no such evaluation.
    case evaluationNotFound
    /// EXAM_POST001: no such exam post.
    case examPostNotFound
    /// PARAM001 with 413: the body is longer than the limit.
    case tooLarge
    /// SERVER001 with 503: the store did not answer; the client may try again.
    case unavailable
    /// SERVER002 with 500: a fault of the server's own.
    case internalError

    /// The HTTP status.
    var status: Int {
      switch self {
      case .badParameter, .badOption, .evaluationAlreadyWritten, .examPostAlreadyWritten, .wrongCredentials,
        .notEnoughPoints, .accountTaken, .alreadyPurchased, .ownPost:
        400
      case .signInRequired, .loginFailed, .tokenExpired: 401
      case .restricted, .notAuthor: 403
      case .lectureNotFound, .evaluationNotFound, .examPostNotFound: 404
      case .tooLarge: 413
      case .internalError: 500
      case .unavailable: 503
      }
    }

    /// The body's `code`.
    var code: String {
      switch self {
      case .badParameter, .tooLarge: "PARAM001"
      case .badOption: "OPTION001"
      case .evaluationAlreadyWritten, .examPostAlreadyWritten: "POSTS001"
      case .wrongCredentials: "USER005"
      case .notEnoughPoints: "USER006"
      case .accountTaken: "USER010"
      case .alreadyPurchased: "EXAM_POST002"
      case .ownPost: "REPORT001"
      case .signInRequired: "SECURITY001"
      case .loginFailed: "SECURITY003"
      case .tokenExpired: "TOKEN001"
      case .restricted: "USER008"
      case .notAuthor: "USER11"
      case .lectureNotFound: "LECTURE001"
      case .evaluationNotFound: "EVALUATE_POST001"
      case .examPostNotFound: "EXAM_POST001"
      case .unavailable: "SERVER001"
      case .internalError: "SERVER002"
      }
    }

    /// The body's `exception`: the class SUWIKI's handler names.
    var exception: String {
      switch self {
      case .badParameter, .tooLarge: "PARAM_VALID_ERROR"
      case .badOption, .lectureNotFound: "LectureException"
      case .evaluationAlreadyWritten, .evaluationNotFound: "EvaluatePostException"
      case .examPostAlreadyWritten, .wrongCredentials, .notEnoughPoints, .accountTaken, .signInRequired,
        .loginFailed, .tokenExpired, .restricted, .notAuthor:
        "AccountException"
      case .alreadyPurchased, .examPostNotFound: "ExamPostException"
      case .ownPost: "ReportException"
      case .unavailable, .internalError: "ServerException"
      }
    }

    /// The body's `message`, in SUWIKI's Korean.
    var message: String {
      switch self {
      case .badParameter, .tooLarge: "파라미터가 올바르지 않습니다."
      case .badOption: "ORDER OPTION을 확인해주세요."
      case .evaluationAlreadyWritten, .examPostAlreadyWritten: "이미 작성한 정보입니다."
      case .wrongCredentials: "비밀번호를 확인해주세요."
      case .notEnoughPoints: "유저 포인트가 부족합니다."
      case .accountTaken: "아이디 혹은 이메일이 중복됩니다."
      case .alreadyPurchased: "이미 구매한 시험정보 입니다."
      case .ownPost: "자신의 글은 신고할 수 없습니다."
      case .signInRequired: "로그인이 필요한 기능입니다."
      case .loginFailed: "로그인에 실패했습니다. ID, PASSWORD 를 확인해주세요."
      case .tokenExpired: "토큰이 만료되었습니다 다시 로그인 해주세요"
      case .restricted: "접근 권한이 없는 사용자 입니다. 관리자에게 문의하세요."
      case .notAuthor: "작성자만 수정하거나 삭제할 수 있습니다."
      case .lectureNotFound: "해당 강의에 대한 정보를 찾을 수 없습니다."
      case .evaluationNotFound: "해당 강의평가를 찾을 수 없습니다."
      case .examPostNotFound: "해당 시험정보를 찾을 수 없습니다."
      case .unavailable: "잠시 후 다시 시도해주세요."
      case .internalError: "서버 오류입니다."
      }
    }

    /// The body's `error`: the status's reason phrase, as Spring writes it.
    var reason: String {
      switch status {
      case 400: "Bad Request"
      case 401: "Unauthorized"
      case 403: "Forbidden"
      case 404: "Not Found"
      case 413: "Payload Too Large"
      case 503: "Service Unavailable"
      default: "Internal Server Error"
      }
    }
  }
#endif
