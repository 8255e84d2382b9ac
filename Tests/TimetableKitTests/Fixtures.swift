import Foundation
import TimetableKit

/// Payloads written for these tests in the real formats (field names, types and quirks of the USW portal, the
/// SUWIKI Firebase export and the evaluation API); names and people are made up.
enum Fixtures {
  /// A USW portal file: a null professor, null and blank time strings, a 1.5-credit practicum, a two-room course,
  /// a gap, an online course with and without times, and one course listed by two departments.
  static let uswJSON = Data(
    """
    [
      {"subjtEstbYear": "2023", "subjtEstbSmrCd": "20", "estbDpmjNm": "데이터과학부", "trgtGrdeCd": 2,
       "subjtCd": "30412", "diclNo": "001", "subjtNm": "데이터베이스", "facDvnm": "전핵",
       "reprPrfsEnoNm": "김하늘", "timtSmryCn": "IT106(금1,2),IT306(금3)", "point": 3,
       "cretEvalNm": "상대평가", "capprTypeNm": "A형(강의식 수업)"},
      {"subjtEstbYear": "2023", "subjtEstbSmrCd": "20", "estbDpmjNm": "데이터과학부", "trgtGrdeCd": 2,
       "subjtCd": "30412", "diclNo": "002", "subjtNm": "데이터베이스", "facDvnm": "전핵",
       "reprPrfsEnoNm": "김하늘", "timtSmryCn": "IT106(화5,6 목5)", "point": 3,
       "cretEvalNm": "상대평가", "capprTypeNm": "A형(강의식 수업)"},
      {"subjtEstbYear": "2023", "subjtEstbSmrCd": "20", "estbDpmjNm": "교양", "trgtGrdeCd": 1,
       "subjtCd": "10855", "diclNo": "007", "subjtNm": "교양적글쓰기와고전읽기1", "facDvnm": "중핵",
       "reprPrfsEnoNm": "박서연", "timtSmryCn": "미래B203(수1,2)", "point": 2,
       "cretEvalNm": "상대평가", "capprTypeNm": "A형(강의식 수업)"},
      {"subjtEstbYear": "2023", "subjtEstbSmrCd": "20", "estbDpmjNm": "디자인학부", "trgtGrdeCd": 1,
       "subjtCd": "10855", "diclNo": "007", "subjtNm": "교양적글쓰기와고전읽기1", "facDvnm": "중핵",
       "reprPrfsEnoNm": "박서연", "timtSmryCn": "미래B203(수1,2)", "point": 2,
       "cretEvalNm": "상대평가", "capprTypeNm": "A형(강의식 수업)"},
      {"subjtEstbYear": "2023", "subjtEstbSmrCd": "20", "estbDpmjNm": "교양", "trgtGrdeCd": 1,
       "subjtCd": "11620", "diclNo": "001", "subjtNm": "ALL that English Basic(이러닝)", "facDvnm": "기교",
       "reprPrfsEnoNm": null, "timtSmryCn": null, "point": 2,
       "cretEvalNm": "절대평가", "capprTypeNm": "A형(강의식 수업)"},
      {"subjtEstbYear": "2023", "subjtEstbSmrCd": "20", "estbDpmjNm": "교양", "trgtGrdeCd": 1,
       "subjtCd": "11621", "diclNo": "001", "subjtNm": "ALL that English1(이러닝-TOEIC 600+목표반)",
       "facDvnm": "기교", "reprPrfsEnoNm": "교양대학", "timtSmryCn": "", "point": 2,
       "cretEvalNm": "절대평가", "capprTypeNm": "A형(강의식 수업)"},
      {"subjtEstbYear": "2023", "subjtEstbSmrCd": "20", "estbDpmjNm": "교양", "trgtGrdeCd": 1,
       "subjtCd": "11710", "diclNo": "003", "subjtNm": "소프트웨어문해(이러닝-파이썬)", "facDvnm": "기교",
       "reprPrfsEnoNm": "이도윤", "timtSmryCn": "미래112(토14,15)", "point": 1,
       "cretEvalNm": "절대평가", "capprTypeNm": "A형(강의식 수업)"},
      {"subjtEstbYear": "2023", "subjtEstbSmrCd": "20", "estbDpmjNm": "간호학과", "trgtGrdeCd": 3,
       "subjtCd": "40233", "diclNo": "001", "subjtNm": "아동간호학실습1", "facDvnm": "전선",
       "reprPrfsEnoNm": "최유진", "timtSmryCn": null, "point": 1.5,
       "cretEvalNm": "절대평가", "capprTypeNm": "A형(강의식 수업)"},
      {"subjtEstbYear": "2023", "subjtEstbSmrCd": "20", "estbDpmjNm": "전자공학과", "trgtGrdeCd": 3,
       "subjtCd": "50871", "diclNo": "001", "subjtNm": "회로실험", "facDvnm": "전선",
       "reprPrfsEnoNm": "정민수", "timtSmryCn": "2공학204(화1,2,3,5,6,7)", "point": 3,
       "cretEvalNm": "상대평가"},
      {"subjtEstbYear": "2023", "subjtEstbSmrCd": "20", "estbDpmjNm": "생활체육학과", "trgtGrdeCd": 2,
       "subjtCd": "61002", "diclNo": "001", "subjtNm": "스포츠생리학", "facDvnm": "전선",
       "reprPrfsEnoNm": "한지민", "timtSmryCn": "생활202(목9,10),생활302(화6,7,8 금9)", "point": 3,
       "cretEvalNm": "상대평가", "capprTypeNm": "A형(강의식 수업)"}
    ]
    """.utf8)

  /// A SUWIKI Firebase export: full time strings in `roomName`, a plain room with clock times, an unscheduled
  /// course with the app's "미정" placeholders.
  static let suwikiJSON = Data(
    """
    [
      {"courseName": "음악사", "professor": "윤가람", "roomName": "음악109(화1,2 수3,4)", "major": "작곡과",
       "classification": "전선", "credit": 3, "num": 2, "classNum": "001", "courseDay": "화",
       "startTime": "9:30", "endTime": "11:20"},
      {"courseName": "경영학원론", "professor": "서동현", "roomName": "경상301", "major": "경영학부",
       "classification": "전핵", "credit": 3, "num": 1, "classNum": "002", "courseDay": "월",
       "startTime": "13:00", "endTime": "14:15"},
      {"courseName": "캡스톤디자인", "professor": "미정", "roomName": "미정", "major": "정보보호학과",
       "classification": "전선", "credit": 3, "num": 4, "classNum": "001", "courseDay": "미정",
       "startTime": "22:00", "endTime": "22:00"}
    ]
    """.utf8)

  /// A course with 3 credits unless told.
  static func course(
    _ name: String, _ schedule: String?, code: String? = nil, section: String? = nil, credits: Credits = 3
  ) throws -> Course {
    try Course(name: name, scheduleText: schedule, code: code, section: section, credits: credits)
  }
}
