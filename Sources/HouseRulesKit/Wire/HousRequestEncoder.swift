import Foundation

/// Writes the bodies of the Hous server's requests from the kit's models; ``HousServerDecoder`` reads its answers.
///
/// ```swift
/// let body = HousRequestEncoder.requestBody(for: rule)  // POST /room/{roomId}/rule
/// ```
public enum HousRequestEncoder {
  /// The rule as the server's request body, with its identifier as `_id`. A rotation is sent as its members, each
  /// on its weekdays; ``HousServerDecoder/rule(from:id:)`` reads the body back.
  public static func requestBody(for rule: Rule) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(rule.housWire)) ?? Data()
  }
}
