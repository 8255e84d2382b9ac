/// The values of one KOBIS ranking row, read and checked once for daily and weekly lists alike.
struct RankingRow {
  var rank: Int
  var rankChange: RankChange
  var movieCode: String
  var title: String
  var openingDate: CalendarDay?
  var audience: Int
  var audienceChange: Int
  var audienceTotal: Int
  var sales: Int
  var salesTotal: Int
  var salesShare: BoxOfficePercent
  var screens: Int
  var shows: Int

  /// Maps row `index` of the list named `list`.
  ///
  /// Rules: `rankOldAndNew` `NEW` is a new entry whatever `rankInten` says (KOBIS sends 0 there); `OLD` takes
  /// the rank difference. Titles and codes are trimmed; a blank `openDt` is `nil`. Every number must read.
  init(_ row: KOBISBoxOfficeRowDTO, list: String, index: Int) throws(BoxOfficeError) {
    func field(_ name: String) -> String { "boxOfficeResult.\(list)[\(index)].\(name)" }
    rank = try FieldText.integer(row.rank, field: field("rank"))
    guard rank >= 1 else { throw .malformedField(field: field("rank"), value: row.rank, expected: "a rank from 1") }
    switch row.rankOldAndNew {
    case "NEW":
      rankChange = .new
    case "OLD":
      rankChange = RankChange(difference: try FieldText.integer(row.rankInten, field: field("rankInten")))
    default:
      throw .malformedField(field: field("rankOldAndNew"), value: row.rankOldAndNew, expected: "NEW or OLD")
    }
    movieCode = FieldText.trimmed(row.movieCd)
    guard !movieCode.isEmpty else {
      throw .malformedField(field: field("movieCd"), value: row.movieCd, expected: "a movie code")
    }
    title = FieldText.trimmed(row.movieNm)
    openingDate = try FieldText.day(row.openDt, field: field("openDt"))
    audience = try FieldText.integer(row.audiCnt, field: field("audiCnt"))
    audienceChange = try FieldText.integer(row.audiInten, field: field("audiInten"))
    audienceTotal = try FieldText.integer(row.audiAcc, field: field("audiAcc"))
    sales = try FieldText.integer(row.salesAmt, field: field("salesAmt"))
    salesTotal = try FieldText.integer(row.salesAcc, field: field("salesAcc"))
    guard let share = BoxOfficePercent(row.salesShare) else {
      throw .malformedField(field: field("salesShare"), value: row.salesShare, expected: "a decimal such as 36.3")
    }
    salesShare = share
    screens = try FieldText.integer(row.scrnCnt, field: field("scrnCnt"))
    shows = try FieldText.integer(row.showCnt, field: field("showCnt"))
  }

  /// Maps a whole list: rows sorted by rank (stable, so ties keep KOBIS's order), and a movie code that comes
  /// again is dropped (a film has one line in a ranking; the better-ranked line wins).
  static func rows(_ list: [KOBISBoxOfficeRowDTO], named name: String) throws(BoxOfficeError) -> [RankingRow] {
    var rows: [RankingRow] = []
    rows.reserveCapacity(list.count)
    for (index, row) in list.enumerated() {
      rows.append(try RankingRow(row, list: name, index: index))
    }
    if !rows.isSorted(by: { $0.rank <= $1.rank }) {
      rows = rows.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
    }
    return removingRepeatedCodes(rows)
  }

  private static func removingRepeatedCodes(_ rows: [RankingRow]) -> [RankingRow] {
    // Rankings have ten rows: a scan beats hashing every code; larger lists use a set.
    if rows.count <= 16 {
      var unique = true
      outer: for i in rows.indices {
        for j in rows.indices where j > i && rows[j].movieCode == rows[i].movieCode {
          unique = false
          break outer
        }
      }
      if unique { return rows }
    }
    var seen = Set<String>()
    return rows.filter { seen.insert($0.movieCode).inserted }
  }
}

extension Array {
  /// Whether every adjacent pair satisfies `inOrder`.
  fileprivate func isSorted(by inOrder: (Element, Element) -> Bool) -> Bool {
    var index = startIndex
    while index + 1 < endIndex {
      if !inOrder(self[index], self[index + 1]) { return false }
      index += 1
    }
    return true
  }
}

extension DailyBoxOfficeEntry {
  init(_ row: RankingRow) {
    self.init(
      rank: row.rank, rankChange: row.rankChange, movieCode: row.movieCode, title: row.title,
      openingDate: row.openingDate, audienceToday: row.audience, audienceChange: row.audienceChange,
      audienceTotal: row.audienceTotal, salesToday: row.sales, salesTotal: row.salesTotal, salesShare: row.salesShare,
      screens: row.screens, shows: row.shows)
  }
}

extension WeeklyBoxOfficeEntry {
  init(_ row: RankingRow) {
    self.init(
      rank: row.rank, rankChange: row.rankChange, movieCode: row.movieCode, title: row.title,
      openingDate: row.openingDate, audienceInPeriod: row.audience, audienceChange: row.audienceChange,
      audienceTotal: row.audienceTotal, salesInPeriod: row.sales, salesTotal: row.salesTotal,
      salesShare: row.salesShare, screens: row.screens, shows: row.shows)
  }
}
