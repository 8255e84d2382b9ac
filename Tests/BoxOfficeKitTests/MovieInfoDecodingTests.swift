import BoxOfficeKit
import Foundation
import Testing

@Suite("Movie info, weekly and Kakao decoding")
struct MovieInfoDecodingTests {
  @Test("Movie info maps titles, people with roles, companies, audits and staff")
  func movieInfo() throws {
    let movie = try BoxOfficeDecoder.movieDetail(from: Fixture.movieHan)
    #expect(movie.movieCode == "20251234")
    #expect(movie.title == "한강의 여름")
    #expect(movie.englishTitle == "Summer on the Han")
    #expect(movie.originalTitle == nil)
    #expect(movie.runningTime == 125)
    #expect(movie.productionYear == 2024)
    #expect(movie.openingDate == (try CalendarDay(year: 2025, month: 11, day: 5)))
    #expect(movie.productionStatus == "개봉")
    #expect(movie.filmType == "장편")
    #expect(movie.genres == ["드라마", "가족"])
    #expect(movie.directors == [MovieDetail.Person(name: "윤서진", englishName: "YOON Seo-jin")])
    #expect(movie.actors.count == 4)
    #expect(movie.actors[0].role == "정우")
    #expect(movie.actors[3].role == nil)
    #expect(movie.audits == [MovieDetail.Audit(number: "2025-MF02114", watchGrade: "12세이상관람가")])
    #expect(movie.watchGrade == "12세이상관람가")
    #expect(movie.staff.map(\.role) == ["촬영", "조명", "각본"])
    #expect(movie.staff[1].person.englishName == nil)
    #expect(movie.companies.map(\.part) == ["제작사", "배급사"])
    #expect(movie.showTypes.first == MovieDetail.ShowType(group: "2D", name: "디지털"))
    #expect(movie.runningTimeText == "125분")
    #expect(movie.genresText == "드라마, 가족")
    #expect(movie.actorsText == "김도윤, 박하은, 이정민, 최유나")
    #expect(movie.directorsText == "윤서진")
    #expect(movie.nationsText == "한국")
  }

  @Test("Blank running time, empty cast and no audits are nil and empty, not errors")
  func sparseMovie() throws {
    let movie = try BoxOfficeDecoder.movieDetail(from: Fixture.movieWinter)
    #expect(movie.runningTime == nil)
    #expect(movie.runningTimeText == nil)
    #expect(movie.actors.isEmpty)
    #expect(movie.actorsText == "")
    #expect(movie.watchGrade == nil)
    #expect(movie.originalTitle == "Winter Light")
    #expect(movie.directorsText == "Anna Hale, Tom Reyes")
    #expect(movie.nationsText == "미국, 영국")
  }

  @Test(
    "An empty movieInfo or a blank code is movieNotFound",
    arguments: [
      #"{"movieInfoResult":{"movieInfo":{},"source":"영화진흥위원회"}}"#,
      #"{"movieInfoResult":{"source":"영화진흥위원회"}}"#,
      #"{"movieInfoResult":{"movieInfo":{"movieCd":" ","movieNm":""}}}"#,
    ])
  func notFound(json: String) throws {
    #expect(throws: BoxOfficeError.movieNotFound(code: "")) { try BoxOfficeDecoder.movieDetail(from: Data(json.utf8)) }
  }

  @Test(
    "Malformed movie numbers and dates name their field",
    arguments: [
      ("showTm", "2시간", "movieInfoResult.movieInfo.showTm"), ("prdtYear", "'98", "movieInfoResult.movieInfo.prdtYear"),
      ("openDt", "2025113", "movieInfoResult.movieInfo.openDt"),
    ])
  func malformedMovie(field: String, value: String, path: String) throws {
    let body = Fixture.json(["movieInfoResult": ["movieInfo": ["movieCd": "1", "movieNm": "A", field: value]]])
    #expect {
      try BoxOfficeDecoder.movieDetail(from: body)
    } throws: { error in
      guard case .malformedField(let named, let text, _) = error as? BoxOfficeError else { return false }
      return named == path && text == value
    }
  }

  @Test("A movie with only a code and a title decodes, with both date forms accepted")
  func minimalMovie() throws {
    for date in ["20120913", "2012-09-13"] {
      let body = Fixture.json([
        "movieInfoResult": ["movieInfo": ["movieCd": "20124079", "movieNm": "광해", "openDt": date]]
      ])
      let movie = try BoxOfficeDecoder.movieDetail(from: body)
      #expect(
        movie
          == MovieDetail(
            movieCode: "20124079", title: "광해", openingDate: try CalendarDay(year: 2012, month: 9, day: 13)))
    }
  }

  @Test("A weekend list reads its period, year-week and entries")
  func weekend() throws {
    let weekly = try BoxOfficeDecoder.weeklyBoxOffice(from: Fixture.weekend)
    let friday = try CalendarDay(year: 2025, month: 11, day: 21)
    let sunday = try CalendarDay(year: 2025, month: 11, day: 23)
    #expect(weekly.days == friday...sunday)
    #expect(weekly.yearWeek == "202547")
    #expect(weekly.entries.map(\.rankChange) == [.same, .new, .down(1)])
    #expect(weekly.entries[2].title == "윈터 라이트")
    #expect(weekly.entries[0].audienceInPeriod == 548_812)
    #expect(weekly.entries[1].rankChangeText == "신작")
    #expect(weekly.days == WeeklyPeriod.weekend.days(containing: try CalendarDay(year: 2025, month: 11, day: 21)))
  }

  @Test("A daily body is not a weekly one")
  func dailyIsNotWeekly() throws {
    #expect(throws: BoxOfficeError.missingField("boxOfficeResult.weeklyBoxOfficeList")) {
      try BoxOfficeDecoder.weeklyBoxOffice(from: Fixture.daily20251121)
    }
  }

  @Test("Kakao image search maps meta and documents, posting times with their offset")
  func kakao() throws {
    let result = try BoxOfficeDecoder.posterSearch(from: Fixture.kakaoSea)
    #expect(result.totalCount == 1294)
    #expect(result.pageableCount == 812)
    #expect(!result.isEnd)
    #expect(result.candidates.count == 4)
    #expect(result.skippedCount == 0)
    let first = try #require(result.candidates.first)
    #expect(first.imageURL.absoluteString == "https://blog.kakaocdn.net/dn/bQ2xT/sea1998poster/img.jpg")
    #expect(first.width == 500 && first.height == 714 && first.isPortrait)
    #expect(first.siteName == "티스토리")
    #expect(first.pageURL?.host == "cinemaroom.tistory.com")
    // 2016-08-02T21:14:03+09:00 is 12:14:03 UTC.
    #expect(first.postedAt == Date(timeIntervalSince1970: 1_470_140_043))
  }

  @Test("Unusable Kakao documents are skipped and counted; malformed meta names its field")
  func kakaoOddities() throws {
    let body = Fixture.json([
      "meta": ["total_count": 3, "pageable_count": 3, "is_end": true],
      "documents": [
        ["image_url": "not a url", "width": 10, "height": 20],
        ["image_url": "ftp://example.com/a.jpg", "width": 10, "height": 20],
        ["image_url": "https://example.com/zero.jpg", "width": 0, "height": 20],
        ["image_url": "https://example.com/ok.jpg", "width": 10, "height": 20, "datetime": "yesterday", "doc_url": ""],
      ],
    ])
    let result = try BoxOfficeDecoder.posterSearch(from: body)
    #expect(result.skippedCount == 3)
    #expect(result.candidates.map(\.imageURL.lastPathComponent) == ["ok.jpg"])
    #expect(result.candidates.first?.postedAt == nil)
    #expect(result.candidates.first?.pageURL == nil)

    let badMeta = Data(#"{"meta":{"total_count":"3","pageable_count":3,"is_end":true},"documents":[]}"#.utf8)
    #expect(throws: BoxOfficeError.wrongType(field: "meta.total_count", expected: "an integer")) {
      try BoxOfficeDecoder.posterSearch(from: badMeta)
    }
  }
}
