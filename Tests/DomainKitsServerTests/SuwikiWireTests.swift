#if Server
  import DomainKitsCore
  import Foundation
  import LectureEvaluationKit
  import Testing

  @testable import DomainKitsServer

  @Suite("SUWIKI's wire: strict reading, the document's patterns, answers the kit's decoder reads back")
  struct SuwikiWireTests {
    @Test("Bodies: one object, documented keys only, integers without fraction or exponent, ratings on the grid")
    func bodies() throws {
      let good = Data(#"{"n": 7, "r": 4.5, "s": "가나"}"#.utf8)
      let body = try SuwikiBody(good, allowed: ["n", "r", "s"])
      #expect(try body.integer("n", in: 1...10) == 7)
      #expect(try body.rating("r") == 4.5)
      #expect(try body.string("s", length: 2...2) == "가나")
      #expect(throws: SuwikiFailure.badParameter) { try SuwikiBody(good, allowed: ["n", "r"]) }
      for text in ["null", "[]", "\"x\"", "1", "", "{", #"{"n": 1, "n": 2}"#] {
        #expect(throws: SuwikiFailure.badParameter, "\(text)") { try SuwikiBody(Data(text.utf8), allowed: ["n"]) }
      }
      for number in ["1.0", "1e0", "1E+0", "-0.0", "\"1\"", "true", "null", "99999999999999999999"] {
        let body = try SuwikiBody(Data(#"{"n": \#(number)}"#.utf8), allowed: ["n"])
        #expect(throws: SuwikiFailure.badParameter, "\(number)") { try body.integer("n", in: 0...10) }
      }
      #expect(try SuwikiBody(Data(#"{"n": -0}"#.utf8), allowed: ["n"]).integer("n", in: 0...1) == 0)
      for rating in ["0", "0.0", "5.5", "4.25", "1e400", "\"4.5\"", "-1"] {
        let body = try SuwikiBody(Data(#"{"r": \#(rating)}"#.utf8), allowed: ["r"])
        #expect(throws: SuwikiFailure.badParameter, "\(rating)") { try body.rating("r") }
      }
      for rating in ["0.5", "5", "5.0", "45e-1", "3.50"] {
        let body = try SuwikiBody(Data(#"{"r": \#(rating)}"#.utf8), allowed: ["r"])
        #expect(throws: Never.self, "\(rating)") { try body.rating("r") }
      }
      // Lengths count code points: é as e and a combining accent is two.
      let accented = try SuwikiBody(Data(#"{"s": "e\u0301"}"#.utf8), allowed: ["s"])
      #expect(try accented.string("s", length: 2...2) == "e\u{301}")
    }

    @Test("Queries: each name once, percent-decoded as UTF-8 with + as a space, ids and pages within bounds")
    func queries() throws {
      let query = try SuwikiQuery("lectureId=4242&searchValue=%ED%99%8D%EA%B8%B8%EB%8F%99+DB&empty=&flag")
      #expect(try query.id("lectureId") == 4242)
      #expect(query.text("searchValue") == "홍길동 DB")
      #expect(query.text("empty") == "" && query.text("flag") == "")
      #expect(try query.page() == 1)
      #expect(try SuwikiQuery(nil).page() == 1)
      for raw in ["a=1&a=2", "a=%E", "a=%GG", "a=%FF", "=1"] {
        #expect(throws: SuwikiFailure.badParameter, "\(raw)") { try SuwikiQuery(raw) }
      }
      for page in ["0", "-1", "1.0", "x", "", "2147483648", "+1"] {
        #expect(throws: SuwikiFailure.badParameter, "\(page)") { try SuwikiQuery("page=\(page)").page() }
      }
      #expect(try SuwikiQuery("page=2147483647").page() == 2_147_483_647)
      #expect(SuwikiLectureDirectory.page(Array(1...25), 3) == [21, 22, 23, 24, 25])
      #expect(SuwikiLectureDirectory.page(Array(1...25), 4).isEmpty)
      #expect(SuwikiLectureDirectory.page(Array(1...25), 2_147_483_647).isEmpty)
    }

    @Test("The document's patterns, written by hand: semester, e-mail, exam info")
    func patterns() {
      for text in ["1900-1", "2023-2", "2999-2"] { #expect(SuwikiRequestReader.isSemester(text), "\(text)") }
      for text in ["1899-2", "3000-1", "2023-3", "2023-0", "23-1", "2023-12", " 2023-1", "２０２３-1", "2023-2\n"] {
        #expect(!SuwikiRequestReader.isSemester(text), "\(text)")
      }
      for text in ["a@b.co", "suwiki.01+tag@suwon.ac.kr", "x_y%z@sub-domain.example.org"] {
        #expect(SuwikiRequestReader.isEmail(text), "\(text)")
      }
      for text in ["a@b", "@b.c", "a@.c", "a@b.", "a@@b.c", "a b@c.d", "가@b.c", "a@b..c", "a@b.c\n"] {
        #expect(!SuwikiRequestReader.isEmail(text), "\(text)")
      }
      for text in ["족보", "족보, PPT, 응용", " 족보 ,\t과제\t", "PPT,PPT"] {
        #expect(SuwikiRequestReader.isExamInfoList(text), "\(text)")
      }
      for text in ["", ",", "족보,", "족보,,PPT", "ppt", "\u{A0}족보", "족보\n", "\u{110C}\u{1169}\u{11A8}\u{1107}\u{1169}"] {
        #expect(!SuwikiRequestReader.isExamInfoList(text), "\(text)")
      }
    }

    @Test("Every answer the server writes reads back through the kit's own decoder into what it came from")
    func roundTrip() throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // SuwikiErrorBody names Hummingbird's types
      let fall = Semester(year: 2023, term: .second)
      let lecture = SuwikiLecture(
        lecture: EvaluationLecture(
          id: 4242, name: "데이터베이스", professor: "홍길동",
          semesters: [Semester(year: 2022, term: .second), fall, Semester(year: 2024, term: .first)]),
        averages: LectureAverages(),
        metadata: LectureMetadata(id: 4242, major: "컴퓨터학부", lectureType: "전핵"))
      let draft = try EvaluationDraft(
        semesterText: "2023-2", satisfaction: 4.5, learning: 3.0, honey: 5.0, team: 1, difficulty: 0, homework: 1,
        content: "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요.")
      let post = LectureEvaluationPost(id: "1021", lecture: 4242, author: "s", draft: draft, writtenAt: Date())
      let exam = try ExamPostDraft(
        semesterText: "2023-2", examTypeText: "중간고사", examInfoText: "족보, PPT, 응용", difficultyText: "보통",
        content: "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요.")
      let examPost = ExamPost(id: "311", lecture: 4242, author: "s", draft: exam, writtenAt: Date())
      let encoder = JSONEncoder()

      let detail = try SuwikiServerDecoder.lecture(
        from: encoder.encode(SuwikiFormWire(data: SuwikiLectureWire(lecture))))
      #expect(detail == lecture.summary)
      let listing = try SuwikiServerDecoder.lecturePage(
        from: encoder.encode(SuwikiLecturePageWire(data: [SuwikiLectureWire(lecture)], count: 1)))
      #expect(listing == LecturePage(lectures: [lecture.summary], totalCount: 1))
      let evaluations = try SuwikiServerDecoder.evaluationPage(
        from: encoder.encode(SuwikiEvaluationPageWire(data: [SuwikiEvaluationWire(post)], written: true)))
      #expect(evaluations == EvaluationPage(posts: [ListedEvaluation(id: 1021, draft: draft)], written: true))
      let written = try SuwikiServerDecoder.writtenEvaluations(
        from: encoder.encode(SuwikiFormWire(data: [SuwikiWrittenEvaluationWire(post, lecture: lecture)])))
      #expect(try written.first?.post.draft() == draft)
      #expect(written.first?.lectureSemesters == lecture.lecture.semesters)
      let exams = try SuwikiServerDecoder.examPostPage(
        from: encoder.encode(
          SuwikiExamPostPageWire(
            data: [SuwikiExamPostWire(examPost)], canRead: true, examDataExist: true, written: false)))
      #expect(
        exams
          == ExamPostPage(
            posts: [ListedExamPost(id: 311, draft: exam)], canRead: true, postsExist: true, written: false))
      let writtenExams = try SuwikiServerDecoder.writtenExamPosts(
        from: encoder.encode(SuwikiFormWire(data: [SuwikiWrittenExamPostWire(examPost, lecture: lecture)])))
      #expect(try writtenExams.first?.post.draft() == exam)
      let bought = Date(timeIntervalSince1970: 1_710_133_357)
      let purchase = ExamPurchase(student: "s", lecture: 4242, purchasedAt: bought)
      let purchaseWire = SuwikiPurchaseWire(purchase, lecture: lecture)
      #expect(purchaseWire.createDate == "2024-03-11T14:02:37")
      let purchases = try SuwikiServerDecoder.examPostPurchases(
        from: encoder.encode(SuwikiFormWire(data: [purchaseWire])))
      #expect(purchases.first?.purchasedAt == bought && purchases.first?.id == 4242)
      let tokens = try SuwikiServerDecoder.tokens(
        from: encoder.encode(SuwikiTokensWire(accessToken: "a.b.c", refreshToken: "d.e.f")))
      #expect(tokens == AuthTokens(accessToken: "a.b.c", refreshToken: "d.e.f"))
      #expect(try SuwikiServerDecoder.success(from: encoder.encode(SuwikiSuccessFlagWire(success: true))))
      let error = try SuwikiServerDecoder.serverError(from: encoder.encode(SuwikiErrorBody(.notEnoughPoints)))
      #expect(error == .notEnoughPoints(message: "유저 포인트가 부족합니다."))
      // The form writes its two nulls.
      let form =
        try JSONSerialization.jsonObject(with: encoder.encode(SuwikiFormWire(data: [String]()))) as? [String: Any]
      #expect(form?["statusCode"] is NSNull && form?["message"] is NSNull)
    }
  }
#endif
