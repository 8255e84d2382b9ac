#if Server
  import Foundation
  import LectureEvaluationKit

  extension DemoSeed {
    /// A demo lecture: the kit's names and semesters, the server's department and classification.
    struct Lecture {
      let id: Int
      let name: String
      let professor: String
      let major: String
      let lectureType: String
      let semesters: [String]
    }

    /// 28 lectures, three pages of the list; 4242 is the lecture of SPEC.md's samples 03 and 10.
    static let suwikiLectures: [Lecture] = [
      Lecture(
        id: 4242, name: "데이터베이스", professor: "홍길동", major: "컴퓨터학부", lectureType: "전핵",
        semesters: ["2022-2", "2023-2", "2024-1"]),
      Lecture(
        id: 4243, name: "운영체제", professor: "김철수", major: "컴퓨터학부", lectureType: "전핵",
        semesters: ["2023-1", "2023-2"]),
      Lecture(
        id: 4244, name: "자료구조", professor: "이영희", major: "컴퓨터학부", lectureType: "전핵",
        semesters: ["2022-1", "2023-1", "2024-1"]),
      Lecture(
        id: 4245, name: "알고리즘", professor: "박민수", major: "컴퓨터학부", lectureType: "전핵",
        semesters: ["2023-2", "2024-2"]),
      Lecture(
        id: 4246, name: "컴퓨터네트워크", professor: "최지훈", major: "컴퓨터학부", lectureType: "전선",
        semesters: ["2024-1"]),
      Lecture(
        id: 4247, name: "소프트웨어공학", professor: "정다은", major: "컴퓨터학부", lectureType: "전선",
        semesters: ["2022-2", "2024-2"]),
      Lecture(
        id: 4248, name: "인공지능", professor: "한서준", major: "컴퓨터학부", lectureType: "전선",
        semesters: ["2024-1", "2024-2"]),
      Lecture(
        id: 4249, name: "웹프로그래밍", professor: "윤하늘", major: "컴퓨터학부", lectureType: "전선",
        semesters: ["2023-1"]),
      Lecture(
        id: 4250, name: "정보보호개론", professor: "강도윤", major: "정보보호학과", lectureType: "전핵",
        semesters: ["2023-1", "2024-1"]),
      Lecture(
        id: 4251, name: "암호학", professor: "조은별", major: "정보보호학과", lectureType: "전핵",
        semesters: ["2023-2"]),
      Lecture(
        id: 4252, name: "시스템보안", professor: "강도윤", major: "정보보호학과", lectureType: "전선",
        semesters: ["2024-2"]),
      Lecture(
        id: 4253, name: "디지털포렌식", professor: "임지우", major: "정보보호학과", lectureType: "전선",
        semesters: ["2022-1", "2023-1"]),
      Lecture(
        id: 4254, name: "경영학원론", professor: "오세영", major: "경영학부", lectureType: "전핵",
        semesters: ["2022-1", "2023-1", "2024-1"]),
      Lecture(
        id: 4255, name: "회계원리", professor: "서민재", major: "경영학부", lectureType: "전핵",
        semesters: ["2023-2", "2024-2"]),
      Lecture(
        id: 4256, name: "마케팅관리", professor: "신유나", major: "경영학부", lectureType: "전선",
        semesters: ["2024-1"]),
      Lecture(
        id: 4257, name: "재무관리", professor: "권태현", major: "경영학부", lectureType: "전선",
        semesters: ["2023-1", "2024-2"]),
      Lecture(
        id: 4258, name: "조직행동론", professor: "황보라", major: "경영학부", lectureType: "전선",
        semesters: ["2022-2"]),
      Lecture(
        id: 4259, name: "기본간호학", professor: "문소희", major: "간호학과", lectureType: "전핵",
        semesters: ["2023-1", "2024-1"]),
      Lecture(
        id: 4260, name: "성인간호학", professor: "배지민", major: "간호학과", lectureType: "전핵",
        semesters: ["2023-2", "2024-2"]),
      Lecture(
        id: 4261, name: "약리학", professor: "송현우", major: "간호학과", lectureType: "전선",
        semesters: ["2024-1"]),
      Lecture(
        id: 4262, name: "대학글쓰기", professor: "유채원", major: "교양대학", lectureType: "교필",
        semesters: ["2022-1", "2022-2", "2023-1", "2023-2", "2024-1"]),
      Lecture(
        id: 4263, name: "영어회화", professor: "Emily Clark", major: "교양대학", lectureType: "교필",
        semesters: ["2023-1", "2024-1"]),
      Lecture(
        id: 4264, name: "심리학의 이해", professor: "노승민", major: "교양대학", lectureType: "교선",
        semesters: ["2023-2", "2024-2"]),
      Lecture(
        id: 4265, name: "한국사", professor: "하준서", major: "교양대학", lectureType: "교선",
        semesters: ["2024-1"]),
      Lecture(
        id: 4266, name: "철학과 윤리", professor: "구나연", major: "교양대학", lectureType: "교선",
        semesters: ["2022-2", "2023-2"]),
      Lecture(
        id: 4267, name: "통계학개론", professor: "남궁민", major: "교양대학", lectureType: "교선",
        semesters: ["2023-1", "2024-2"]),
      Lecture(
        id: 4268, name: "선형대수", professor: "홍길동", major: "컴퓨터학부", lectureType: "전기",
        semesters: ["2022-1", "2024-1"]),
      Lecture(
        id: 4269, name: "이산수학", professor: "이영희", major: "컴퓨터학부", lectureType: "전기",
        semesters: ["2023-1"]),
    ]

    /// When the demo's rows were written (2024-01-02 09:00 in Seoul).
    static let seededAt = Date(timeIntervalSince1970: 1_704_153_600)

    /// Writes SUWIKI's lectures, the students `suwiki01`, `suwiki02` and `restricted01`, and the samples' posts:
    /// `suwiki01` wrote evaluation 1021 (sample 01) on 4242 and an exam post on 4243, and bought 4242's exam posts
    /// (sample 09's time), so its page is sample 11's (10 points, one of each); `suwiki02` wrote evaluation 1187 and
    /// exam post 311 (sample 05) on 4242, so 4242's averages are sample 10's.
    func writeSuwiki() async throws {
      let posts = repositories.posts
      for lecture in Self.suwikiLectures {
        try await posts.save(
          EvaluationLecture(
            id: lecture.id, name: lecture.name, professor: lecture.professor,
            semesters: lecture.semesters.compactMap { Semester($0) }))
        try await repositories.lectures.save(
          LectureMetadata(id: lecture.id, major: lecture.major, lectureType: lecture.lectureType))
      }
      let first = try await student(login: "suwiki01")
      let second = try await student(login: "suwiki02")
      let restricted = try await student(login: "restricted01")
      if try await posts.account(id: restricted)?.isRestricted == false {
        try await posts.setRestricted(true, student: restricted, at: Self.seededAt)
      }

      let written = try EvaluationDraft(
        semesterText: "2023-2", satisfaction: 4.5, learning: 3.0, honey: 5.0, team: 1, difficulty: 0, homework: 1,
        content: "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요.")
      if try await posts.evaluation(id: "1021") == nil {
        try await posts.writeEvaluation(
          written, id: "1021", lecture: 4242, by: first, at: Date(timeIntervalSince1970: 1_703_034_000))
      }
      let other = try EvaluationDraft(
        semesterText: "2024-1", satisfaction: 3.0, learning: 3.5, honey: 2.5, team: 0, difficulty: 1, homework: 2,
        content: "과제가 매주 있어서 힘들지만 배운 것은 많았습니다. 출석 체크가 엄격해요.")
      if try await posts.evaluation(id: "1187") == nil {
        try await posts.writeEvaluation(
          other, id: "1187", lecture: 4242, by: second, at: Date(timeIntervalSince1970: 1_718_845_200))
      }
      let exam = try ExamPostDraft(
        semesterText: "2023-2", examTypeText: "중간고사", examInfoText: "족보, PPT, 응용", difficultyText: "보통",
        content: "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요.")
      if try await posts.examPost(id: "311") == nil {
        try await posts.writeExamPost(
          exam, id: "311", lecture: 4242, by: second, at: Date(timeIntervalSince1970: 1_698_224_400))
      }
      let osExam = try ExamPostDraft(
        semesterText: "2023-2", examTypeText: "기말고사", examInfoText: "교재, 필기", difficultyText: "어려움",
        content: "기말은 교재 연습문제와 필기 내용에서 서술형으로 출제되었습니다. 범위가 넓어요.")
      if try await posts.examPost(id: "312") == nil {
        try await posts.writeExamPost(
          osExam, id: "312", lecture: 4243, by: first, at: Date(timeIntervalSince1970: 1_698_310_800))
      }
      let purchased = try await posts.purchases(student: first).contains { $0.lecture == 4242 }
      if !purchased {
        try await posts.purchaseExamInfo(lecture: 4242, by: first, at: Date(timeIntervalSince1970: 1_710_133_357))
      }
    }

    /// The student of the demo account `login` (e-mail `login@suwon.ac.kr`), made when missing.
    private func student(login: String) async throws -> StudentID {
      if let account = try await repositories.accounts.account(api: .suwiki, login: login) {
        return StudentID(account.kitID)
      }
      let number = try await repositories.sequences.next(.suwikiStudent)
      let student = StudentID(String(number))
      try await repositories.posts.insert(try StudentAccount(id: student))
      let passwordHash = try await passwords.hash(Self.password)
      _ = try await repositories.accounts.insert(
        api: .suwiki, login: login, email: "\(login)@suwon.ac.kr", passwordHash: passwordHash,
        kitID: student.rawValue, at: Self.seededAt)
      return student
    }
  }
#endif
