import Foundation

/// Reads the bodies of the WagerKit server's endpoints into the kit's models.
///
/// ```swift
/// let rows = try WagerServerDecoder.battleHistory(from: body)  // GET /api/history
/// let history = BattleHistory(rows: rows)
/// ```
public enum WagerServerDecoder {
  /// The rows of a battle history (`GET /api/history`), in the server's order.
  ///
  /// Decoding is lenient: an item's missing, `null` or mistyped field is filled as
  /// ``BattleHistoryRow/rows(from:strings:)`` describes, and elements that are not JSON objects are skipped. Items
  /// without a `roundGameId` get "#*n*" from their position; a repeated identifier is dropped.
  ///
  /// - Throws: ``WagerError/serverError(code:message:)`` for the server's error body (`{"code": "UE1006"}`, sent
  ///   for a disconnected couple), or ``WagerError/malformedPayload(field:reason:)`` for anything that is not a JSON
  ///   array.
  public static func battleHistory(from data: Data, strings: WagerStrings = .korean) throws(WagerError)
    -> [BattleHistoryRow]
  {
    BattleHistoryRow.rows(items: try BattleHistoryItemDTO.list(from: data), strings: strings)
  }
}
