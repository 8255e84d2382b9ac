import Foundation

/// Sends requests through a transport, retrying what ``BoxOfficeError/isRetryable`` allows.
///
/// Returns only successful (2xx) responses; everything else becomes a ``BoxOfficeError``. Cancellation is
/// reported as `CancellationError`, the way Swift concurrency expects.
struct RetryingSender: Sendable {
  let transport: any HTTPTransport
  let policy: RetryPolicy
  /// Waits between attempts: the injected clock's `sleep(for:)`.
  let sleep: BoxOfficeSleep

  init(transport: any HTTPTransport, policy: RetryPolicy, sleep: @escaping BoxOfficeSleep) {
    self.transport = transport
    self.policy = policy
    self.sleep = sleep
  }

  init<C: Clock>(transport: any HTTPTransport, policy: RetryPolicy, clock: C) where C.Duration == Duration {
    self.init(transport: transport, policy: policy, sleep: { try await clock.sleep(for: $0) })
  }

  func send(_ request: HTTPTransportRequest) async throws -> HTTPTransportResponse {
    var attempt = 1
    while true {
      try Task.checkCancellation()
      let failure: BoxOfficeError
      do {
        let response = try await transport.send(request)
        if response.isSuccess { return response }
        failure = .httpStatus(code: response.statusCode, message: Self.errorMessage(in: response.body))
      } catch {
        if error.kind == .cancelled { throw CancellationError() }
        failure = .transport(error)
      }
      guard failure.isRetryable, attempt < policy.maximumAttempts else { throw failure }
      try await sleep(policy.delay(afterAttempt: attempt))
      attempt += 1
    }
  }

  /// The `message` of a JSON error body (Kakao's `{"errorType": ..., "message": ...}`), if there is one.
  static func errorMessage(in body: Data) -> String? {
    struct ErrorBody: Decodable { let message: String? }
    guard !body.isEmpty, let decoded = try? JSONDecoder().decode(ErrorBody.self, from: body) else { return nil }
    return decoded.message
  }
}
