import CandleKit
import DomainKitsGRDB
import Foundation
import LectureEvaluationKit
import TimetableKit

/// The data the benchmarks store, built once per benchmark outside the measured loop.
enum Workload {
  static let semester = Semester(year: 2025, term: .second)

  /// A catalogue of `count` courses shaped like a USW semester: several sections per course name, one or two
  /// departments, period schedules over one or two days (some with two rooms), a quarter without a time string,
  /// online courses, 1.5-credit practicums. Another `variant` moves every section to other rooms and professors.
  static func catalogue(count: Int = 2_000, variant: Int = 0) -> [Course] {
    let names = [
      "데이터베이스", "운영체제", "자료구조", "컴퓨터네트워크", "알고리즘", "빅데이터분석", "교양적글쓰기와고전읽기1",
      "도전과창조-기업가정신(혼합수업)", "ESL영어2", "전공실기3(관현악)", "구조역학", "전자기학1", "회로실험", "생리학2",
      "스포츠생리학", "경영학원론", "회계원리", "미시경제학", "호텔경영론", "ALL that English Basic(이러닝)",
      "아동간호학실습1", "캡스톤디자인2", "정보보호개론", "머신러닝",
    ]
    let departments = [
      "교양", "컴퓨터학부", "데이터과학부", "정보보호학과", "경영학부", "경제학부", "호텔관광학부", "간호학과",
      "전자재료공학부", "생활체육학과", "관현악과", "디자인학부",
    ]
    let buildings = ["미래", "종합", "인문", "IT", "음악", "생활", "2공학"]
    let days = ["월", "화", "수", "목", "금"]
    return (0..<count).compactMap { index in
      let name = names[index % names.count]
      let start = [1, 2, 5, 6][index % 4]
      let room = "\(buildings[(index + variant) % buildings.count])\(100 + (index + variant) % 400)"
      var schedule: String?
      if index % 4 != 3, !name.contains("이러닝"), !name.contains("실습") {
        let first = "\(days[index % 5])\(start),\(start + 1)"
        schedule =
          index % 9 == 0
          ? "\(room)(\(first)),\(room)(\(days[(index + 2) % 5])\(start + 2))"
          : "\(room)(\(first) \(days[(index + 3) % 5])\(start))"
      }
      let listing = [departments[index % departments.count]] + (index % 5 == 0 ? [departments[(index + 4) % 12]] : [])
      return try? Course(
        name: name, scheduleText: schedule, code: String(10_000 + index / 6),
        section: String(format: "%03d", index % 6 + 1),
        professor: index % 13 == 0 ? nil : "교수\((index + variant) % 300)", departments: listing,
        classification: ["전선", "전핵", "기교", "중핵"][index % 4], grade: index % 4 + 1,
        credits: name.contains("실습") ? Credits(tenths: 15) : 3, evaluationMethod: "상대평가",
        lectureType: "A형(강의식 수업)", semester: semester)
    }
  }

  /// A week of eight courses from the catalogue, as a student builds it.
  static func timetable(from catalogue: [Course]) -> Timetable {
    var timetable = Timetable(id: UUID(), name: "1안", semester: semester, creditLimit: 21)
    for course in catalogue where timetable.canAdd(course) && course.delivery == .scheduled {
      try? timetable.add(course)
      if timetable.courses.count == 7 { break }
    }
    return timetable
  }

  /// The lecture list at SUWIKI's size: 5,000 lecture ids.
  static let lectureIDs = Array(1...5_000)

  /// Saves `lectureIDs` as lectures and has three students evaluate every fifth (1,000 lectures, 3,000
  /// evaluations), through the repository one command at a time, as the server writes them.
  static func seedLectures(in repository: SQLiteLecturePostRepository) async throws {
    let students: [StudentID] = ["student-1", "student-2", "student-3"]
    for student in students { try await repository.insert(StudentAccount(id: student)) }
    let writtenAt = Date(timeIntervalSince1970: 1_756_684_800)
    let content = "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요."
    for id in lectureIDs {
      try await repository.save(
        EvaluationLecture(id: id, name: "강의 \(id)", professor: "교수 \(id % 300)", semesters: [semester]))
      guard id % 5 == 0 else { continue }
      for (index, student) in students.enumerated() {
        let draft = try EvaluationDraft(
          semester: semester, satisfaction: Double(1 + (id + index) % 10) / 2,
          learning: Double(1 + (3 * id + index) % 10) / 2, honey: Double(1 + (7 * id + index) % 10) / 2,
          team: index == 0 ? .present : .absent, homework: index == 1 ? .heavy : .moderate,
          difficulty: index == 2 ? .strict : .lenient, content: content)
        try await repository.writeEvaluation(
          draft, id: EvaluationPostID("\(id)-\(index)"), lecture: id, by: student, at: writtenAt)
      }
    }
  }

  /// The first of the benchmark candles: 2024-08-07 16:13 in Seoul.
  static let candleStart = Date(timeIntervalSince1970: 1_723_014_780)

  /// `count` one-minute BTC/KRW candles (100,000 is about 69 days): a deterministic walk in whole thousands of won,
  /// volumes with eight decimal places.
  static func candles(count: Int) -> [Candle] {
    var close = 81_000_000.0
    return (0..<count).compactMap { index in
      let open = close
      close = max(1_000, open + Double((index * 7_919) % 41 - 20) * 1_000)
      return try? Candle(
        time: candleStart.addingTimeInterval(Double(index * 60)), open: open, high: max(open, close) + 2_000,
        low: min(open, close) - 1_000, close: close, volume: Double((index * 104_729) % 400_000_000) / 1e8)
    }
  }
}

/// A benchmark's database file, in a folder named after the benchmark under the temporary directory: created
/// anew by the setup and removed by the teardown (a run cut short leaves one folder, replaced by the next run).
struct BenchmarkDatabase {
  let database: DomainKitsDatabase

  init(name: String) throws {
    let folder = Self.folder(name)
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    database = try DomainKitsDatabase.open(atPath: folder.appendingPathComponent("kits.sqlite").path)
  }

  static func remove(name: String) {
    try? FileManager.default.removeItem(at: folder(name))
  }

  private static func folder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("PersistenceBenchmarks").appendingPathComponent(name)
  }
}
