#if SQLite
  import Foundation
  import TimetableKit

  /// Catalogues for the tests, written for this project in the shapes of the USW portal.
  enum CatalogueFixture {
    /// A USW portal file: a course listed by two departments (merged into one course), a 1.5-credit practicum
    /// without a time string, an online course, a two-room course and an NFD-decomposed name (as macOS file names
    /// and some copy-pastes give it), whose bytes must survive the store.
    static let portalJSON = Data(
      """
      [
        {"subjtEstbYear": "2025", "subjtEstbSmrCd": "20", "estbDpmjNm": "컴퓨터학부", "trgtGrdeCd": 2,
         "subjtCd": "30412", "diclNo": "001", "subjtNm": "데이터베이스", "facDvnm": "전핵",
         "reprPrfsEnoNm": "김하늘", "timtSmryCn": "IT106(금1,2),IT306(금3)", "point": 3,
         "cretEvalNm": "상대평가", "capprTypeNm": "A형(강의식 수업)"},
        {"subjtEstbYear": "2025", "subjtEstbSmrCd": "20", "estbDpmjNm": "데이터과학부", "trgtGrdeCd": 2,
         "subjtCd": "30412", "diclNo": "001", "subjtNm": "데이터베이스", "facDvnm": "전핵",
         "reprPrfsEnoNm": "김하늘", "timtSmryCn": "IT106(금1,2),IT306(금3)", "point": 3,
         "cretEvalNm": "상대평가", "capprTypeNm": "A형(강의식 수업)"},
        {"subjtEstbYear": "2025", "subjtEstbSmrCd": "20", "estbDpmjNm": "컴퓨터학부", "trgtGrdeCd": 2,
         "subjtCd": "30412", "diclNo": "002", "subjtNm": "데이터베이스", "facDvnm": "전핵",
         "reprPrfsEnoNm": "이도윤", "timtSmryCn": "IT106(화5,6 목5)", "point": 3,
         "cretEvalNm": "상대평가", "capprTypeNm": "A형(강의식 수업)"},
        {"subjtEstbYear": "2025", "subjtEstbSmrCd": "20", "estbDpmjNm": "간호학과", "trgtGrdeCd": 3,
         "subjtCd": "40233", "diclNo": "001", "subjtNm": "아동간호학실습1", "facDvnm": "전선",
         "reprPrfsEnoNm": "최유진", "timtSmryCn": null, "point": 1.5,
         "cretEvalNm": "절대평가", "capprTypeNm": "A형(강의식 수업)"},
        {"subjtEstbYear": "2025", "subjtEstbSmrCd": "20", "estbDpmjNm": "교양", "trgtGrdeCd": 1,
         "subjtCd": "11620", "diclNo": "001", "subjtNm": "ALL that English Basic(이러닝)", "facDvnm": "기교",
         "reprPrfsEnoNm": null, "timtSmryCn": "", "point": 2,
         "cretEvalNm": "절대평가", "capprTypeNm": "A형(강의식 수업)"},
        {"subjtEstbYear": "2025", "subjtEstbSmrCd": "20", "estbDpmjNm": "생활체육학과", "trgtGrdeCd": 2,
         "subjtCd": "61002", "diclNo": "001", "subjtNm": "스포츠생리학", "facDvnm": "전선",
         "reprPrfsEnoNm": "한지민", "timtSmryCn": "생활202(목9,10),생활302(화6,7,8 금9)", "point": 3,
         "cretEvalNm": "상대평가", "capprTypeNm": "A형(강의식 수업)"},
        {"subjtEstbYear": "2025", "subjtEstbSmrCd": "20", "estbDpmjNm": "컴퓨터학부", "trgtGrdeCd": 3,
         "subjtCd": "30520", "diclNo": "001", "subjtNm": "\u{1100}\u{1161}\u{11BC}\u{110B}\u{1175}\u{1105}\u{1169}\u{11AB}",
         "facDvnm": "전선", "reprPrfsEnoNm": "정민수", "timtSmryCn": "IT301(월3,4)", "point": 3,
         "cretEvalNm": "상대평가", "capprTypeNm": "A형(강의식 수업)"}
      ]
      """.utf8)

    /// `count` distinct catalogue courses: course names, sections, rooms, days and departments cycle through
    /// realistic values; every 25th has no time string and every 40th meets in clock time.
    static func courses(count: Int, variant: Int = 0) throws -> [Course] {
      let names = ["데이터베이스", "운영체제", "컴퓨터네트워크", "교양적글쓰기와고전읽기1", "회로실험", "스포츠생리학", "미적분학"]
      let departments = ["컴퓨터학부", "데이터과학부", "전자공학과", "간호학과", "교양", "디자인학부"]
      let days = ["월", "화", "수", "목", "금"]
      return try (0..<count).map { index in
        let period = index % 8 + 1
        let schedule = index % 25 == 0 ? nil : "IT\(100 + index % 300)(\(days[index % 5])\(period),\(period + 1))"
        let meetings =
          index % 40 == 0
          ? [try ClockMeeting(location: "온라인", day: .saturday, startMinute: 600 + variant, endMinute: 690)] : []
        return try Course(
          name: names[index % names.count] + (variant == 0 ? "" : " \(variant)"), scheduleText: schedule,
          code: String(30_000 + index / 5), section: String(format: "%03d", index % 5 + 1),
          professor: index % 17 == 0 ? nil : "교수\(index % 90)",
          departments: [departments[index % departments.count], departments[(index / 3) % departments.count]],
          classification: ["전핵", "전선", "기교"][index % 3], grade: index % 4 + 1,
          credits: index % 11 == 0 ? Credits(tenths: 15) : 3, evaluationMethod: "상대평가", lectureType: "A형(강의식 수업)",
          semester: Semester(year: 2025, term: .second), clockMeetings: meetings)
      }
    }
  }
#endif
