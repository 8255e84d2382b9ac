#if LiveFeed
  import NIOCore
  import NIOPosix

  /// The listening socket of the replay servers (``BithumbReplayServer``, ``QuotationReplayServer``): bound for
  /// the length of a `serve` call, each accepted connection set up by the server's own pipeline.
  enum ReplayListener {
    /// Listens on `host` (on `port`, or one the system picks for 0), sets up each accepted connection with
    /// `configure`, runs `body` with the bound port, and closes the socket when `body` returns or throws. `body`
    /// runs on the caller's actor.
    static func serve<Result>(
      host: String, port: Int, isolation: isolated (any Actor)? = #isolation,
      configure: @escaping @Sendable (any Channel) throws -> Void,
      _ body: (_ boundPort: Int) async throws -> Result
    ) async throws -> Result {
      let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .serverChannelOption(.backlog, value: 64)
        .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
        .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
        .childChannelInitializer { channel in
          channel.eventLoop.makeCompletedFuture { try configure(channel) }
        }
        .bind(host: host, port: port)
        .get()
      let result: Result
      do {
        result = try await body(channel.localAddress?.port ?? port)
      } catch {
        try? await channel.close()
        throw error
      }
      try? await channel.close()
      return result
    }
  }
#endif
