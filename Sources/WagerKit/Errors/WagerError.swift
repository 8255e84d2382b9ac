import Foundation

/// Why a WagerKit operation was refused.
///
/// Every rule of couples, battles, coupons and the mission timer is one case here, with associated values that
/// name the input at fault. An operation that throws leaves its value or
/// repository exactly as it was. ``WagerStrings/message(for:)`` turns a case into text for the user.
public enum WagerError: Error, Equatable, Sendable, CustomStringConvertible {
  // MARK: Couples and invites

  /// No couple has this invite code (the server's `INVALID_INVITE_CODE`).
  case inviteCodeNotFound(code: String)
  /// The invite code's validity ended at `expiredAt`.
  case inviteCodeExpired(code: String, expiredAt: Date)
  /// The invite code has already connected a couple; a code connects once.
  case inviteCodeAlreadyUsed(code: String)
  /// The partner tried to join with the code they issued themselves.
  case ownInviteCode(code: String, partner: PartnerID)
  /// Another couple already uses this invite code.
  case inviteCodeInUse(code: String)
  /// The invite code is empty or its validity does not end after it was issued.
  case invalidInviteCode(code: String)
  /// The partner already belongs to a couple that is waiting or connected (`USER_ALREADY_HAS_COUPLE`).
  case partnerAlreadyInCouple(partner: PartnerID, couple: CoupleID)
  /// The couple is not connected (still waiting for the second partner, or disconnected).
  case coupleNotConnected(couple: CoupleID)
  /// The couple was already disconnected.
  case coupleAlreadyDisconnected(couple: CoupleID)
  /// The couple is no longer waiting for a partner, so its invite cannot change.
  case coupleNotWaiting(couple: CoupleID)
  /// No couple has this identifier (`COUPLE_NOT_EXISTENT`).
  case coupleNotFound(couple: CoupleID)
  /// A couple with this identifier is already stored.
  case duplicateCouple(couple: CoupleID)
  /// A nickname whose length, in user-visible characters after trimming, is outside `allowed`.
  case invalidNickname(nickname: String, length: Int, allowed: ClosedRange<Int>)
  /// A start day later than today (in the couple's zone).
  case startDayInFuture(startDay: CalendarDay, today: CalendarDay)

  // MARK: Missions

  /// The category has fewer missions than its ``MissionType`` needs (one for SAME, two for DIFFERENCE).
  case notEnoughMissions(category: Int, needed: Int, available: Int)

  // MARK: Battles

  /// The couple already has a battle that is created or running (`ALREADY_GAME_CREATED`, "이미 생성된 승부가
  /// 있습니다").
  case battleAlreadyRunning(couple: CoupleID, existing: BattleID)
  /// No battle has this identifier.
  case battleNotFound(battle: BattleID)
  /// A battle with this identifier is already stored.
  case duplicateBattle(battle: BattleID)
  /// The battle's state does not allow the action (reporting on a finalized battle, starting twice, ...).
  case invalidTransition(battle: BattleID, from: Battle.Status, action: Battle.Action)
  /// The result was asked for before this partner reported (`PARTNER_RESULT_NOT_ENTERED`).
  case partnerNotReported(battle: BattleID, role: PartnerRole)
  /// The action's time is earlier than the battle's latest event: a battle's events happen in time order.
  case outOfOrder(battle: BattleID, at: Date, latest: Date)
  /// The report came after the battle's deadline.
  case deadlinePassed(battle: BattleID, deadline: Date, at: Date)
  /// The deadline is not later than the battle's creation.
  case deadlineNotAfterCreation(battle: BattleID, deadline: Date)
  /// The wish has more characters than a coupon holds (``WishCoupon/wishLimit``, 54).
  case wishTooLong(length: Int, limit: Int)

  // MARK: Wish coupons

  /// No coupon was issued for this battle.
  case couponNotFound(coupon: BattleID)
  /// The coupon's battle has not been finalized, so the coupon has no owner yet.
  case couponNotSettled(coupon: BattleID)
  /// The coupon's battle was a draw or was cancelled, so nobody can use it.
  case couponVoid(coupon: BattleID)
  /// The coupon belongs to the other partner.
  case couponNotOwned(coupon: BattleID, by: PartnerRole, owner: PartnerRole)
  /// The coupon was already used, at `usedAt`.
  case couponAlreadyUsed(coupon: BattleID, usedAt: Date)
  /// The coupon has no wish written on it yet, so there is nothing to use.
  case couponHasNoWish(coupon: BattleID)
  /// The coupon already carries a wish; only a blank coupon can be written on.
  case couponWishAlreadyWritten(coupon: BattleID)
  /// The wish text is blank.
  case emptyWish

  // MARK: Mission timer

  /// The timer's total is negative or longer than ``MissionTimerLimits/maximumTotal``.
  case invalidTimerTotal(seconds: Double)
  /// The timer's state does not allow the action (pausing a paused timer, resuming a finished one, ...).
  case invalidTimerTransition(from: MissionTimerStatus, action: MissionTimerAction)

  // MARK: Display

  /// A display pattern uses a field letter WagerKit does not format (supported: y, M, d, H, m, s, E).
  case unsupportedPatternField(pattern: String, field: String)

  // MARK: Wire

  /// The payload is not the expected JSON shape at `field`, spelled as every kit's decoding error spells it:
  /// `(root)` for the document itself (the battle history is read leniently below its top-level array).
  case malformedPayload(field: String = "(root)", reason: String)
  /// The server answered with its error shape (`{"code": "UE1006"}`) instead of data.
  case serverError(code: String, message: String?)

  /// A developer-facing sentence naming the input at fault; ``WagerStrings/message(for:)`` gives the user text.
  public var description: String {
    switch self {
    case .inviteCodeNotFound(let code): "no couple has the invite code \"\(code)\""
    case .inviteCodeExpired(let code, let expiredAt): "the invite code \"\(code)\" expired at \(expiredAt.localText())"
    case .inviteCodeAlreadyUsed(let code): "the invite code \"\(code)\" has already been used"
    case .ownInviteCode(let code, let partner): "partner \(partner) cannot join with their own invite code \"\(code)\""
    case .inviteCodeInUse(let code): "another couple already uses the invite code \"\(code)\""
    case .invalidInviteCode(let code):
      "\"\(code)\" is not a valid invite code (blank, or it expires before it is issued)"
    case .partnerAlreadyInCouple(let partner, let couple): "partner \(partner) already belongs to couple \(couple)"
    case .coupleNotConnected(let couple): "couple \(couple) is not connected"
    case .coupleAlreadyDisconnected(let couple): "couple \(couple) is already disconnected"
    case .coupleNotWaiting(let couple): "couple \(couple) is no longer waiting for a partner"
    case .coupleNotFound(let couple): "no couple \(couple)"
    case .duplicateCouple(let couple): "couple \(couple) is already stored"
    case .invalidNickname(let nickname, let length, let allowed):
      "the nickname \"\(nickname)\" has \(length) characters; it needs \(allowed.lowerBound)...\(allowed.upperBound)"
    case .startDayInFuture(let startDay, let today): "the start day \(startDay) is after today, \(today)"
    case .notEnoughMissions(let category, let needed, let available):
      "mission category \(category) has \(available) mission(s); it needs at least \(needed)"
    case .battleAlreadyRunning(let couple, let existing):
      "couple \(couple) already has battle \(existing) in progress (이미 생성된 승부가 있습니다)"
    case .battleNotFound(let battle): "no battle \(battle)"
    case .duplicateBattle(let battle): "battle \(battle) is already stored"
    case .invalidTransition(let battle, let from, let action): "battle \(battle) is \(from); it cannot \(action)"
    case .partnerNotReported(let battle, let role):
      "the \(role) partner has not reported on battle \(battle) yet (상대방이 아직 결과를 입력하지 않았습니다)"
    case .outOfOrder(let battle, let at, let latest):
      "battle \(battle): \(at.localText()) is earlier than its latest event at \(latest.localText())"
    case .deadlinePassed(let battle, let deadline, let at):
      "battle \(battle): the report at \(at.localText()) comes after the deadline \(deadline.localText())"
    case .deadlineNotAfterCreation(let battle, let deadline):
      "battle \(battle): the deadline \(deadline.localText()) is not after its creation"
    case .wishTooLong(let length, let limit): "the wish has \(length) characters; a coupon holds at most \(limit)"
    case .couponNotFound(let coupon): "no wish coupon for battle \(coupon)"
    case .couponNotSettled(let coupon): "the wish coupon of battle \(coupon) has no owner until the battle is finalized"
    case .couponVoid(let coupon): "the wish coupon of battle \(coupon) is void (a draw or a cancelled battle)"
    case .couponNotOwned(let coupon, let by, let owner):
      "the \(by) partner cannot use the wish coupon of battle \(coupon): it belongs to the \(owner) partner"
    case .couponAlreadyUsed(let coupon, let usedAt):
      "the wish coupon of battle \(coupon) was already used at \(usedAt.localText())"
    case .couponHasNoWish(let coupon): "the wish coupon of battle \(coupon) has no wish written on it"
    case .couponWishAlreadyWritten(let coupon): "the wish coupon of battle \(coupon) already carries a wish"
    case .emptyWish: "the wish is blank"
    case .invalidTimerTotal(let seconds):
      "a mission timer of \(seconds) s is outside 0...\(MissionTimerLimits.maximumTotalSeconds) s"
    case .invalidTimerTransition(let from, let action): "the mission timer is \(from); it cannot \(action)"
    case .unsupportedPatternField(let pattern, let field):
      "the display pattern \"\(pattern)\" uses the unsupported field \"\(field)\""
    case .malformedPayload(let field, let reason): "malformed payload at \(field): \(reason)"
    case .serverError(let code, let message): "server error \(code)" + (message.map { ": \($0)" } ?? "")
    }
  }
}
