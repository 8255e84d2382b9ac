import Foundation

extension BattleHistoryRow {
  /// Maps one server history item to a row, filling what is missing.
  ///
  /// A missing `roundGameId` takes `fallbackID`; missing texts become empty; an unknown or missing `result`
  /// gives a `nil` ``result`` shown as ``WagerStrings/unknownResult``; an empty `winner` (the server's draw) is
  /// `nil`; an `image` that is not a URL is `nil`; a mission's `result` other than `WIN`/`LOSE` leaves
  /// ``MissionLine/completed`` `nil`.
  public init(_ item: BattleHistoryResultDTO, fallbackID: BattleID, strings: WagerStrings = .korean) {
    let result = item.result.flatMap { BattleResult(rawValue: Self.token($0)) }
    self.init(
      id: item.roundGameId.map { BattleID(String($0)) } ?? fallbackID,
      date: item.date ?? "",
      title: item.title ?? "",
      image: item.image.flatMap { $0.isEmpty ? nil : URL(string: $0) },
      result: result,
      resultText: strings.text(for: result),
      winnerName: item.winner.flatMap { $0.isEmpty ? nil : $0 },
      myMission: Self.line(item.myMission),
      partnerMission: Self.line(item.partnerMission))
  }

  /// Maps the server's history list to rows, in the server's order.
  ///
  /// Items without a `roundGameId` get the identifier "#*n*" from their position *n* (from 0), so every row
  /// stays identifiable; a later item repeating an earlier item's identifier is dropped, so SwiftUI lists never
  /// meet a duplicate.
  ///
  /// - Complexity: O(*n*).
  public static func rows(from items: [BattleHistoryResultDTO], strings: WagerStrings = .korean) -> [BattleHistoryRow] {
    var seen: Set<BattleID> = []
    var rows: [BattleHistoryRow] = []
    rows.reserveCapacity(items.count)
    for (position, item) in items.enumerated() {
      let row = BattleHistoryRow(item, fallbackID: BattleID("#\(position)"), strings: strings)
      if seen.insert(row.id).inserted { rows.append(row) }
    }
    return rows
  }

  private static func line(_ mission: BattleHistoryResultDTO.MissionDTO?) -> MissionLine {
    let completed: Bool? =
      switch mission?.result.map(token) {
      case "WIN": true
      case "LOSE": false
      default: nil
      }
    return MissionLine(content: mission?.content ?? "", completed: completed, time: mission?.time ?? "")
  }

  /// A wire enum value as compared: trimmed and upper-cased, so " win" still reads as `WIN`.
  private static func token(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
  }
}
