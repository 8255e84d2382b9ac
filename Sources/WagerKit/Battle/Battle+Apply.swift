extension Battle {
  /// Applies one change: the function every ``BattleRepository`` runs inside its transaction.
  ///
  /// - Throws: the ``WagerError`` of the transition the command names; the battle is unchanged then.
  public mutating func apply(_ command: BattleCommand) throws(WagerError) {
    switch command {
    case .start(let date): try start(at: date)
    case .report(let role, let completed, let date): try report(role, completed: completed, at: date)
    case .finalize(let date): _ = try finalize(at: date)
    case .cancel(let date): try cancel(at: date)
    }
  }
}
