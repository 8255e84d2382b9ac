/// `movieInfoResult` of `searchMovieInfo`.
struct KOBISMovieInfoResultDTO: KOBISResultDTO {
  static var resultKey: String { "movieInfoResult" }

  let movieInfo: KOBISMovieInfoDTO?
  let source: String?
}

/// `movieInfo`. Lists and secondary strings are optional: an unknown code comes back nearly empty, and a
/// missing list reads as empty rather than failing the whole film.
struct KOBISMovieInfoDTO: Decodable {
  let movieCd: String?
  let movieNm: String?
  let movieNmEn: String?
  let movieNmOg: String?
  let showTm: String?
  let prdtYear: String?
  let openDt: String?
  let prdtStatNm: String?
  let typeNm: String?
  let nations: [Nation]?
  let genres: [Genre]?
  let directors: [Person]?
  let actors: [Actor]?
  let showTypes: [ShowType]?
  let companys: [Company]?
  let audits: [Audit]?
  let staffs: [Staff]?

  struct Nation: Decodable {
    let nationNm: String
  }

  struct Genre: Decodable {
    let genreNm: String
  }

  struct Person: Decodable {
    let peopleNm: String
    let peopleNmEn: String?
  }

  struct Actor: Decodable {
    let peopleNm: String
    let peopleNmEn: String?
    let cast: String?
    let castEn: String?
  }

  struct ShowType: Decodable {
    let showTypeGroupNm: String
    let showTypeNm: String
  }

  struct Company: Decodable {
    let companyCd: String
    let companyNm: String
    let companyNmEn: String?
    let companyPartNm: String?
  }

  struct Audit: Decodable {
    let auditNo: String
    let watchGradeNm: String
  }

  struct Staff: Decodable {
    let peopleNm: String
    let peopleNmEn: String?
    let staffRoleNm: String?
  }
}
