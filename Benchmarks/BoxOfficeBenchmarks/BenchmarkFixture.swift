import Foundation

/// Bodies for the benchmarks, in the exact shapes of KOBIS (written by this project; the films are made up).
enum BenchmarkFixture {
  /// A realistic 10-row daily box office: the demo's bundled 2025-11-21 sample, read from the source tree (the
  /// benchmarks run from the package root), so the two never drift apart.
  static let daily: Data = {
    let file = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/domainkits/SampleData/boxoffice/daily_20251121.json")
    guard let data = try? Data(contentsOf: file) else {
      print("BoxOfficeBenchmarks: cannot read \(file.path)")
      exit(1)
    }
    return data
  }()

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
