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
  /// Decoding is lenient, and elements that are not JSON objects are skipped. In an item, missing texts become
  /// empty; an unknown or missing `result` gives a `nil` ``BattleHistoryRow/result`` shown as
  /// ``WagerStrings/unknownResult``; an empty `winner` (the server's draw) is `nil`; an `image` that is not a URL is
  /// `nil`; a mission's `result` other than `WIN`/`LOSE` leaves ``BattleHistoryRow/MissionLine/completed`` `nil`. Items without a
  /// `roundGameId` get the identifier "#*n*" from their position *n* (from 0), so every row stays identifiable; a
  /// later item repeating an earlier identifier is dropped, so SwiftUI lists never meet a duplicate.
  ///
  /// The `image` text is read with `WebAddress`: a space or Hangul in it is percent-encoded and existing escapes are
  /// kept, so the row has the same URL on every platform (`URL(string:)` alone returns `nil` for such text before
  /// iOS 17, and Linux encodes the escapes of half-escaped text a second time).
  ///
  /// - Complexity: O(*n*); each distinct image URL is parsed once.
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
