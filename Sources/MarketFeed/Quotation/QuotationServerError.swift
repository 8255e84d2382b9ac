#if LiveFeed
  /// An error frame of a quotation WebSocket, `{"error":{"name":"NO_TICKET","message":"..."}}`: one case per
  /// documented name, with the server's message, and ``unknown(name:message:)`` for any other.
  ///
  /// Every documented name describes the request, which the feed would send again unchanged: those are fatal
  /// (``isFatal``), and the feed stops instead of reconnecting in a loop. An unknown name is reported and the
  /// connection kept.
  public enum QuotationServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `WRONG_FORMAT`: the request is not the expected JSON array.
    case wrongFormat(message: String)
    /// `NO_TICKET`: the request has no ticket, or an invalid one.
    case noTicket(message: String)
    /// `NO_TYPE`: a type object lacks its `type`.
    case noType(message: String)
    /// `NO_CODES`: a type object lacks its `codes`.
    case noCodes(message: String)
    /// `INVALID_PARAM`: a field has a value the server refuses (empty `codes`, an unsupported format).
    case invalidParam(message: String)
    /// A name the documentation does not list.
    case unknown(name: String, message: String)

    /// The case for an error frame's `name` and `message`.
    public init(name: String, message: String) {
      switch name {
      case "WRONG_FORMAT": self = .wrongFormat(message: message)
      case "NO_TICKET": self = .noTicket(message: message)
      case "NO_TYPE": self = .noType(message: message)
      case "NO_CODES": self = .noCodes(message: message)
      case "INVALID_PARAM": self = .invalidParam(message: message)
      default: self = .unknown(name: String(name.prefix(64)), message: message)
      }
    }

    /// The name as the server sent it.
    public var name: String {
      switch self {
      case .wrongFormat: "WRONG_FORMAT"
      case .noTicket: "NO_TICKET"
      case .noType: "NO_TYPE"
      case .noCodes: "NO_CODES"
      case .invalidParam: "INVALID_PARAM"
      case .unknown(let name, _): name
      }
    }

    /// The server's message.
    public var message: String {
      switch self {
      case .wrongFormat(let message), .noTicket(let message), .noType(let message), .noCodes(let message),
        .invalidParam(let message), .unknown(_, let message):
        message
      }
    }

    /// Whether the feed stops on it: every documented name refuses the request, which reconnecting would only send
    /// again; an unknown name is reported and the connection kept.
    public var isFatal: Bool {
      if case .unknown = self { return false }
      return true
    }

    /// The name and the message.
    public var description: String {
      "the server refused the request: \(name)" + (message.isEmpty ? "" : " (\(message.prefix(200)))")
    }
  }
#endif
