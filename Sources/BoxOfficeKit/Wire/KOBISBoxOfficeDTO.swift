/// `boxOfficeResult` of `searchDailyBoxOfficeList`.
struct KOBISDailyResultDTO: KOBISResultDTO {
  static var resultKey: String { "boxOfficeResult" }

  let boxofficeType: String
  let showRange: String
  let dailyBoxOfficeList: [KOBISBoxOfficeRowDTO]
}

/// `boxOfficeResult` of `searchWeeklyBoxOfficeList`.
struct KOBISWeeklyResultDTO: KOBISResultDTO {
  static var resultKey: String { "boxOfficeResult" }

  let boxofficeType: String
  let showRange: String
  let yearWeekTime: String?
  let weeklyBoxOfficeList: [KOBISBoxOfficeRowDTO]
}

/// One row of a daily or weekly list. KOBIS sends every value as a string.
///
/// `rnum` (a copy of the rank) and the relative changes (`salesInten`, `salesChange`, `audiChange`) are not
/// mapped, so they are optional here and a row without them still reads.
struct KOBISBoxOfficeRowDTO: Decodable {
  let rnum: String?
  let rank: String
  let rankInten: String
  let rankOldAndNew: String
  let movieCd: String
  let movieNm: String
  let openDt: String
  let salesAmt: String
  let salesShare: String
  let salesInten: String?
  let salesChange: String?
  let salesAcc: String
  let audiCnt: String
  let audiInten: String
  let audiChange: String?
  let audiAcc: String
  let scrnCnt: String
  let showCnt: String
}
