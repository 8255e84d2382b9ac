import DomainKitsCore
import Foundation
import URLSessionSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The kits' `HTTPTransport` over `URLSession`: the real network for every kit's `APIClient`, BoxOfficeKit's
/// `KOBISBoxOfficeRepository` and `PosterImageLoader`.
///
/// Every HTTP response comes back as it is, whatever its status; only a missing response throws, as an
/// `HTTPTransportError` whose kind tells a timeout from a refused connection or a cancellation. The default
/// session is ephemeral (no `URLCache`, no cookies): the API clients keep tokens in their own `TokenStore`, and
/// BoxOfficeKit caches bodies itself, with lifetimes that follow the box-office day.
///
/// ```swift
/// import BoxOfficeKit
/// import BoxOfficeLive
///
/// let repository = KOBISBoxOfficeRepository(
///   kobisKey: key, transport: URLSessionTransport(), now: Date.init, clock: ContinuousClock())
/// ```
public struct URLSessionTransport: HTTPTransport {
  private let session: URLSession
  private let defaultTimeout: Duration

  /// Creates a transport on `session`.
  ///
  /// - Parameters:
  ///   - session: The session that sends the requests; an ephemeral one by default.
  ///   - defaultTimeout: The timeout of requests that do not set one.
  public init(session: URLSession = URLSession(configuration: .ephemeral), defaultTimeout: Duration = .seconds(30)) {
    self.session = session
    self.defaultTimeout = defaultTimeout
  }

  /// Sends `request` and returns the response of any status.
  ///
  /// - Throws: `HTTPTransportError` of kind `timedOut`, `cannotConnect`, `connectionLost`, `cancelled` or
  ///   `other` when no response arrived.
  public func send(_ request: HTTPTransportRequest) async throws(HTTPTransportError) -> HTTPTransportResponse {
    if Task.isCancelled { throw HTTPTransportError(.cancelled) }
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    urlRequest.httpBody = request.body
    urlRequest.timeoutInterval = Self.seconds(request.timeout ?? defaultTimeout)
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await CancellableDataTask.load(urlRequest, on: session)
    } catch {
      throw Self.transportError(error)
    }
    guard let http = response as? HTTPURLResponse else {
      throw HTTPTransportError(.other, message: "not an HTTP response: \(response)")
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String { headers[name] = value }
    }
    return HTTPTransportResponse(statusCode: http.statusCode, headers: headers, body: data)
  }

  /// The transport error for what `URLSession` threw.
  static func transportError(_ error: any Error) -> HTTPTransportError {
    if error is CancellationError { return HTTPTransportError(.cancelled) }
    guard let urlError = error as? URLError else {
      return HTTPTransportError(.other, message: String(describing: error))
    }
    let message = urlError.localizedDescription
    switch urlError.code {
    case .timedOut:
      return HTTPTransportError(.timedOut, message: message)
    case .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed, .notConnectedToInternet:
      return HTTPTransportError(.cannotConnect, message: message)
    case .networkConnectionLost:
      return HTTPTransportError(.connectionLost, message: message)
    case .cancelled:
      return HTTPTransportError(.cancelled, message: message)
    default:
      return HTTPTransportError(.other, message: message)
    }
  }

  /// The timeout in seconds for `URLRequest`.
  ///
  /// swift-corelibs-foundation (Linux) truncates `timeoutInterval` to whole seconds, so 0.5 s became 0 and
  /// failed every request at once; there, timeouts are rounded up to whole seconds (at least 1).
  static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    let exact = max(0.001, Double(seconds) + Double(attoseconds) / 1e18)
    #if canImport(FoundationNetworking)
      return exact.rounded(.up)
    #else
      return exact
    #endif
  }
}
