import Foundation

/// Bodies for the benchmarks, in the exact shapes of KOBIS (written by this project; the films are made up).
enum BenchmarkFixture {
  /// A realistic 10-row daily box office (the demo's 2025-11-21 sample).
  static let daily = Data(
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

  /// A large movie-info body: `actors` actors with roles and `staff` crew members, like a big production
  /// (KOBIS lists hundreds of staff for a large film).
  static func largeMovieInfo(actors: Int = 120, staff: Int = 600) -> Data {
    let roles = ["촬영", "조명", "편집", "음악", "미술", "의상", "분장", "동시녹음", "시각효과", "제작"]
    let info: [String: Any] = [
      "movieCd": "20251234", "movieNm": "한강의 여름", "movieNmEn": "Summer on the Han", "movieNmOg": "",
      "showTm": "125", "prdtYear": "2024", "openDt": "20251105", "prdtStatNm": "개봉", "typeNm": "장편",
      "nations": [["nationNm": "한국"]], "genres": [["genreNm": "드라마"], ["genreNm": "가족"]],
      "directors": [["peopleNm": "윤서진", "peopleNmEn": "YOON Seo-jin"]],
      "actors": (0..<actors).map { index in
        [
          "peopleNm": "배우\(index)", "peopleNmEn": "ACTOR \(index)", "cast": index % 3 == 0 ? "" : "역할 \(index) ",
          "castEn": "",
        ]
      },
      "showTypes": [
        ["showTypeGroupNm": "2D", "showTypeNm": "디지털"], ["showTypeGroupNm": "IMAX", "showTypeNm": "IMAX"],
      ],
      "companys": (0..<12).map { index in
        [
          "companyCd": "2010\(1000 + index)", "companyNm": "(주)회사\(index)", "companyNmEn": "Company \(index)",
          "companyPartNm": index % 2 == 0 ? "제작사" : "배급사",
        ]
      },
      "audits": [["auditNo": "2025-MF02114 ", "watchGradeNm": "12세이상관람가"]],
      "staffs": (0..<staff).map { index in
        [
          "peopleNm": "스태프\(index)", "peopleNmEn": index % 4 == 0 ? "" : "STAFF \(index)",
          "staffRoleNm": roles[index % 10],
        ]
      },
    ]
    let body: [String: Any] = ["movieInfoResult": ["movieInfo": info, "source": "영화진흥위원회"]]
    return (try? JSONSerialization.data(withJSONObject: body)) ?? Data()
  }
}
