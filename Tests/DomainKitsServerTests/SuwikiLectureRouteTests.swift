#if Server
  import DomainKitsCore
  import Foundation
  import LectureEvaluationKit
  import Testing

  @testable import DomainKitsServer

  @Suite("SUWIKI: the lecture list, search and detail")
  struct SuwikiLectureRouteTests {
    @Test("GET /lecture/all: 10 a page, the latest semester first, the count on every page, an empty page last")
    func lectureList() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let token = try await server.signIn("suwiki01").accessToken
      var ids: [Int] = []
      for page in 1...4 {
        let answer = try await server.suwiki("GET", "/lecture/all?page=\(page)", token: token)
        #expect(answer.statusCode == 200)
        #expect(Set(try jsonObject(answer).keys) == ["data", "count"])
        let listing = try SuwikiServerDecoder.lecturePage(from: answer.body)
        #expect(listing.totalCount == 28)
        #expect(listing.lectures.count == [10, 10, 8, 0][page - 1])
        ids += listing.lectures.map(\.id)
      }
      #expect(Set(ids).count == 28)
      let all = try SuwikiServerDecoder.lecturePage(
        from: try await server.suwiki("GET", "/lecture/all?page=1", token: token).body)
      #expect(all.lectures.first?.semesters.last == Semester(year: 2024, term: .second))

      // Sorted by honey, highest first: 4242 is the only lecture with evaluations.
      let honey = try SuwikiServerDecoder.lecturePage(
        from: try await server.suwiki("GET", "/lecture/all?option=lectureHoneyAvg", token: token).body)
      #expect(honey.lectures.first?.id == 4242)
      #expect(honey.lectures.first?.honey.value == 3.75)

      // One department, percent-encoded.
      let security = try await server.suwiki(
        "GET", "/lecture/all?majorType=%EC%A0%95%EB%B3%B4%EB%B3%B4%ED%98%B8%ED%95%99%EA%B3%BC", token: token)
      let securityPage = try SuwikiServerDecoder.lecturePage(from: security.body)
      #expect(securityPage.totalCount == 4)
      #expect(securityPage.lectures.allSatisfy { $0.major == "정보보호학과" })

      expectSuwikiError(
        try await server.suwiki("GET", "/lecture/all?option=popularity", token: token), SuwikiExpected.option001)
      // (A broken percent escape is SuwikiWireTests': URL(string:) refuses to send one.)
      for query in ["page=0", "page=abc", "page=1.5", "page=2147483648", "page=1&page=2", "page=%FF"] {
        expectSuwikiError(
          try await server.suwiki("GET", "/lecture/all?\(query)", token: token), SuwikiExpected.param001, "\(query)")
      }
      try await server.stop()
    }

    @Test("GET /lecture/search: the name or professor contains the text, ignoring case; empty matches all")
    func lectureSearch() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let token = try await server.signIn("suwiki01").accessToken
      // "데이터" matches 데이터베이스; "홍길동" the two lectures of that professor; "emily" a professor ignoring case.
      let cases: [(String, [Int])] = [
        ("%EB%8D%B0%EC%9D%B4%ED%84%B0", [4242]), ("%ED%99%8D%EA%B8%B8%EB%8F%99", [4242, 4268]),
        ("emily", [4263]), ("zzz", []),
      ]
      for (text, expected) in cases {
        let page = try SuwikiServerDecoder.lecturePage(
          from: try await server.suwiki("GET", "/lecture/search?searchValue=\(text)", token: token).body)
        #expect(Set(page.lectures.map(\.id)) == Set(expected), "\(text)")
        #expect(page.totalCount == expected.count, "\(text)")
      }
      let everything = try SuwikiServerDecoder.lecturePage(
        from: try await server.suwiki("GET", "/lecture/search?searchValue=", token: token).body)
      #expect(everything.totalCount == 28)
      let tooLong = String(repeating: "a", count: 101)
      expectSuwikiError(
        try await server.suwiki("GET", "/lecture/search?searchValue=\(tooLong)", token: token),
        SuwikiExpected.param001)
      try await server.stop()
    }

    @Test("GET /lecture?lectureId=: sample 10 exactly, from the demo's two evaluations; LECTURE001; PARAM001")
    func lectureDetail() async throws {
      guard #available(macOS 14, iOS 17, tvOS 17, *) else { return }  // Hummingbird's floor
      let server = try await ServerHarness.start(demo: true)
      let token = try await server.signIn("suwiki01").accessToken
      let answer = try await server.suwiki("GET", "/lecture?lectureId=4242", token: token)
      #expect(answer.statusCode == 200)
      let form = try jsonObject(answer)
      #expect(Set(form.keys) == ["data", "statusCode", "message"])
      #expect(form["statusCode"] is NSNull && form["message"] is NSNull)
      let data = try #require(form["data"] as? [String: Any])
      #expect(data.count == 13)
      let lecture = try SuwikiServerDecoder.lecture(from: answer.body)
      #expect(lecture.id == 4242 && lecture.name == "데이터베이스" && lecture.professor == "홍길동")
      #expect(lecture.major == "컴퓨터학부" && lecture.lectureType == "전핵")
      #expect(lecture.semestersText == "2022-2, 2023-2, 2024-1")
      #expect(lecture.total.value == 3.5833333 && lecture.satisfaction.value == 3.75)
      #expect(lecture.honey.value == 3.75 && lecture.learning.value == 3.25)
      #expect(lecture.team?.value == 0.5 && lecture.difficulty?.value == 0.5 && lecture.homework?.value == 1.5)
      // Float precision on the wire, as SUWIKI writes it.
      #expect(String(decoding: answer.body, as: UTF8.self).contains(#""lectureTotalAvg":3.5833333"#))

      expectSuwikiError(
        try await server.suwiki("GET", "/lecture?lectureId=999999", token: token), SuwikiExpected.lecture001)
      let malformed = [
        "", "?lectureId=", "?lectureId=0", "?lectureId=-1", "?lectureId=x", "?lectureId=9223372036854775808",
      ]
      for query in malformed {
        expectSuwikiError(
          try await server.suwiki("GET", "/lecture\(query)", token: token), SuwikiExpected.param001, "\(query)")
      }
      try await server.stop()
    }
  }
#endif
