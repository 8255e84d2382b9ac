import Foundation

/// The original app's approach, kept as the baseline: plain `Decodable` DTOs mirroring the JSON, decoded with
/// `JSONDecoder`, then mapped to display items with a `NumberFormatter` created for each row.
enum OriginalApp {
  struct DailyResponse: Decodable {
    let boxOfficeResult: Result

    struct Result: Decodable {
      let boxofficeType: String
      let showRange: String
      let dailyBoxOfficeList: [Movie]
    }

    struct Movie: Decodable {
      let rnum, rank, rankInten, rankOldAndNew, movieCd, movieNm, openDt: String
      let salesAmt, salesShare, salesInten, salesChange, salesAcc: String
      let audiCnt, audiInten, audiChange, audiAcc, scrnCnt, showCnt: String
    }
  }

  struct DisplayItem {
    let rank: String
    let rankChange: String
    let title: String
    let audience: String
  }

  static func displayItems(_ data: Data) throws -> [DisplayItem] {
    try JSONDecoder().decode(DailyResponse.self, from: data).boxOfficeResult.dailyBoxOfficeList.map { movie in
      let formatter = NumberFormatter()
      formatter.numberStyle = .decimal
      let today = formatter.string(from: NSNumber(value: Int(movie.audiCnt) ?? 0)) ?? movie.audiCnt
      let total = formatter.string(from: NSNumber(value: Int(movie.audiAcc) ?? 0)) ?? movie.audiAcc
      let change: String
      if movie.rankOldAndNew == "NEW" {
        change = "신작"
      } else if let difference = Int(movie.rankInten), difference != 0 {
        change = difference > 0 ? "▲\(difference)" : "▼\(-difference)"
      } else {
        change = "-"
      }
      return DisplayItem(
        rank: movie.rank, rankChange: change, title: movie.movieNm, audience: "오늘 \(today) / 총 \(total)")
    }
  }

  struct MovieInfoResponse: Decodable {
    let movieInfoResult: Result

    struct Result: Decodable {
      let movieInfo: MovieInfo
      let source: String
    }

    struct MovieInfo: Decodable {
      let movieCd, movieNm, movieNmEn, movieNmOg, showTm, prdtYear, openDt, prdtStatNm, typeNm: String
      let nations: [Nation]
      let genres: [Genre]
      let directors: [Person]
      let actors: [Actor]
      let showTypes: [ShowType]
      let companys: [Company]
      let audits: [Audit]
      let staffs: [Staff]
    }

    struct Nation: Decodable { let nationNm: String }
    struct Genre: Decodable { let genreNm: String }
    struct Person: Decodable { let peopleNm, peopleNmEn: String }
    struct Actor: Decodable { let peopleNm, peopleNmEn, cast, castEn: String }
    struct ShowType: Decodable { let showTypeGroupNm, showTypeNm: String }
    struct Company: Decodable { let companyCd, companyNm, companyNmEn, companyPartNm: String }
    struct Audit: Decodable { let auditNo, watchGradeNm: String }
    struct Staff: Decodable { let peopleNm, peopleNmEn, staffRoleNm: String }
  }

  /// Decodes movie info and builds the detail screen's texts.
  static func movieDetailTexts(_ data: Data) throws -> [String] {
    let info = try JSONDecoder().decode(MovieInfoResponse.self, from: data).movieInfoResult.movieInfo
    return [
      info.movieNm, info.showTm + "분", info.genres.map(\.genreNm).joined(separator: ", "),
      info.directors.map(\.peopleNm).joined(separator: ", "), info.actors.map(\.peopleNm).joined(separator: ", "),
      info.audits.first?.watchGradeNm ?? "", info.nations.map(\.nationNm).joined(separator: ", "),
    ]
  }

  /// A hand-rolled LRU: a dictionary and an array of keys in recency order (O(n) per hit).
  struct NaiveLRU {
    private var values: [URL: Data] = [:]
    private var order: [URL] = []
    private var total = 0
    let limit: Int

    init(limit: Int) {
      self.limit = limit
    }

    mutating func data(for url: URL) -> Data? {
      guard let value = values[url] else { return nil }
      if let index = order.firstIndex(of: url) { order.remove(at: index) }
      order.append(url)
      return value
    }

    mutating func insert(_ data: Data, for url: URL) {
      if let old = values.removeValue(forKey: url) {
        total -= old.count
        order.removeAll { $0 == url }
      }
      guard data.count <= limit else { return }
      while total + data.count > limit, !order.isEmpty {
        let victim = order.removeFirst()
        total -= values.removeValue(forKey: victim)?.count ?? 0
      }
      values[url] = data
      order.append(url)
      total += data.count
    }
  }
}
