import Foundation

extension Partner {
  /// The length a nickname may have, in user-visible characters (grapheme clusters: a Hangul syllable, an emoji
  /// with its modifiers, each count once), after trimming the white space around it.
  public static let nicknameLength = 1...10

  /// A nickname as a couple stores it: trimmed of the white space and line breaks around it, then
  /// ``nicknameLength`` user-visible characters long, without control characters (no store keeps U+0000, no screen
  /// shows the others). The one rule for a nickname, whether it is typed before a couple exists (a sign-up) or
  /// changed in one (``Couple/changeNickname(of:to:)``).
  ///
  /// - Throws: ``WagerError/invalidNickname(nickname:length:allowed:)`` naming the text as given and the trimmed
  ///   length, for a nickname of the wrong length or holding a control character.
  public static func validatedNickname(_ nickname: String) throws(WagerError) -> String {
    let trimmed = nickname.trimmingCharacters(in: .whitespacesAndNewlines)
    let length = trimmed.count
    let hasControl = trimmed.unicodeScalars.contains { $0.properties.generalCategory == .control }
    guard nicknameLength.contains(length), !hasControl else {
      throw .invalidNickname(nickname: nickname, length: length, allowed: nicknameLength)
    }
    return trimmed
  }
}

extension Couple {
  /// Changes the nickname of the partner in `role`, validated.
  ///
  /// The nickname is trimmed of white space and line breaks around it, then must hold
  /// ``Partner/nicknameLength`` user-visible characters.
  ///
  /// - Throws: ``WagerError/coupleAlreadyDisconnected(couple:)`` for an ended couple,
  ///   ``WagerError/coupleNotConnected(couple:)`` for the empty second seat of a waiting couple, and
  ///   ``WagerError/invalidNickname(nickname:length:allowed:)``. The couple is unchanged.
  public mutating func changeNickname(of role: PartnerRole, to nickname: String) throws(WagerError) {
    if case .disconnected = status { throw .coupleAlreadyDisconnected(couple: id) }
    guard partner(role) != nil else { throw .coupleNotConnected(couple: id) }
    rename(role, to: try Partner.validatedNickname(nickname))
  }

  /// Changes the day the relationship started, which must not be later than `today`.
  ///
  /// - Parameters:
  ///   - day: the new start day.
  ///   - today: the current day in the couple's zone: `CalendarDay(now(), in: .seoul)`.
  /// - Throws: ``WagerError/coupleAlreadyDisconnected(couple:)`` for an ended couple and
  ///   ``WagerError/startDayInFuture(startDay:today:)``. The couple is unchanged.
  public mutating func changeStartDay(to day: CalendarDay, today: CalendarDay) throws(WagerError) {
    if case .disconnected = status { throw .coupleAlreadyDisconnected(couple: id) }
    guard day <= today else { throw .startDayInFuture(startDay: day, today: today) }
    startDay = day
  }
}

extension CoupleRepository {
  /// Changes a partner's nickname in the stored couple atomically (``Couple/changeNickname(of:to:)``), as
  /// ``CoupleCommand/changeNickname(of:to:)``.
  @discardableResult
  public func changeNickname(id: CoupleID, of role: PartnerRole, to nickname: String) async throws -> Couple {
    try await update(id: id, .changeNickname(of: role, to: nickname)).value
  }

  /// Changes the stored couple's start day atomically (``Couple/changeStartDay(to:today:)``), as
  /// ``CoupleCommand/changeStartDay(to:today:)``.
  @discardableResult
  public func changeStartDay(id: CoupleID, to day: CalendarDay, today: CalendarDay) async throws -> Couple {
    try await update(id: id, .changeStartDay(to: day, today: today)).value
  }
}

extension WagerService {
  /// Changes the nickname of the partner in `role`, atomically in the couple repository.
  ///
  /// - Throws: ``WagerError/coupleNotFound(couple:)`` and the errors of ``Couple/changeNickname(of:to:)``;
  ///   nothing is stored then.
  @discardableResult
  public func changeNickname(couple id: CoupleID, of role: PartnerRole, to nickname: String) async throws -> Couple {
    try await couples.changeNickname(id: id, of: role, to: nickname)
  }

  /// Changes the couple's start day, refusing a day after today in `timeZone` (Seoul by default), read from the
  /// service's clock; atomic in the couple repository.
  ///
  /// - Throws: ``WagerError/coupleNotFound(couple:)`` and the errors of ``Couple/changeStartDay(to:today:)``;
  ///   nothing is stored then.
  @discardableResult
  public func changeStartDay(couple id: CoupleID, to day: CalendarDay, timeZone: TimeZone = .seoul) async throws
    -> Couple
  {
    try await couples.changeStartDay(id: id, to: day, today: CalendarDay(now(), in: timeZone))
  }
}
