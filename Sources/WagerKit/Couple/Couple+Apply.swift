extension Couple {
  /// Applies one change: the function every ``CoupleRepository`` runs inside its transaction.
  ///
  /// - Throws: the ``WagerError`` of the method the command names; the couple is unchanged then.
  public mutating func apply(_ command: CoupleCommand) throws(WagerError) {
    switch command {
    case .join(let partner, let code, let date): try join(partner, code: code, at: date)
    case .disconnect(let role, let date): try disconnect(by: role, at: date)
    case .renewInvite(let invite): try renewInvite(invite)
    case .changeNickname(let role, let nickname): try changeNickname(of: role, to: nickname)
    case .changeStartDay(let day, let today): try changeStartDay(to: day, today: today)
    }
  }
}
