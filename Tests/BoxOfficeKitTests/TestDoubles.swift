import BoxOfficeKit
import Foundation

/// An HTTP transport that answers from a closure and records every request.
actor StubTransport: HTTPTransport {
  typealias Handler =
    @Sendable (HTTPTransportRequest, _ attempt: Int) -> Result<HTTPTransportResponse, HTTPTransportError>

  private let handler: Handler
  private(set) var requests: [HTTPTransportRequest] = []

  init(_ handler: @escaping Handler) {
    self.handler = handler
  }

  /// Answers every request with status 200 and `body`.
  init(body: Data) {
    self.init { _, _ in .success(HTTPTransportResponse(statusCode: 200, body: body)) }
  }

  func send(_ request: HTTPTransportRequest) async throws(HTTPTransportError) -> HTTPTransportResponse {
    requests.append(request)
    return try handler(request, requests.count).get()
  }

  var requestCount: Int { requests.count }

  /// The query parameters of the last request.
  var lastQuery: [String: String] {
    guard let url = requests.last?.url, let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
    else { return [:] }
    return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
  }
}

/// A clock that never waits: each sleep records how long it was asked to wait and moves the clock's time on.
final class RecordingClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var recorded: [Duration] = []

  var now: Instant {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  var minimumResolution: Duration { .zero }

  /// The waits asked for, in order.
  var delays: [Duration] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    lock.withLock {
      recorded.append(current.duration(to: deadline))
      current = max(current, deadline)
    }
  }
}

/// A clock that stands still until told to move.
final class ManualClock: @unchecked Sendable {
  private let lock = NSLock()
  private var instant: Date

  init(_ instant: Date) {
    self.instant = instant
  }

  func now() -> Date {
    lock.lock()
    defer { lock.unlock() }
    return instant
  }

  func advance(by seconds: TimeInterval) {
    lock.lock()
    instant += seconds
    lock.unlock()
  }

  var provider: DateProvider { { self.now() } }
}

extension Date {
  /// 2025-11-22 00:01 in Seoul (2025-11-21 15:01 UTC): yesterday in Seoul is 2025-11-21.
  static let justAfterSeoulMidnight = Date(timeIntervalSince1970: 1_763_737_260)
}
