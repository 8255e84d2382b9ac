import Foundation

/// What the couple server refused, read from its error body (`{"code": "UE1003", "message": "이미 생성된 승부가
/// 있습니다."}`): the server's code as sent, its own (Korean) message beside it, and the known code it names.
///
/// Every code of the server's `ErrorType` is a ``Kind``; a code the kit does not know keeps its text in ``code``
/// with a `nil` ``kind``, so a newer server never makes the body unreadable.
///
/// ```swift
/// let refusal = try WagerServerDecoder.serverError(from: body)
/// if refusal.kind == .partnerResultNotEntered { showWaitingForPartner() }
/// refusal.message ?? refusal.kind?.defaultMessage ?? refusal.code
/// ```
public struct WagerServerError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The codes of the server's `ErrorType`, each with the HTTP status the server sends it with.
  public enum Kind: String, CaseIterable, Sendable, Hashable {
    /// UE1001 (400, `INVALID_REQUEST_METHOD`): the request is not valid; also sent by `PATCH /api/wish` when the
    /// caller owns no blank, unused coupon of the game type.
    case invalidRequestMethod = "UE1001"
    /// UE1002 (400): the request carries no token.
    case tokenMissing = "UE1002"
    /// UE1003 (400, `ALREADY_GAME_CREATED`): the couple already has a live battle.
    case alreadyGameCreated = "UE1003"
    /// UE1004 (400, `USER_NOT_EXISTENT`): no such user.
    case userNotExistent = "UE1004"
    /// UE1005 (400, `ALREADY_GAME_DONE`): the battle's round has already ended.
    case alreadyGameDone = "UE1005"
    /// UE1006 (400, `COUPLE_NOT_EXISTENT`): the caller has no couple (disconnected).
    case coupleNotExistent = "UE1006"
    /// UE1007 (400, `INVALID_INVITE_CODE`): the invite code connects no couple.
    case invalidInviteCode = "UE1007"
    /// UE1008 (400, `TOKEN_VALUE_NOT_EXIST`): the token has no value.
    case tokenValueNotExist = "UE1008"
    /// UE1009 (400, `PARTNER_RESULT_NOT_ENTERED`): the result was asked for before the partner reported.
    case partnerResultNotEntered = "UE1009"
    /// UE2001 (401, `EXPIRED_TOKEN`): the token expired.
    case expiredToken = "UE2001"
    /// UE2002 (401, `UNSUPPORTED_TOKEN`): the token is of a kind the server does not accept.
    case unsupportedToken = "UE2002"
    /// UE2003 (401, `EMPTY_SECURITY_CONTEXT`): the request was not authenticated.
    case emptySecurityContext = "UE2003"
    /// UE5001 (404, `INVALID_ENDPOINT`): no such endpoint.
    case invalidEndpoint = "UE5001"
    /// UE5002 (404, `NOT_FOUND_USER`): no such user.
    case notFoundUser = "UE5002"
    /// UE5003 (404, `NOT_FOUND_MISSION_CATEGORY`): no such mission category.
    case notFoundMissionCategory = "UE5003"
    /// UE5004 (404, `NOT_FOUND_MISSION_CONTENT`): no such mission.
    case notFoundMissionContent = "UE5004"
    /// UE5005 (404, `NOT_FOUND_ROUND_MISSION`): no such round mission.
    case notFoundRoundMission = "UE5005"
    /// UE5006 (404, `NOT_FOUND_WISH_COUPON`): no such wish coupon.
    case notFoundWishCoupon = "UE5006"
    /// UE5007 (404, `NOT_FOUND_ROUND_GAME`): no such battle.
    case notFoundRoundGame = "UE5007"
    /// UE5008 (404, `NOT_FOUND_COUPLE`): no such couple.
    case notFoundCouple = "UE5008"
    /// UE10001 (409, `USER_ALREADY_EXISTS`): the account already exists.
    case userAlreadyExists = "UE10001"
    /// UE10002 (409, `COUPLE_ALREADY_CONNECTED`): the couple is already connected.
    case coupleAlreadyConnected = "UE10002"
    /// UE10003 (409, `USER_ALREADY_HAS_COUPLE`): the user already belongs to a couple.
    case userAlreadyHasCouple = "UE10003"
    /// UE500 (500): the server failed.
    case internalServerError = "UE500"
    /// UE503 (503): the server is unavailable.
    case serviceUnavailable = "UE503"

    /// The HTTP status the server sends the code with.
    public var httpStatus: Int {
      switch self {
      case .invalidRequestMethod, .tokenMissing, .alreadyGameCreated, .userNotExistent, .alreadyGameDone,
        .coupleNotExistent, .invalidInviteCode, .tokenValueNotExist, .partnerResultNotEntered:
        400
      case .expiredToken, .unsupportedToken, .emptySecurityContext: 401
      case .invalidEndpoint, .notFoundUser, .notFoundMissionCategory, .notFoundMissionContent,
        .notFoundRoundMission, .notFoundWishCoupon, .notFoundRoundGame, .notFoundCouple:
        404
      case .userAlreadyExists, .coupleAlreadyConnected, .userAlreadyHasCouple: 409
      case .internalServerError: 500
      case .serviceUnavailable: 503
      }
    }

    /// The Korean message the server's `ErrorType` writes for the code, where the kit knows it; the body's own
    /// ``WagerServerError/message`` comes first.
    public var defaultMessage: String? {
      switch self {
      case .alreadyGameCreated: "이미 생성된 승부가 있습니다."
      case .alreadyGameDone: "이미 종료된 라운드입니다."
      case .partnerResultNotEntered: "상대방이 아직 결과를 입력하지 않았습니다."
      default: nil
      }
    }
  }

  /// The code as the server sent it ("UE1009"), known or not.
  public let code: String
  /// The server's own text for the error, as its body sent it (Korean), or `nil` when the body had none.
  public let message: String?

  /// An error from the body's `code` and `message`.
  public init(code: String, message: String?) {
    self.code = code
    self.message = message
  }

  /// The error a ``WagerError/serverError(code:message:)`` carries, or `nil` for any other ``WagerError``: what a
  /// decoder threw when it met the server's error body instead of data.
  public init?(_ error: WagerError) {
    guard case .serverError(let code, let message) = error else { return nil }
    self.init(code: code, message: message)
  }

  /// The known code, or `nil` for a code the kit does not know (kept as text in ``code``).
  public var kind: Kind? { Kind(rawValue: code) }

  /// The HTTP status the server sends a known code with, or `nil` for an unknown code.
  public var httpStatus: Int? { kind?.httpStatus }

  /// The code, then the server's text when it sent one: "UE1009: 상대방이 아직 결과를 입력하지 않았습니다.".
  public var description: String {
    "server error \(code)" + (message.map { ": \($0)" } ?? "")
  }
}
