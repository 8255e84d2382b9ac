import BoxOfficeKit
import Foundation
import Testing

@Suite("Retries with backoff")
struct RetryTests {
  static let ok = HTTPTransportResponse(statusCode: 200, body: Fixture.daily20251121)

  static func repository(_ transport: StubTransport, sleeper: RecordingClock, retry: RetryPolicy = .standard)
    -> KOBISBoxOfficeRepository
  {
    KOBISBoxOfficeRepository(
      kobisKey: "test-key", kakaoKey: "kakao-key", transport: transport, cache: nil, retry: retry,
      now: { .justAfterSeoulMidnight }, clock: sleeper)
  }

  @Test("Backoff doubles from the initial delay and stops at the maximum")
  func delays() {
    let policy = RetryPolicy(maximumAttempts: 10, initialDelay: .milliseconds(500), maximumDelay: .seconds(3))
    #expect(
      (1...5).map(policy.delay(afterAttempt:)) == [
        .milliseconds(500), .seconds(1), .seconds(2), .seconds(3), .seconds(3),
      ])
    #expect(policy.delay(afterAttempt: Int.max) == .seconds(3))
    #expect(RetryPolicy(maximumAttempts: 0).maximumAttempts == 1)
  }

  @Test(
    "5xx and transport errors are retried, with the policy's waits",
    arguments: [
      Result<HTTPTransportResponse, HTTPTransportError>.success(HTTPTransportResponse(statusCode: 503)),
      .success(HTTPTransportResponse(statusCode: 500, body: Data("<html>".utf8))),
      .failure(HTTPTransportError(.timedOut)), .failure(HTTPTransportError(.connectionLost)),
      .failure(HTTPTransportError(.cannotConnect)),
    ])
  func retried(failure: Result<HTTPTransportResponse, HTTPTransportError>) async throws {
    let transport = StubTransport { _, attempt in attempt < 3 ? failure : .success(Self.ok) }
    let sleeper = RecordingClock()
    let ranking = try await Self.repository(transport, sleeper: sleeper).yesterdaysBoxOffice()
    #expect(ranking.entries.count == 10)
    #expect(await transport.requestCount == 3)
    #expect(sleeper.delays == [.milliseconds(500), .seconds(1)])
  }

  @Test("After the last attempt the last failure is reported")
  func exhausted() async throws {
    let transport = StubTransport { _, _ in .success(HTTPTransportResponse(statusCode: 502)) }
    let sleeper = RecordingClock()
    await #expect(throws: BoxOfficeError.httpStatus(code: 502, message: nil)) {
      try await Self.repository(transport, sleeper: sleeper, retry: RetryPolicy(maximumAttempts: 4))
        .yesterdaysBoxOffice()
    }
    #expect(await transport.requestCount == 4)
    #expect(sleeper.delays.count == 3)
  }

  @Test(
    "API faults, 4xx, decoding errors and cancellation are never retried",
    arguments: [
      (
        HTTPTransportResponse(statusCode: 200, body: Fixture.faultInvalidKey),
        BoxOfficeError.apiFault(code: "320010", message: "유효하지않은 키값입니다.")
      ),
      (HTTPTransportResponse(statusCode: 404), .httpStatus(code: 404, message: nil)),
      (HTTPTransportResponse(statusCode: 429), .httpStatus(code: 429, message: nil)),
      (HTTPTransportResponse(statusCode: 200, body: Data("<html>".utf8)), nil),
    ] as [(HTTPTransportResponse, BoxOfficeError?)])
  func notRetried(response: HTTPTransportResponse, expected: BoxOfficeError?) async throws {
    let transport = StubTransport { _, _ in .success(response) }
    let sleeper = RecordingClock()
    await #expect {
      try await Self.repository(transport, sleeper: sleeper).yesterdaysBoxOffice()
    } throws: { error in
      guard let error = error as? BoxOfficeError else { return false }
      if let expected { return error == expected }
      if case .invalidJSON = error { return true }
      return false
    }
    #expect(await transport.requestCount == 1)
    #expect(sleeper.delays.isEmpty)
  }

  @Test("A cancelled transport ends the call with CancellationError, without retrying")
  func cancelled() async throws {
    let transport = StubTransport { _, _ in .failure(HTTPTransportError(.cancelled)) }
    let sleeper = RecordingClock()
    await #expect(throws: CancellationError.self) {
      try await Self.repository(transport, sleeper: sleeper).yesterdaysBoxOffice()
    }
    #expect(await transport.requestCount == 1)
  }

  @Test("Kakao's error message is kept with the status")
  func kakaoMessage() async throws {
    let body = Data(#"{"errorType":"AccessDeniedError","message":"wrong appKey(bad) format"}"#.utf8)
    let transport = StubTransport { _, _ in .success(HTTPTransportResponse(statusCode: 401, body: body)) }
    await #expect(throws: BoxOfficeError.httpStatus(code: 401, message: "wrong appKey(bad) format")) {
      try await Self.repository(transport, sleeper: RecordingClock()).poster(for: PosterQuery(title: "바다의 끝"))
    }
  }

  @Test("The poster image loader retries, caches by URL and reports failures")
  func imageLoader() async throws {
    let image = Data(repeating: 0xFF, count: 1_000)
    let transport = StubTransport { request, attempt in
      if request.url.lastPathComponent == "missing.jpg" { return .success(HTTPTransportResponse(statusCode: 404)) }
      return attempt == 1
        ? .failure(HTTPTransportError(.timedOut)) : .success(HTTPTransportResponse(statusCode: 200, body: image))
    }
    let sleeper = RecordingClock()
    let loader = PosterImageLoader(transport: transport, byteLimit: 10_000, clock: sleeper)
    let poster = Poster(imageURL: try #require(URL(string: "https://img.example.com/a.jpg")), width: 7, height: 10)
    #expect(try await loader.imageData(for: poster) == image)
    #expect(try await loader.imageData(for: poster) == image)
    #expect(await transport.requestCount == 2)
    #expect(await loader.cachedBytes == 1_000)
    await #expect(throws: BoxOfficeError.httpStatus(code: 404, message: nil)) {
      try await loader.imageData(for: try #require(URL(string: "https://img.example.com/missing.jpg")))
    }
    await loader.removeAllCachedImages()
    #expect(await loader.cachedBytes == 0)
  }
}
