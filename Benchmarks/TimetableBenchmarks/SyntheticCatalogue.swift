import Foundation
@_spi(Benchmarking) import TimetableKit

/// A synthetic USW portal catalogue shaped like the real one (checked locally against four real semesters):
/// about 28% of records without a time string, 2% with two room groups, 4% with two days in a group, runs of
/// mostly three or two periods starting at 1, 2, 5 or 6, a few gaps, 1.5% on Saturday, 6% without a room,
/// several sections per course, a few courses listed by two departments, online and 1.5-credit courses.
enum SyntheticCatalogue {
  private static let subjects = [
    "데이터베이스", "운영체제", "자료구조", "컴퓨터네트워크", "알고리즘", "데이터사이언스입문", "빅데이터분석",
    "교양적글쓰기와고전읽기1", "과학적글쓰기와고전읽기1", "도전과창조-기업가정신", "ESL영어2", "영어발음연습",
    "전공실기3(관현악)", "전공실기8(국악)", "대위법1", "지휘법1", "서양미술사(근대이전)2", "구조역학", "전자기학1",
    "회로실험", "생리학2", "장애인체육실습", "스포츠생리학", "경영학원론", "회계원리", "미시경제학", "국제관계론",
    "호텔경영론", "관광학개론", "여행프랑스어", "넌픽션스토리텔링스튜디오", "영어딕션1", "JUMP UP3", "캡스톤디자인2",
    "글로벌교양4(Communication Strategy-IELTS)", "러시아문화", "신화의이해", "정보보호개론", "암호학", "머신러닝",
  ]
  private static let formats = ["", "", "(대면수업)", "(비대면수업)", "(혼합수업)", "(재수강)"]
  private static let onlineSubjects = [
    "ALL that English Basic(이러닝)", "ALL that English1(이러닝-TOEIC 600+목표반)", "ALL that English2(이러닝)",
    "ALL that English Speaking1(온라인-초급)", "소프트웨어문해(이러닝-파이썬)", "인성과삶의가치(이러닝)",
  ]
  private static let departments = [
    "교양", "관현악과", "피아노과", "국악과", "성악과", "작곡과", "데이터과학부", "연극", "컴퓨터학부", "정보보호학과",
    "경영학부", "경제학부", "호텔관광학부", "디자인학부", "조형예술학부", "전자재료공학부", "산업및기계공학부",
    "간호학과", "생활체육학과", "문화콘텐츠테크놀러지", "국어국문학과", "영어영문학과", "법학과", "행정학과",
  ]
  private static let classifications = ["전선", "전선", "전핵", "전핵", "기교", "선교", "전취", "중핵"]
  private static let buildings = ["미래", "종합", "글경", "인문", "법정", "음악", "IT", "체육", "복지", "미술", "생활", "2공학"]
  private static let surnames = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신"]
  private static let givenSyllables = ["하", "늘", "서", "연", "도", "윤", "민", "수", "지", "은", "현", "우", "진", "영"]

  /// The portal's JSON for `count` records.
  static func json(count: Int, seed: UInt64 = 2023) -> Data {
    let objects = records(count: count, seed: seed).map(\.json)
    return Data(("[\n" + objects.joined(separator: ",\n") + "\n]").utf8)
  }

  /// `count` decoded records (built directly, without JSON).
  static func decoded(count: Int, seed: UInt64 = 2023) -> [USWCourseWire] {
    records(count: count, seed: seed).map(\.record)
  }

  /// The time/room strings of `count` records (nil for records without one).
  static func scheduleTexts(count: Int, seed: UInt64 = 2023) -> [String?] {
    records(count: count, seed: seed).map(\.record.timtSmryCn)
  }

  private struct Synthetic {
    let record: USWCourseWire

    var json: String {
      func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "null" }
      return """
          {"subjtEstbYear": "2023", "subjtEstbSmrCd": "20", "estbDpmjNm": \(quoted(record.estbDpmjNm)), \
        "trgtGrdeCd": \(record.trgtGrdeCd), "subjtCd": \(quoted(record.subjtCd)), "diclNo": \(quoted(record.diclNo)), \
        "subjtNm": \(quoted(record.subjtNm)), "facDvnm": \(quoted(record.facDvnm)), \
        "reprPrfsEnoNm": \(quoted(record.reprPrfsEnoNm)), "timtSmryCn": \(quoted(record.timtSmryCn)), \
        "point": \(record.point), "cretEvalNm": "상대평가", "capprTypeNm": "A형(강의식 수업)"}
        """
    }
  }

  private static func records(count: Int, seed: UInt64) -> [Synthetic] {
    var random = SplitMix64(seed: seed)
    var result: [Synthetic] = []
    result.reserveCapacity(count)
    var code = 10_000
    while result.count < count {
      code += 1
      let online = Int.random(in: 0..<100, using: &random) < 3
      let name =
        online
        ? onlineSubjects[Int.random(in: 0..<onlineSubjects.count, using: &random)]
        : subjects[Int.random(in: 0..<subjects.count, using: &random)]
          + formats[Int.random(in: 0..<formats.count, using: &random)]
      let department = departments[Int.random(in: 0..<departments.count, using: &random)]
      let classification = classifications[Int.random(in: 0..<classifications.count, using: &random)]
      let grade = Int.random(in: 1...4, using: &random)
      let practicum = name.contains("실습") || name.contains("캡스톤")
      let point =
        practicum && Bool.random(using: &random)
        ? Credits(tenths: 15) : Credits(tenths: 10 * Int.random(in: 1...3, using: &random))
      for section in 1...Int.random(in: 1...6, using: &random) where result.count < count {
        let withoutTimes = online || Int.random(in: 0..<100, using: &random) < (practicum ? 80 : 26)
        let record = USWCourseWire(
          estbDpmjNm: department, trgtGrdeCd: grade, subjtCd: "\(code)", diclNo: String(format: "%03d", section),
          subjtNm: name, facDvnm: classification,
          reprPrfsEnoNm: Int.random(in: 0..<100, using: &random) < 2 ? nil : professor(&random),
          timtSmryCn: withoutTimes ? nil : scheduleText(&random), point: point)
        result.append(Synthetic(record: record))
        if result.count < count, Int.random(in: 0..<100, using: &random) < 2 {
          // The same section listed by a second department.
          let other = departments[Int.random(in: 0..<departments.count, using: &random)]
          result.append(
            Synthetic(
              record: USWCourseWire(
                estbDpmjNm: other, trgtGrdeCd: grade, subjtCd: record.subjtCd, diclNo: record.diclNo,
                subjtNm: name, facDvnm: classification, reprPrfsEnoNm: record.reprPrfsEnoNm,
                timtSmryCn: record.timtSmryCn, point: point)))
        }
      }
    }
    return result
  }

  private static func professor(_ random: inout SplitMix64) -> String {
    surnames[Int.random(in: 0..<surnames.count, using: &random)]
      + givenSyllables[Int.random(in: 0..<givenSyllables.count, using: &random)]
      + givenSyllables[Int.random(in: 0..<givenSyllables.count, using: &random)]
  }

  private static func scheduleText(_ random: inout SplitMix64) -> String {
    let groups = Int.random(in: 0..<100, using: &random) < 2 ? 2 : 1
    return (0..<groups).map { _ in
      let location =
        Int.random(in: 0..<100, using: &random) < 6
        ? ""
        : buildings[Int.random(in: 0..<buildings.count, using: &random)]
          + (Bool.random(using: &random) ? "B" : "") + "\(Int.random(in: 101...520, using: &random))"
      let specs = Int.random(in: 0..<100, using: &random) < 4 ? 2 : 1
      var days = Array(1...5).shuffled(using: &random)
      if Int.random(in: 0..<100, using: &random) < 2 { days[0] = 6 }
      let parts = (0..<specs).map { index in
        let day = ["월", "화", "수", "목", "금", "토"][days[index] - 1]
        return day + periods(&random).map(String.init).joined(separator: ",")
      }
      return location + "(" + parts.joined(separator: " ") + ")"
    }.joined(separator: ",")
  }

  private static func periods(_ random: inout SplitMix64) -> [Int] {
    let roll = Int.random(in: 0..<100, using: &random)
    let length = roll < 55 ? 3 : roll < 80 ? 2 : roll < 90 ? 4 : roll < 98 ? 1 : 6
    let starts = [1, 1, 1, 2, 2, 3, 4, 5, 5, 5, 6, 6, 7, 8, 9, 10]
    let start = min(starts[Int.random(in: 0..<starts.count, using: &random)], 16 - length)
    if length == 6, Bool.random(using: &random) { return [1, 2, 3, 5, 6, 7] }  // a gap, as in 2공학204
    return Array(start..<(start + length))
  }
}
