#if Server
  /// The address the server is bound to, with the port the system chose when port 0 was asked for: what the
  /// executable prints and what a test sends its requests to.
  package struct ServerAddress: Sendable, Equatable, CustomStringConvertible {
    /// The host as configured (`127.0.0.1`).
    package let host: String
    /// The bound port.
    package let port: Int

    /// The address of a bound server.
    package init(host: String, port: Int) {
      self.host = host
      self.port = port
    }

    /// The base URL, `http://127.0.0.1:8080` (an IPv6 host in brackets).
    package var url: String {
      host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
    }

    /// The base URL.
    package var description: String { url }
  }
#endif
