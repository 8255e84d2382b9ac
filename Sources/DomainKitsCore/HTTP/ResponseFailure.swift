/// What a non-2xx response means, as a server's ``APIConvention`` reads it.
public enum ResponseFailure<ServerFailure: Error & Sendable>: Sendable {
  /// The access token expired or is not accepted: refresh once and send again.
  case tokenExpired
  /// The account may not do this; refreshing will not help.
  case restricted(ServerFailure)
  /// A documented refusal.
  case server(ServerFailure)
  /// Nothing the server documents; the text says what was wrong.
  case unexpected(String)
}
