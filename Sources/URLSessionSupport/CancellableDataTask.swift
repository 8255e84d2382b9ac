import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One `URLSession` data task behind `async`/`await`, cancellable from the calling Swift task. Shared by the
/// adapters that use URLSession (BoxOfficeLive, MarketFeed); not a product.
///
/// `URLSession.data(for:)` can deadlock on Linux: it cancels its data task from inside the cancelled Swift task's
/// status lock, and FoundationNetworking's `cancel()` then waits on the session's queue, which may be finishing the
/// same request and waiting for that lock; with two cooperative threads the whole process stalls. Here the cancel
/// runs off that lock, on a dispatch queue. A task that already finished is never cancelled: FoundationNetworking
/// traps ("a task that is not in the registry") when a cancel reaches a task its session has let go, as when the
/// request's own timeout and the caller's cancellation meet.
package final class CancellableDataTask: @unchecked Sendable {
  // Guarded by `lock`: the task once started, whether a cancel came first, and whether the task finished.
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var cancelled = false
  private var finished = false

  private init() {}

  /// Loads `request` on `session`, ending with `URLError(.cancelled)` when the calling task is cancelled.
  package static func load(_ request: URLRequest, on session: URLSession) async throws -> (Data, URLResponse) {
    let handle = CancellableDataTask()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request) { data, response, error in
          handle.finish()
          if let response, error == nil {
            continuation.resume(returning: (data ?? Data(), response))
          } else {
            continuation.resume(throwing: error ?? URLError(.badServerResponse))
          }
        }
        handle.start(task)
      }
    } onCancel: {
      handle.cancel()
    }
  }

  private func start(_ task: URLSessionDataTask) {
    lock.lock()
    self.task = task
    let cancelledFirst = cancelled
    lock.unlock()
    task.resume()
    if cancelledFirst { DispatchQueue.global().async { self.cancelIfRunning(task) } }
  }

  private func cancel() {
    lock.lock()
    cancelled = true
    let task = self.task
    lock.unlock()
    if let task { DispatchQueue.global().async { self.cancelIfRunning(task) } }
  }

  private func finish() {
    lock.lock()
    finished = true
    lock.unlock()
  }

  /// Cancels `task` unless it finished or its session no longer runs it.
  private func cancelIfRunning(_ task: URLSessionDataTask) {
    lock.lock()
    let done = finished
    lock.unlock()
    guard !done, task.state == .running else { return }
    task.cancel()
  }
}
