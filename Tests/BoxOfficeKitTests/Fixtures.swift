import BoxOfficeKit
import Foundation

/// Response bodies written by this project in the exact shapes of KOBIS and Kakao (field names, strings for
/// numbers, the odd cases seen in real answers: trailing spaces in titles, a blank opening date, empty casts).
/// The films are made up.
enum Fixture {
  /// A daily box office for 2025-11-21: two films titled "바다의 끝" (a new film and a re-release with a blank
  /// `openDt`), a title with a trailing space, NEW entries with `rankInten` "0", rises and falls.
  static let daily20251121 = Data(
    #"""
    {"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20251121~20251121","dailyBoxOfficeList":[{"rnum":"1",
    "rank":"1","rankInten":"0","rankOldAndNew":"OLD","movieCd":"20251234","movieNm":"한강의 여름","openDt":"2025-11-05",
    "salesAmt":"1859501800","salesShare":"33.7","salesInten":"-175981500","salesChange":"-8.6",
    "salesAcc":"27541569050","audiCnt":"182304","audiInten":"-19229","audiChange":"-9.5","audiAcc":"2713455",
    "scrnCnt":"1544","showCnt":"5287"},{"rnum":"2","rank":"2","rankInten":"0","rankOldAndNew":"NEW",
    "movieCd":"20254102","movieNm":"바다의 끝","openDt":"2025-11-21","salesAmt":"906915500","salesShare":"16.4",
    "salesInten":"906915500","salesChange":"100","salesAcc":"1145986250","audiCnt":"96480","audiInten":"96480",
    "audiChange":"100","audiAcc":"112905","scrnCnt":"823","showCnt":"2847"},{"rnum":"3","rank":"3",
    "rankInten":"-1","rankOldAndNew":"OLD","movieCd":"20251877","movieNm":"윈터 라이트 ","openDt":"2025-11-12",
    "salesAmt":"857565500","salesShare":"15.5","salesInten":"-35395700","salesChange":"-4","salesAcc":"8351319000",
    "audiCnt":"91230","audiInten":"2818","audiChange":"3.2","audiAcc":"822790","scrnCnt":"827",
    "showCnt":"2678"},{"rnum":"4","rank":"4","rankInten":"-1","rankOldAndNew":"OLD","movieCd":"20251650",
    "movieNm":"고요한 추격","openDt":"2025-10-29","salesAmt":"611624000","salesShare":"11.1","salesInten":"-4678000",
    "salesChange":"-0.8","salesAcc":"19194868000","audiCnt":"57700","audiInten":"-3320","audiChange":"-5.4",
    "audiAcc":"1891120","scrnCnt":"545","showCnt":"1816"},{"rnum":"5","rank":"5","rankInten":"-1",
    "rankOldAndNew":"OLD","movieCd":"20252031","movieNm":"별빛 정거장","openDt":"2025-11-12","salesAmt":"411399600",
    "salesShare":"7.4","salesInten":"4490800","salesChange":"1.1","salesAcc":"4475998350","audiCnt":"38811",
    "audiInten":"-1477","audiChange":"-3.7","audiAcc":"440985","scrnCnt":"332","showCnt":"1237"},
    {"rnum":"6","rank":"6","rankInten":"0","rankOldAndNew":"NEW","movieCd":"19980233","movieNm":"바다의 끝",
    "openDt":" ","salesAmt":"225461800","salesShare":"4.1","salesInten":"225461800","salesChange":"100",
    "salesAcc":"306713500","audiCnt":"22104","audiInten":"22104","audiChange":"100","audiAcc":"30218",
    "scrnCnt":"253","showCnt":"687"},{"rnum":"7","rank":"7","rankInten":"2","rankOldAndNew":"OLD",
    "movieCd":"20253001","movieNm":"작은 용의 모험","openDt":"2025-11-19","salesAmt":"197353500","salesShare":"3.6",
    "salesInten":"141399500","salesChange":"252.7","salesAcc":"631300050","audiCnt":"20995","audiInten":"15455",
    "audiChange":"279","audiAcc":"62197","scrnCnt":"218","showCnt":"661"},{"rnum":"8","rank":"8",
    "rankInten":"-3","rankOldAndNew":"OLD","movieCd":"20252519","movieNm":"마지막 편지","openDt":"2025-10-22",
    "salesAmt":"144781300","salesShare":"2.6","salesInten":"-76176400","salesChange":"-34.5","salesAcc":"12751272750",
    "audiCnt":"15402","audiInten":"-6475","audiChange":"-29.6","audiAcc":"1256283","scrnCnt":"129",
    "showCnt":"515"},{"rnum":"9","rank":"9","rankInten":"-3","rankOldAndNew":"OLD","movieCd":"20249920",
    "movieNm":"Midnight Diner: Seoul","openDt":"2025-11-05","salesAmt":"92552100","salesShare":"1.7",
    "salesInten":"-37434900","salesChange":"-28.8","salesAcc":"1996860350","audiCnt":"8731","audiInten":"-4139",
    "audiChange":"-32.2","audiAcc":"196735","scrnCnt":"115","showCnt":"305"},{"rnum":"10","rank":"10",
    "rankInten":"-3","rankOldAndNew":"OLD","movieCd":"20251402","movieNm":"유령 택시","openDt":"2025-10-15",
    "salesAmt":"62232500","salesShare":"1.1","salesInten":"-29697700","salesChange":"-32.3","salesAcc":"9225883600",
    "audiCnt":"6620","audiInten":"-2482","audiChange":"-27.3","audiAcc":"908954","scrnCnt":"89",
    "showCnt":"197"}]}}
    """#.utf8)

  /// The details of "한강의 여름": roles, a blank role, a certificate number with a trailing space, staff.
  static let movieHan = Data(
    #"""
    {"movieInfoResult":{"movieInfo":{"movieCd":"20251234","movieNm":"한강의 여름","movieNmEn":"Summer on the Han",
    "movieNmOg":"","showTm":"125","prdtYear":"2024","openDt":"20251105","prdtStatNm":"개봉","typeNm":"장편",
    "nations":[{"nationNm":"한국"}],"genres":[{"genreNm":"드라마"},{"genreNm":"가족"}],"directors":[{"peopleNm":"윤서진",
    "peopleNmEn":"YOON Seo-jin"}],"actors":[{"peopleNm":"김도윤","peopleNmEn":"KIM Do-yun","cast":"정우",
    "castEn":""},{"peopleNm":"박하은","peopleNmEn":"PARK Ha-eun","cast":"수아","castEn":""},{"peopleNm":"이정민",
    "peopleNmEn":"LEE Jung-min","cast":"아버지","castEn":""},{"peopleNm":"최유나","peopleNmEn":"CHOI Yu-na",
    "cast":"","castEn":""}],"showTypes":[{"showTypeGroupNm":"2D","showTypeNm":"디지털"},{"showTypeGroupNm":"2D",
    "showTypeNm":"디지털 가치봄"},{"showTypeGroupNm":"IMAX","showTypeNm":"IMAX"}],"companys":[{"companyCd":"20231001",
    "companyNm":"(주)한빛필름","companyNmEn":"Hanbit Film","companyPartNm":"제작사"},{"companyCd":"20100932",
    "companyNm":"(주)새봄엔터테인먼트","companyNmEn":"Saebom Entertainment","companyPartNm":"배급사"}],"audits":[{"auditNo":"2025-MF02114 ",
    "watchGradeNm":"12세이상관람가"}],"staffs":[{"peopleNm":"정하늘","peopleNmEn":"JUNG Ha-neul","staffRoleNm":"촬영"},
    {"peopleNm":"오민석","peopleNmEn":"","staffRoleNm":"조명"},{"peopleNm":"한지원","peopleNmEn":"HAN Ji-won",
    "staffRoleNm":"각본"}]},"source":"영화진흥위원회"}}
    """#.utf8)

  /// The details of "윈터 라이트": blank running time, no actors, no audits, an original title.
  static let movieWinter = Data(
    #"""
    {"movieInfoResult":{"movieInfo":{"movieCd":"20251877","movieNm":"윈터 라이트","movieNmEn":"Winter Light",
    "movieNmOg":"Winter Light","showTm":"","prdtYear":"2025","openDt":"20251112","prdtStatNm":"개봉",
    "typeNm":"장편","nations":[{"nationNm":"미국"},{"nationNm":"영국"}],"genres":[{"genreNm":"판타지"},{"genreNm":"어드벤처"}],
    "directors":[{"peopleNm":"Anna Hale","peopleNmEn":"Anna Hale"},{"peopleNm":"Tom Reyes","peopleNmEn":"Tom Reyes"}],
    "actors":[],"showTypes":[{"showTypeGroupNm":"2D","showTypeNm":"디지털"},{"showTypeGroupNm":"4D",
    "showTypeNm":"4D"}],"companys":[{"companyCd":"20188021","companyNm":"(주)겨울배급","companyNmEn":"Winter Distribution",
    "companyPartNm":"수입사"}],"audits":[],"staffs":[]},"source":"영화진흥위원회"}}
    """#.utf8)

  /// A Kakao image search for "바다의 끝": an old portrait (the 1998 film), a landscape still, then two
  /// portraits posted in 2025.
  static let kakaoSea = Data(
    #"""
    {"documents":[{"collection":"blog","datetime":"2016-08-02T21:14:03.000+09:00","display_sitename":"티스토리",
    "doc_url":"https://cinemaroom.tistory.com/812","height":714,"image_url":"https://blog.kakaocdn.net/dn/bQ2xT/sea1998poster/img.jpg",
    "thumbnail_url":"https://search1.kakaocdn.net/argon/130x130_85_c//img.jpg","width":500},{"collection":"news",
    "datetime":"2025-11-18T10:02:11.000+09:00","display_sitename":"씨네뉴스","doc_url":"https://cine.example.co.kr/news/20251118001",
    "height":800,"image_url":"https://img.cine.example.co.kr/2025/11/18/sea_still.jpg","thumbnail_url":"https://search1.kakaocdn.net/argon/130x130_85_c/till.jpg",
    "width":1200},{"collection":"cafe","datetime":"2025-10-30T18:40:55.000+09:00","display_sitename":"Daum카페",
    "doc_url":"https://cafe.daum.net/moviefan/Ab12/9913","height":1143,"image_url":"https://t1.daumcdn.net/cafeattach/1Ab/sea2025main",
    "thumbnail_url":"https://search1.kakaocdn.net/argon/130x130_85_c/2025main","width":800},{"collection":"blog",
    "datetime":"2025-11-20T09:12:00.000+09:00","display_sitename":"네이버블로그","doc_url":"https://blog.naver.com/filmnote/22390",
    "height":1000,"image_url":"https://blogfiles.pstatic.net/sea2025teaser.jpg","thumbnail_url":"https://search1.kakaocdn.net/argon/130x130_85_c/aser.jpg",
    "width":700}],"meta":{"is_end":false,"pageable_count":812,"total_count":1294}}
    """#.utf8)

  /// A weekend box office (`weekGb=1`) for the week of 2025-11-21, with KOBIS's "100.0" style changes.
  static let weekend = Data(
    #"""
    {"boxOfficeResult":{"boxofficeType":"주말 박스오피스","showRange":"20251121~20251123","yearWeekTime":"202547",
    "weeklyBoxOfficeList":[
    {"rnum":"1","rank":"1","rankInten":"0","rankOldAndNew":"OLD","movieCd":"20251234","movieNm":"한강의 여름",
    "openDt":"2025-11-05","salesAmt":"5520113000","salesShare":"33.1","salesInten":"-620114500","salesChange":"-10.1",
    "salesAcc":"33181740450","audiCnt":"548812","audiInten":"-60311","audiChange":"-9.9","audiAcc":"3079963",
    "scrnCnt":"1602","showCnt":"16020"},
    {"rnum":"2","rank":"2","rankInten":"0","rankOldAndNew":"NEW","movieCd":"20254102","movieNm":"바다의 끝",
    "openDt":"2025-11-21","salesAmt":"3301200500","salesShare":"19.8","salesInten":"3301200500","salesChange":"100.0",
    "salesAcc":"3424497250","audiCnt":"322115","audiInten":"322115","audiChange":"100.0","audiAcc":"338540",
    "scrnCnt":"901","showCnt":"8761"},
    {"rnum":"3","rank":"3","rankInten":"-1","rankOldAndNew":"OLD","movieCd":"20251877","movieNm":"윈터 라이트 ",
    "openDt":"2025-11-12","salesAmt":"2810330000","salesShare":"16.9","salesInten":"190440500","salesChange":"7.3",
    "salesAcc":"10267591500","audiCnt":"277021","audiInten":"18872","audiChange":"7.3","audiAcc":"1008581",
    "scrnCnt":"820","showCnt":"7922"}]}}
    """#.utf8)

  // The three fault answers KOBIS documents, transcribed verbatim, typos included ("날싸형식", "입력하십시요"),
  // from an OkHttp interceptor's comments that record them as sent with HTTP 200 (see the project's notes on
  // /work/shared/data/boxoffice/SOURCES.txt: kobis_ERROR_*.json).

  /// Fault 320010: invalid key.
  static let faultInvalidKey = Data(#"{"faultInfo":{"message":"유효하지않은 키값입니다.","errorCode":"320010"}}"#.utf8)
  /// Fault 320102: `targetDt` missing.
  static let faultMissingDate = Data(
    #"{"faultInfo":{"message":"날짜는 필수항목입니다.[parameterName=targetDt,parameterValue=null]","errorCode":"320102"}}"#
      .utf8)
  /// Fault 320103: `targetDt` malformed.
  static let faultMalformedDate = Data(
    #"""
    {"faultInfo":{"message":"날싸형식에 맞게 입력하십시요.(YYYYMMDD)[parameterName=targetDt,parameterValue=2025]",
    "errorCode":"320103"}}
    """#.utf8)

  /// One well-formed daily row, as a dictionary to copy and spoil in tests.
  static let row: [String: String] = [
    "rnum": "1", "rank": "1", "rankInten": "2", "rankOldAndNew": "OLD", "movieCd": "20251234",
    "movieNm": "한강의 여름", "openDt": "2025-11-05", "salesAmt": "1786579200", "salesShare": "32.5",
    "salesInten": "-248904100", "salesChange": "-12.2", "salesAcc": "27541568450", "audiCnt": "182304",
    "audiInten": "-19229", "audiChange": "-9.5", "audiAcc": "2713455", "scrnCnt": "1575", "showCnt": "5281",
  ]

  /// A daily body for 2025-11-21 with the given rows.
  static func daily(rows: [[String: String]], showRange: String = "20251121~20251121") -> Data {
    json(["boxOfficeResult": ["boxofficeType": "일별 박스오피스", "showRange": showRange, "dailyBoxOfficeList": rows]])
  }

  /// `row` with fields replaced (or removed, for `nil`).
  static func row(rank: Int, code: String, _ changes: [String: String?] = [:]) -> [String: String] {
    var row = Fixture.row
    row["rank"] = String(rank)
    row["rnum"] = String(rank)
    row["movieCd"] = code
    for (key, value) in changes { row[key] = value }
    return row
  }

  /// JSON text of a value made of dictionaries, arrays and strings, keys sorted.
  static func json(_ value: Any) -> Data {
    (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data()
  }
}
