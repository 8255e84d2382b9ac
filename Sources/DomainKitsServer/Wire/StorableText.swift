#if Server
  /// Which texts the stores can keep: any but those holding U+0000. PostgreSQL's `text` refuses the character and
  /// the SQLite store keeps text only up to it, so a request string holding one is refused where the wire is read
  /// (with the API's bad-input refusal) instead of failing in the store (503) or being stored cut short.
  enum StorableText {
    /// Whether `text` holds no U+0000.
    static func accepts(_ text: some StringProtocol) -> Bool {
      !text.utf8.contains(0)
    }
  }
#endif
