import BoxOfficeKit
import BoxOfficeLive
import FlyingFox
import Foundation
import Testing

@testable import DomainKitsURLSession

/// Bodies in the shape of KOBIS and Kakao answers, written for these tests.
enum LiveFixture {
  static let daily = Data(
    #"""
    {"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20251121~20251121","dailyBoxOfficeList":[
    {"rnum":"1","rank":"1","rankInten":"0","rankOldAndNew":"OLD","movieCd":"20251234","movieNm":"한강의 여름",
    "openDt":"2025-11-05","salesAmt":"1859501800","salesShare":"33.7","salesInten":"-175981500","salesChange":"-8.6",
    "salesAcc":"27541569050","audiCnt":"182304","audiInten":"-19229","audiChange":"-9.5","audiAcc":"2713455",
    "scrnCnt":"1544","showCnt":"5287"},
    {"rnum":"2","rank":"2","rankInten":"0","rankOldAndNew":"NEW","movieCd":"19980233","movieNm":"바다의 끝 ",
    "openDt":" ","salesAmt":"220911500","salesShare":"4.0","salesInten":"220911500","salesChange":"100",
    "salesAcc":"302180000","audiCnt":"22104","audiInten":"22104","audiChange":"100","audiAcc":"30218",
    "scrnCnt":"301","showCnt":"655"}]}}
    """#.utf8)

  static let fault = Data(#"{"faultInfo":{"message":"유효하지않은 키값입니다.","errorCode":"320010"}}"#.utf8)

  static let images = Data(
    #"""
    {"documents":[{"collection":"blog","datetime":"2025-11-06T22:31:40.000+09:00","display_sitename":"티스토리",
    "doc_url":"https://hanriver.tistory.com/31","height":857,"image_url":"https://blog.kakaocdn.net/dn/han/img.jpg",
    "thumbnail_url":"https://search1.kakaocdn.net/argon/130x130_85_c/han","width":600}],
    "meta":{"is_end":true,"pageable_count":1,"total_count":1}}
    """#.utf8)

  static let json: HTTPHeaders = [.contentType: "application/json;charset=UTF-8"]

  /// 2025-11-22 00:01 in Seoul.
  static let now = Date(timeIntervalSince1970: 1_763_737_260)
}

@Suite("URLSessionTransport against a local HTTP server")
struct URLSessionTransportTests {
  @Test("Returns status, headers and body of a fixture response, sending method, query and headers")
  func fixture() async throws {
    let log = RequestLog()
    try await withLocalServer { server in
      await server.appendRoute("GET /daily") { request in
        await log.record(request)
        return HTTPResponse(statusCode: .ok, headers: LiveFixture.json, body: LiveFixture.daily)
      }
    } _: { base in
      let url = try #require(URL(string: base.absoluteString + "/daily?key=k&targetDt=20251121"))
      let response = try await URLSessionTransport().send(
        HTTPTransportRequest(url: url, headers: ["Authorization": "KakaoAK test"], timeout: .seconds(30)))
      #expect(response.statusCode == 200)
      #expect(response.header("Content-Type") == "application/json;charset=UTF-8")
      #expect(response.body == LiveFixture.daily)
      #expect(try BoxOfficeDecoder.dailyBoxOffice(from: response.body).entries.map(\.title) == ["한강의 여름", "바다의 끝"])
      let received = try #require(await log.requests.first)
      #expect(received.path == "/daily")
      #expect(received.query == ["key": "k", "targetDt": "20251121"])
      #expect(received.authorization == "KakaoAK test")
    }
  }

  @Test("Timeouts become whole seconds where URLSession would truncate them")
  func timeoutRounding() {
    #if canImport(FoundationNetworking)
      #expect(URLSessionTransport.seconds(.milliseconds(500)) == 1)
      #expect(URLSessionTransport.seconds(.milliseconds(1500)) == 2)
    #else
      #expect(URLSessionTransport.seconds(.milliseconds(500)) == 0.5)
    #endif
    #expect(URLSessionTransport.seconds(.seconds(10)) == 10)
  }

  @Test("A 500 is a response, not an error")
  func serverError() async throws {
    try await withLocalServer { server in
      await server.appendRoute("GET /fail") { _ in
        HTTPResponse(statusCode: .internalServerError, body: Data("oops".utf8))
      }
    } _: { base in
      let response = try await URLSessionTransport().send(
        HTTPTransportRequest(url: base.appendingPathComponent("fail")))
      #expect(response.statusCode == 500)
      #expect(response.body == Data("oops".utf8))
      #expect(!response.isSuccess)
    }
  }

  @Test("A response slower than the timeout fails with timedOut")
  func slowResponse() async throws {
    try await withLocalServer { server in
      await server.appendRoute("GET /slow") { _ in
        try await Task.sleep(for: .seconds(10))
        return HTTPResponse(statusCode: .ok, body: LiveFixture.daily)
      }
    } _: { base in
      let started = ContinuousClock.now
      await #expect {
        _ = try await URLSessionTransport().send(
          HTTPTransportRequest(url: base.appendingPathComponent("slow"), timeout: .milliseconds(500)))
      } throws: { error in
        (error as? HTTPTransportError)?.kind == .timedOut
      }
      // Not at once (Linux's URLSession used to truncate 0.5 s to 0), and long before the server answers.
      let elapsed = ContinuousClock.now - started
      #expect(elapsed >= .milliseconds(400) && elapsed < .seconds(5), "\(elapsed)")
    }
  }

  @Test("A port nobody listens on fails with cannotConnect")
  func refused() async throws {
    // Start a server to learn a free port, then stop it and call the port.
    let closed = try await withLocalServer { _ in
    } _: { base in
      base
    }
    await #expect {
      _ = try await URLSessionTransport().send(
        HTTPTransportRequest(url: closed.appendingPathComponent("x"), timeout: .seconds(30)))
    } throws: { error in
      (error as? HTTPTransportError)?.kind == .cannotConnect
    }
  }

  @Test("Cancelling the calling task ends the request as cancelled")
  func cancellation() async throws {
    try await withLocalServer { server in
      await server.appendRoute("GET /slow") { _ in
        try await Task.sleep(for: .seconds(10))
        return HTTPResponse(statusCode: .ok)
      }
    } _: { base in
      let request = HTTPTransportRequest(url: base.appendingPathComponent("slow"), timeout: .seconds(8))
      let task = Task { try await URLSessionTransport().send(request) }
      try await Task.sleep(for: .milliseconds(200))
      let started = ContinuousClock.now
      task.cancel()
      let result = await task.result
      #expect(ContinuousClock.now - started < .seconds(5))
      #expect { _ = try result.get() } throws: { error in (error as? HTTPTransportError)?.kind == .cancelled }
    }
  }

  @Test("The KOBIS repository over URLSession retries 500s, then decodes; faults and Kakao work end to end")
  func repositoryEndToEnd() async throws {
    let log = RequestLog()
    try await withLocalServer { server in
      await server.appendRoute("GET /kobis/boxoffice/searchDailyBoxOfficeList.json") { request in
        let attempt = await log.record(request)
        if attempt <= 2 { return HTTPResponse(statusCode: .internalServerError) }
        let body = request.query["key"] == "good" ? LiveFixture.daily : LiveFixture.fault
        return HTTPResponse(statusCode: .ok, headers: LiveFixture.json, body: body)
      }
      await server.appendRoute("GET /kakao") { request in
        await log.record(request)
        return HTTPResponse(statusCode: .ok, headers: LiveFixture.json, body: LiveFixture.images)
      }
    } _: { base in
      let endpoints = BoxOfficeEndpoints(
        kobis: base.appendingPathComponent("kobis"), kakaoImageSearch: base.appendingPathComponent("kakao"))
      func repository(key: String) -> KOBISBoxOfficeRepository {
        KOBISBoxOfficeRepository(
          kobisKey: key, kakaoKey: "kakao", transport: URLSessionTransport(), cache: nil, endpoints: endpoints,
          now: { LiveFixture.now }, clock: ContinuousClock())
      }
      let ranking = try await repository(key: "good").yesterdaysBoxOffice()
      #expect(ranking.entries.map(\.title) == ["한강의 여름", "바다의 끝"])
      #expect(ranking.entries[1].openingDate == nil)
      #expect(await log.count == 3)
      #expect(await log.requests.last?.query["targetDt"] == "20251121")

      await #expect(throws: BoxOfficeError.apiFault(code: "320010", message: "유효하지않은 키값입니다.")) {
        try await repository(key: "bad").yesterdaysBoxOffice()
      }
      #expect(await log.count == 4)

      let poster = try await repository(key: "good").poster(for: PosterQuery(title: "한강의 여름", productionYear: 2024))
      #expect(poster?.imageURL.absoluteString == "https://blog.kakaocdn.net/dn/han/img.jpg")
      let kakao = try #require(await log.requests.last)
      #expect(kakao.query["query"] == "한강의 여름 포스터")
      #expect(kakao.authorization == "KakaoAK kakao")
    }
  }
}
