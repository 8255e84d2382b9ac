#if Server
  import Foundation

  /// The key the server signs its tokens with: at least 32 bytes, from `DOMAINKITS_SERVER_JWT_SECRET`, else the one
  /// its store keeps (made by the first start on that store).
  ///
  /// Its description never shows the bytes, so a secret printed or logged by mistake leaks nothing.
  package struct TokenSecret: Sendable, CustomStringConvertible {
    /// The fewest bytes a secret may have (HS256's key length).
    package static let minimumByteCount = 32

    /// The key's bytes.
    let bytes: [UInt8]

    /// A secret of `text`'s UTF-8 bytes, or `nil` when they are fewer than ``minimumByteCount``.
    package init?(text: String) {
      let bytes = Array(text.utf8)
      guard bytes.count >= Self.minimumByteCount else { return nil }
      self.bytes = bytes
    }

    /// A secret of 32 random bytes from the system's generator: tokens it signs do not survive a restart.
    package static func random() -> TokenSecret {
      var generator = SystemRandomNumberGenerator()
      let bytes = (0..<minimumByteCount).map { _ in UInt8.random(in: 0...255, using: &generator) }
      return TokenSecret(bytes: bytes)!
    }

    /// A secret of `bytes`, or `nil` when they are fewer than ``minimumByteCount`` (a damaged stored secret).
    init?(bytes: [UInt8]) {
      guard bytes.count >= Self.minimumByteCount else { return nil }
      self.bytes = bytes
    }

    /// `TokenSecret(<redacted>)`.
    package var description: String { "TokenSecret(<redacted>)" }
  }
#endif
