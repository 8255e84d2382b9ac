/// One film's line in a day's box office, mapped from a KOBIS `dailyBoxOfficeList` row.
///
/// Quirks of the wire are settled here: numbers that KOBIS sends as strings are integers, titles are trimmed
/// (KOBIS leaves trailing spaces, as in `"프렌즈: 몬스터섬의비밀 "`), and a blank opening date (`" "`, seen on
/// re-releases) is `nil`. Display text comes from ``BoxOfficeStrings``.
///
/// ```swift
/// let entries = try BoxOfficeDecoder.dailyBoxOffice(from: body).entries
/// entries[0].rankChangeText  // "신작", "▲3", "▼2" or "-"
/// entries[0].audienceText    // "오늘 353,274 / 총 5,328,435"
/// ```
public struct DailyBoxOfficeEntry: Hashable, Sendable, Codable, Identifiable {
  /// The rank, 1 for the most-watched film (`rank`).
  public var rank: Int
  /// How the rank moved since the day before (`rankOldAndNew` and `rankInten`).
  public var rankChange: RankChange
  /// The KOBIS movie code (`movieCd`), the key for ``KOBISBoxOfficeRepository/movieDetail(code:)``.
  public var movieCode: String
  /// The title with surrounding whitespace removed (`movieNm`).
  public var title: String
  /// The opening day in Seoul (`openDt`); `nil` when KOBIS leaves it blank.
  public var openingDate: CalendarDay?
  /// Admissions on the day (`audiCnt`).
  public var audienceToday: Int
  /// The change in admissions from the day before (`audiInten`); negative when fewer people came.
  public var audienceChange: Int
  /// Admissions since the opening (`audiAcc`).
  public var audienceTotal: Int
  /// Ticket sales on the day in won (`salesAmt`).
  public var salesToday: Int
  /// Ticket sales since the opening in won (`salesAcc`).
  public var salesTotal: Int
  /// The film's share of the day's sales in percent (`salesShare`).
  public var salesShare: BoxOfficePercent
  /// Screens that showed the film (`scrnCnt`).
  public var screens: Int
  /// Showings of the film (`showCnt`).
  public var shows: Int

  /// Creates an entry from its values.
  public init(
    rank: Int, rankChange: RankChange, movieCode: String, title: String, openingDate: CalendarDay?,
    audienceToday: Int, audienceChange: Int, audienceTotal: Int, salesToday: Int, salesTotal: Int,
    salesShare: BoxOfficePercent, screens: Int, shows: Int
  ) {
    self.rank = rank
    self.rankChange = rankChange
    self.movieCode = movieCode
    self.title = title
    self.openingDate = openingDate
    self.audienceToday = audienceToday
    self.audienceChange = audienceChange
    self.audienceTotal = audienceTotal
    self.salesToday = salesToday
    self.salesTotal = salesTotal
    self.salesShare = salesShare
    self.screens = screens
    self.shows = shows
  }

  /// The movie code: a film appears once in a day's ranking.
  public var id: String { movieCode }

  /// The rank change for display: `"신작"`, `"▲3"`, `"▼2"` or `"-"` (Korean ``BoxOfficeStrings``).
  public var rankChangeText: String { BoxOfficeStrings.korean.rankChange(rankChange).text }

  /// The audience for display: `"오늘 1,234 / 총 12,345"`, grouped with commas on every device.
  public var audienceText: String {
    BoxOfficeStrings.korean.audience(today: audienceToday, total: audienceTotal)
  }
}
