#if Server
  import Foundation

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// One HTTP/1.1 exchange over a plain socket, for what URLSession will not send (a `GET` with a body, as Hous's
  /// `GET /room/in` takes its invite code): the request's bytes as given, `Connection: close`, the answer read to the
  /// end.
  enum RawHTTPExchange {
    /// Why the exchange failed.
    struct Failure: Error, CustomStringConvertible {
      let description: String
    }

    /// Sends `method path` with `headers` and `body` to 127.0.0.1:`port`; the answer's status and body (the body as
    /// sent: the server answers with a `Content-Length`, not chunks).
    static func send(
      port: Int, method: String, path: String, headers: [String: String] = [:], body: Data = Data()
    ) async throws -> (status: Int, body: Data) {
      var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
      head += "Content-Length: \(body.count)\r\n"
      for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
        head += "\(name): \(value)\r\n"
      }
      let request = Data((head + "\r\n").utf8) + body
      let answer = try await Task.detached { try Self.exchange(port: port, request) }.value
      guard let split = answer.range(of: Data("\r\n\r\n".utf8)),
        let statusLine = String(data: answer[..<split.lowerBound], encoding: .utf8)?.split(separator: "\r\n").first,
        let status = statusLine.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
      else { throw Failure(description: "no HTTP answer") }
      return (status, Data(answer[split.upperBound...]))
    }

    /// Connects, writes `request`, reads until the server closes.
    private static func exchange(port: Int, _ request: Data) throws -> Data {
      #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
      #endif
      guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
      defer { close(descriptor) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
          connect(descriptor, socketAddress, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard connected == 0 else { throw Failure(description: "connect: \(errno)") }
      try request.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        var sent = 0
        while sent < bytes.count {
          let written = write(descriptor, bytes.baseAddress! + sent, bytes.count - sent)
          guard written > 0 else { throw Failure(description: "write: \(errno)") }
          sent += written
        }
      }
      var answer = Data()
      var buffer = [UInt8](repeating: 0, count: 4_096)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count <= 0 { break }
        answer.append(contentsOf: buffer[0..<count])
      }
      return answer
    }
  }
#endif
