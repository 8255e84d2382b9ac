import Foundation

/// The code one partner gives the other to connect their accounts into a couple.
///
/// A code connects at most once, never its own issuer, and only until it expires; ``Couple/join(_:code:at:)``
/// enforces all three. Codes compare after ``normalized(_:)``, so " ab12cd34 " typed by hand matches "AB12CD34".
public struct InviteCode: Sendable, Equatable, Hashable, Codable {
  /// The code's text, normalized (trimmed, upper case).
  public let code: String
  /// When the code was issued.
  public let issuedAt: Date
  /// The first instant at which the code no longer connects.
  public let expiresAt: Date

  /// The characters of a generated code: digits and capital letters without the look-alikes 0, O, 1, I and L.
  public static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")
  /// The length of a generated code.
  public static let generatedLength = 8
  /// How long a generated code stays valid by default: one day.
  public static let defaultValidity: TimeInterval = 86_400

  /// Creates an invite code from stored or received values.
  ///
  /// - Throws: ``WagerError/invalidInviteCode(code:)`` when the normalized code is empty or `expiresAt` is not
  ///   after `issuedAt`.
  public init(code: String, issuedAt: Date, expiresAt: Date) throws(WagerError) {
    let normalized = Self.normalized(code)
    guard !normalized.isEmpty, expiresAt > issuedAt else { throw .invalidInviteCode(code: code) }
    self.code = normalized
    self.issuedAt = issuedAt
    self.expiresAt = expiresAt
  }

  /// A random code from ``alphabet``, drawn from `generator` so tests can fix it.
  ///
  /// A non-positive or non-finite `validity` falls back to ``defaultValidity``.
  public static func generate(
    issuedAt: Date, validFor validity: TimeInterval = defaultValidity, using generator: inout some RandomNumberGenerator
  ) -> InviteCode {
    var text = ""
    for _ in 0..<generatedLength {
      text.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
    }
    let span = validity.isFinite && validity > 0 ? validity : defaultValidity
    // A generated code is never blank; the span is positive, so the code expires after it is issued.
    return InviteCode(unchecked: text, issuedAt: issuedAt, expiresAt: issuedAt.addingTimeInterval(span))
  }

  private init(unchecked code: String, issuedAt: Date, expiresAt: Date) {
    self.code = code
    self.issuedAt = issuedAt
    self.expiresAt = expiresAt
  }

  /// Whether the code still connects at `date`.
  public func isValid(at date: Date) -> Bool {
    date < expiresAt
  }

  /// The form in which codes are stored and compared: surrounding whitespace removed, letters in upper case.
  public static func normalized(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
  }

  /// Decodes a code and checks it like ``init(code:issuedAt:expiresAt:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let code = try container.decode(String.self, forKey: .code)
    let issuedAt = try container.decode(Date.self, forKey: .issuedAt)
    let expiresAt = try container.decode(Date.self, forKey: .expiresAt)
    do {
      try self.init(code: code, issuedAt: issuedAt, expiresAt: expiresAt)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .code, in: container, debugDescription: error.description)
    }
  }
}
