import Foundation
import Testing

@testable import TimetableKit

@Suite("Catalogue search")
struct CatalogSearchTests {
  private func catalog() throws -> CourseCatalog {
    let names: [(String, String?, String?, String)] = [
      ("ALL that English Basic(이러닝)", nil, nil, "교양"),
      ("ALL that English1(이러닝-TOEIC 600+목표반)", "교양대학", nil, "교양"),
      ("ALL that English Speaking1(온라인-초급)", "교양대학", nil, "교양"),
      ("데이터베이스", "김하늘", "IT106(금1,2)", "데이터과학부"),
      ("빅데이터분석", "이도윤", "IT306(월3,4)", "데이터과학부"),
      ("데이터", "박서연", "미래B203(수1,2)", "정보보호학과"),
      ("도움터", "정민수", "미래B204(토1,2)", "교양"),
      ("영어회화", "Jason Kim", "인문107(화5,6)", "교양"),
    ]
    return CourseCatalog(
      courses: try names.enumerated().map { index, item in
        try Course(
          name: item.0, scheduleText: item.2, code: "\(index)", section: "001", professor: item.1,
          departments: [item.3], classification: index < 3 ? "기교" : "전선", grade: index % 4 + 1)
      })
  }

  @Test(
    "Spaces and case are ignored on both sides",
    arguments: ["all that english", "ALLTHATENGLISH", " All That  English "])
  func spacesAndCase(query: String) throws {
    #expect(try catalog().search(query).count == 3)
  }

  @Test("Initial consonants find syllables; mixed queries keep the typed syllables")
  func initials() throws {
    let catalog = try catalog()
    #expect(catalog.search("ㄷㅇㅌ").map(\.name) == ["데이터", "도움터", "데이터베이스", "빅데이터분석"])
    #expect(catalog.search("데ㅇㅌ").map(\.name) == ["데이터", "데이터베이스", "빅데이터분석"])
    #expect(catalog.search("ㅂㄷ").map(\.name) == ["빅데이터분석"])
    #expect(catalog.search("ㄱㅎㄴ").map(\.name) == ["데이터베이스"])  // professor 김하늘
  }

  @Test("Exact, then prefix, then substring")
  func ranking() throws {
    let catalog = try catalog()
    #expect(catalog.search("데이터").map(\.name) == ["데이터", "데이터베이스", "빅데이터분석"])
  }

  @Test("Professors are searched too, with the same normalisation")
  func professors() throws {
    let catalog = try catalog()
    #expect(catalog.search("jasonkim").map(\.name) == ["영어회화"])
    #expect(catalog.search("김하늘").map(\.name) == ["데이터베이스"])
  }

  @Test("An empty query returns every course; nothing matches nonsense")
  func emptyAndMissing() throws {
    let catalog = try catalog()
    #expect(catalog.search("").count == 8)
    #expect(catalog.search("   ").count == 8)
    #expect(catalog.search("양자역학").isEmpty)
    #expect(CourseCatalog(courses: []).search("데이터").isEmpty)
  }

  @Test("Filters by department, classification, grade and days")
  func filters() throws {
    let catalog = try catalog()
    #expect(catalog.search("", filter: CourseFilter(departments: ["데이터과학부"])).map(\.name) == ["데이터베이스", "빅데이터분석"])
    #expect(catalog.search("english", filter: CourseFilter(classifications: ["전선"])).isEmpty)
    #expect(
      catalog.search("", filter: CourseFilter(grades: [1])).map(\.name) == ["ALL that English Basic(이러닝)", "빅데이터분석"])
    #expect(catalog.search("", filter: CourseFilter(meetingOn: [.saturday])).map(\.name) == ["도움터"])
    let weekdaysOnly = catalog.search(
      "", filter: CourseFilter(onlyOn: .weekdays, includesCoursesWithoutMeetings: false))
    #expect(weekdaysOnly.map(\.name) == ["데이터베이스", "빅데이터분석", "데이터", "영어회화"])
    #expect(catalog.departments == ["교양", "데이터과학부", "정보보호학과"])
  }

  @Test("Only courses that fit my current timetable")
  func fitting() throws {
    let catalog = try catalog()
    var week = Timetable(id: UUID())
    try week.add(try Course(name: "전공필수", scheduleText: "IT106(금2,3)"))
    let names = catalog.search("데이터", filter: CourseFilter(fitting: week)).map(\.name)
    #expect(names == ["데이터", "빅데이터분석"])
  }

  @Test("Normalisation and initials")
  func normalisation() {
    #expect(SearchText.normalized("ALL that\tEnglish\u{3000}Basic") == "allthatenglishbasic")
    #expect(SearchText.normalized("\u{1103}\u{1166}\u{110B}\u{1175}") == "데이")  // decomposed Hangul
    #expect(SearchText.initials("데이터sql") == "ㄷㅇㅌsql")
    #expect(SearchText.initials("까치ㄱ") == "ㄲㅊㄱ")
    #expect(SearchText.initialConsonant(of: "힣") == "ㅎ")
    #expect(SearchText.initialConsonant(of: "a") == nil)
  }

  @Test("Favourite majors survive a semester without them")
  func favorites() throws {
    var favorites = FavoriteMajors(["데이터과학부", "국악과", " ", "데이터과학부"])
    #expect(favorites.majors == ["데이터과학부", "국악과"])
    let catalog = try catalog()
    #expect(favorites.available(in: catalog) == ["데이터과학부"])
    #expect(favorites.unavailable(in: catalog) == ["국악과"])
    #expect(favorites.majors == ["데이터과학부", "국악과"])
    #expect(favorites.toggle("국악과") == false)
    #expect(favorites.toggle("교양") == true)
    #expect(favorites.majors == ["데이터과학부", "교양"])
  }

  @Test(
    "A favourite-majors command changes the list as the method of the same name does",
    arguments: [
      (FavoriteMajorsCommand.add("교양"), ["데이터과학부", "국악과", "교양"]),
      (.add(" 국악과\n"), ["데이터과학부", "국악과"]),
      (.add(" "), ["데이터과학부", "국악과"]),
      (.remove("데이터과학부"), ["국악과"]),
      (.remove("교양"), ["데이터과학부", "국악과"]),
      (.toggle("국악과"), ["데이터과학부"]),
      (.toggle("교양"), ["데이터과학부", "국악과", "교양"]),
    ])
  func favoriteCommands(command: FavoriteMajorsCommand, majors: [String]) throws {
    var favorites = FavoriteMajors(["데이터과학부", "국악과"])
    favorites.apply(command)
    #expect(favorites.majors == majors)
    let encoded = try JSONEncoder().encode(command)
    #expect(try JSONDecoder().decode(FavoriteMajorsCommand.self, from: encoded) == command)
  }
}
