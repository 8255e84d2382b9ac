#if Server
  import Foundation

  /// Where the server reads the time: when a token was issued and when it expires, when a post was written or a
  /// purchase made.
  ///
  /// The executable uses ``system``; a test passes a clock it moves itself, so token expiry and the dates on the wire
  /// are exact.
  package struct ServerClock: Sendable {
    /// The current instant.
    package let now: @Sendable () -> Date

    /// A clock that reads `now`.
    package init(_ now: @escaping @Sendable () -> Date) {
      self.now = now
    }

    /// The system's clock.
    package static let system = ServerClock { Date() }
  }
#endif
