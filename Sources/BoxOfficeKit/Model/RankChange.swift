/// How a film's box-office rank moved since the previous day (or week).
public enum RankChange: Hashable, Codable, Sendable {
  /// A new entry (KOBIS `rankOldAndNew` is `NEW`).
  case new
  /// Up by the given number of places (a positive `rankInten`).
  case up(Int)
  /// Down by the given number of places (a negative `rankInten`, stored as a positive count).
  case down(Int)
  /// The same rank as before.
  case same

  /// The change for a KOBIS rank difference of a returning film: positive moves up, negative down.
  ///
  /// KOBIS reports `rankInten` as the previous rank minus the current one, so 3 means up three places.
  public init(difference: Int) {
    if difference > 0 {
      self = .up(difference)
    } else if difference < 0 {
      self = .down(difference == Int.min ? Int.max : -difference)
    } else {
      self = .same
    }
  }
}
