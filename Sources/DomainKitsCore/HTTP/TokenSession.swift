/// The tokens an ``APIClient`` holds, and the one refresh in flight.
///
/// Requests that meet an expired token ask for a refresh with the generation of the tokens they were sent with.
/// The first starts the refresh; the others wait for it; a request that was sent with tokens older than the
/// current ones is simply sent again. So any number of concurrent expiries cost exactly one refresh.
actor TokenSession<ServerFailure: Error & Sendable> {
  typealias Refresh = @Sendable (AuthTokens) async -> Result<AuthTokens, APIError<ServerFailure>>

  private let store: any TokenStore
  private var tokens: AuthTokens?
  private var loaded = false
  /// Bumped whenever the tokens change (sign-in, refresh, sign-out).
  private var generation = 0
  private var inFlight: Task<Result<AuthTokens, APIError<ServerFailure>>, Never>?
  /// Refreshes performed (successful or not): what tests count.
  private(set) var refreshes = 0

  init(store: any TokenStore) {
    self.store = store
  }

  /// The current tokens and their generation, reading the store the first time.
  func current() async throws(APIError<ServerFailure>) -> (tokens: AuthTokens, generation: Int)? {
    if !loaded {
      do {
        let stored = try await store.loadTokens()
        if !loaded {
          tokens = stored
          loaded = true
        }
      } catch {
        throw .tokenStore(String(describing: type(of: error)) + ": " + String(describing: error))
      }
    }
    return tokens.map { ($0, generation) }
  }

  /// Replaces the tokens (sign-in) and writes them through.
  func replace(with new: AuthTokens?) async throws(APIError<ServerFailure>) {
    tokens = new
    loaded = true
    generation += 1
    do {
      if let new { try await store.saveTokens(new) } else { try await store.removeTokens() }
    } catch {
      throw .tokenStore(String(describing: type(of: error)) + ": " + String(describing: error))
    }
  }

  /// Fresh tokens after a request sent with generation `failed` met an expired token.
  func refreshed(after failed: Int, using refresh: Refresh?) async -> Result<AuthTokens, APIError<ServerFailure>> {
    if generation != failed {
      // Someone else refreshed (or signed out) since that request left.
      return tokens.map { .success($0) } ?? .failure(.signInRequired(.refreshRefused))
    }
    if let inFlight { return await inFlight.value }
    guard let current = tokens, current.refreshToken != nil, let refresh else {
      return .failure(.signInRequired(.cannotRefresh))
    }
    refreshes += 1
    let task = Task { await self.perform(refresh, with: current) }
    inFlight = task
    return await task.value
  }

  /// Runs the refresh and records its outcome; every request waiting on it gets the same answer.
  private func perform(_ refresh: Refresh, with current: AuthTokens) async
    -> Result<AuthTokens, APIError<ServerFailure>>
  {
    defer { inFlight = nil }
    switch await refresh(current) {
    case .success(let new):
      let kept = AuthTokens(accessToken: new.accessToken, refreshToken: new.refreshToken ?? current.refreshToken)
      do throws(APIError<ServerFailure>) {
        try await replace(with: kept)
      } catch {
        return .failure(error)
      }
      return .success(kept)
    case .failure(let error) where error.isRetryable:
      // The server could not be reached: keep the tokens, the user is still signed in.
      return .failure(error)
    case .failure:
      try? await replace(with: nil)
      return .failure(.signInRequired(.refreshRefused))
    }
  }
}
