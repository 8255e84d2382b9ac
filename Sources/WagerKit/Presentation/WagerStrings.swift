/// Every text WagerKit shows a user, in one value an app can replace to localise or restyle them.
///
/// The defaults are Korean texts and formats (``korean``). Change any field:
///
/// ```swift
/// var strings = WagerStrings.korean
/// strings.draw = "Draw"
/// strings.datePattern = try DisplayPattern("yyyy-MM-dd")
/// let history = BattleHistory(battles: finished, couple: couple, viewer: .first, strings: strings)
/// ```
public struct WagerStrings: Sendable, Equatable, Hashable {
  /// A won battle: "승리".
  public var win = "승리"
  /// A lost battle: "패배".
  public var loss = "패배"
  /// A draw: "무승부".
  public var draw = "무승부"
  /// A result the server sent that WagerKit does not know: "-".
  public var unknownResult = "-"
  /// The winner's name when the partner's seat is empty (they left before the history was built): "상대방".
  public var absentPartner = "상대방"
  /// The date of a history row: "yy.MM.dd" ("23.12.27").
  public var datePattern = DisplayPattern.shortDate
  /// The report time of a mission in a history row: "HH:mm" ("20:58").
  public var timePattern = DisplayPattern.hourMinute

  /// The couple already has a live battle (the server's `UE1003`).
  public var battleAlreadyRunning = "이미 생성된 승부가 있습니다."
  /// The partner has not reported yet (the server's `UE1009`).
  public var partnerNotReported = "상대방이 아직 결과를 입력하지 않았습니다."
  /// The battle has already ended (the server's `UE1005`).
  public var battleFinished = "이미 종료된 라운드입니다."
  /// The invite code does not connect (unknown, used, expired or one's own).
  public var invalidInviteCode = "유효하지 않은 초대 코드입니다."
  /// The couple is not connected (the server's `UE1006`).
  public var coupleNotConnected = "커플이 연결되어 있지 않습니다."
  /// The wish coupon cannot be used by this partner now.
  public var couponUnavailable = "사용할 수 없는 소원권입니다."
  /// The wish is longer than a coupon holds.
  public var wishTooLong = "소원은 54자까지 쓸 수 있습니다."
  /// A nickname that is blank or too long.
  public var invalidNickname = "닉네임은 1~10자로 입력해 주세요."
  /// A start day after today.
  public var startDayInFuture = "처음 만난 날은 오늘 이후로 설정할 수 없습니다."
  /// Anything else.
  public var genericFailure = "요청을 처리하지 못했습니다."

  /// The Korean texts, the default.
  public static let korean = WagerStrings()

  /// Creates the Korean defaults; change fields to replace them.
  public init() {}

  /// The text of a partner's result; `nil` (a value the server sent that WagerKit does not know) is
  /// ``unknownResult``.
  public func text(for result: BattleResult?) -> String {
    switch result {
    case .win: win
    case .loss: loss
    case .draw: draw
    case nil: unknownResult
    }
  }

  /// The text to show a user for an error.
  public func message(for error: WagerError) -> String {
    switch error {
    case .battleAlreadyRunning: battleAlreadyRunning
    case .partnerNotReported: partnerNotReported
    case .invalidTransition(_, let from, _) where from == .finalized || from == .cancelled: battleFinished
    case .inviteCodeNotFound, .inviteCodeExpired, .inviteCodeAlreadyUsed, .ownInviteCode, .invalidInviteCode:
      invalidInviteCode
    case .coupleNotConnected, .coupleAlreadyDisconnected, .coupleNotFound: coupleNotConnected
    case .couponNotSettled, .couponVoid, .couponNotOwned, .couponAlreadyUsed, .couponHasNoWish: couponUnavailable
    case .wishTooLong: wishTooLong
    case .invalidNickname: invalidNickname
    case .startDayInFuture: startDayInFuture
    default: genericFailure
    }
  }
}
