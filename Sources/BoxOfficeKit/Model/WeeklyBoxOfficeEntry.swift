/// One film's line in a weekly or weekend box office, mapped from a KOBIS `weeklyBoxOfficeList` row.
///
/// The same quirks are settled as for ``DailyBoxOfficeEntry``; the counts cover the list's period
/// (``WeeklyBoxOffice/days``) instead of one day.
public struct WeeklyBoxOfficeEntry: Hashable, Sendable, Codable, Identifiable {
  /// The rank, 1 for the most-watched film (`rank`).
  public var rank: Int
  /// How the rank moved since the previous period (`rankOldAndNew` and `rankInten`).
  public var rankChange: RankChange
  /// The KOBIS movie code (`movieCd`).
  public var movieCode: String
  /// The title with surrounding whitespace removed (`movieNm`).
  public var title: String
  /// The opening day in Seoul (`openDt`); `nil` when KOBIS leaves it blank.
  public var openingDate: CalendarDay?
  /// Admissions during the period (`audiCnt`).
  public var audienceInPeriod: Int
  /// The change in admissions from the previous period (`audiInten`).
  public var audienceChange: Int
  /// Admissions since the opening (`audiAcc`).
  public var audienceTotal: Int
  /// Ticket sales during the period in won (`salesAmt`).
  public var salesInPeriod: Int
  /// Ticket sales since the opening in won (`salesAcc`).
  public var salesTotal: Int
  /// The film's share of the period's sales in percent (`salesShare`).
  public var salesShare: BoxOfficePercent
  /// Screens that showed the film (`scrnCnt`).
  public var screens: Int
  /// Showings of the film during the period (`showCnt`).
  public var shows: Int

  /// Creates an entry from its values.
  public init(
    rank: Int, rankChange: RankChange, movieCode: String, title: String, openingDate: CalendarDay?,
    audienceInPeriod: Int, audienceChange: Int, audienceTotal: Int, salesInPeriod: Int, salesTotal: Int,
    salesShare: BoxOfficePercent, screens: Int, shows: Int
  ) {
    self.rank = rank
    self.rankChange = rankChange
    self.movieCode = movieCode
    self.title = title
    self.openingDate = openingDate
    self.audienceInPeriod = audienceInPeriod
    self.audienceChange = audienceChange
    self.audienceTotal = audienceTotal
    self.salesInPeriod = salesInPeriod
    self.salesTotal = salesTotal
    self.salesShare = salesShare
    self.screens = screens
    self.shows = shows
  }

  /// The movie code: a film appears once in a ranking.
  public var id: String { movieCode }

  /// The rank change for display: `"신작"`, `"▲3"`, `"▼2"` or `"-"`.
  public var rankChangeText: String { BoxOfficeStrings.korean.rankChange(rankChange).text }
}
