import ArgumentParser
import DomainKitsCore
import DomainKitsURLSession
import Foundation

/// `domainkits talk`: signs in to a server of one of the seed apps and runs one flow through the kit's client.
///
/// Each subcommand is the kit's `APIClient` over `URLSessionTransport`, against `--url` (a local server: the
/// reference server, a mock made from the server's own OpenAPI document, or a replay of recorded answers). It prints
/// one line per call and exits 0 when every call was answered as the API documents, 69 when the server cannot be
/// reached, 65 when an answer is not what the API documents.
struct TalkCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "talk",
    abstract: "Signs in to a local server and runs one flow per client (SUWIKI, Hous, the couple app).",
    subcommands: [TalkSuwikiCommand.self, TalkHousCommand.self, TalkCoupleCommand.self]
  )

  /// The base URL given on the command line, checked: `http` or `https`, a host, a port in 1...65535.
  static func serverURL(_ text: String) throws -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty, url.port.map({ (1...65_535).contains($0) }) ?? true
    else {
      throw ValidationError("--url must be an http:// or https:// URL with a host, like http://127.0.0.1:8080")
    }
    return url
  }

  /// The one-sentence failure for a client error: unreachable → 69, anything undocumented → 65.
  static func failure<Failure>(_ step: String, _ error: APIError<Failure>) -> DemoFailure {
    switch error {
    case .transport:
      DemoFailure("\(step): \(error)", exitCode: SysExit.unavailable)
    default:
      DemoFailure("\(step): \(error)", exitCode: SysExit.dataError)
    }
  }

  /// Sends `endpoint`, prints `ok METHOD /path: <summary>`, counts the call, and returns the decoded answer; a
  /// failure is the command's (69 unreachable, 65 anything undocumented, a refused token included).
  @discardableResult
  static func send<Success: Sendable, Failure>(
    _ client: APIClient<Failure>, _ endpoint: Endpoint<Success, Failure>, _ calls: inout Int,
    summary: (Success) -> String
  ) async throws -> Success {
    let step = "\(endpoint.method) \(endpoint.path)"
    let value: Success
    do throws(APIError<Failure>) {
      value = try await client.send(endpoint)
    } catch {
      throw failure(step, error)
    }
    calls += 1
    print("ok \(step): \(summary(value))")
    return value
  }
}
