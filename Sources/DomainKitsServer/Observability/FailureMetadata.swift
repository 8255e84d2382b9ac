#if Server
  import Logging

  /// What a 5xx's log line says of the error: its type and, for an enum, its case (`busy`, `invalidStoredValue`),
  /// never its payload or description, which may hold stored text, paths or a user's values.
  enum FailureMetadata {
    /// `error_type` and, when the error is an enum case, `error_case`.
    static func of(_ error: any Error) -> Logger.Metadata {
      var metadata: Logger.Metadata = ["error_type": "\(String(reflecting: type(of: error)))"]
      if let name = caseName(error) { metadata["error_case"] = "\(name)" }
      return metadata
    }

    /// The case of an enum value with a payload (its label); `nil` for anything else, since a case without a
    /// payload prints through the type's own description.
    static func caseName(_ error: any Error) -> String? {
      let mirror = Mirror(reflecting: error)
      guard mirror.displayStyle == .enum else { return nil }
      return mirror.children.first?.label
    }
  }
#endif
