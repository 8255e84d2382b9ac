import Foundation
import FuzzSupport

@_spi(Benchmarking) @testable import WagerKit

/// The history endpoint's body (`GET /api/history`) and its mapping to display rows.
///
/// Checks: decoding is lenient but faithful (the items encode and decode back to themselves);
/// `WagerServerDecoder.battleHistory(from:)` gives the rows of the items; rows come in the server's order with unique
/// identifiers, one per distinct identifier; totals count the rows with a result.
enum HistoryTarget {
  static func run(_ bytes: [UInt8]) {
    let items: [BattleHistoryItemDTO]
    do {
      items = try BattleHistoryItemDTO.list(from: Data(bytes))
    } catch {
      fuzzCheck(!error.description.isEmpty, "an error without a description")
      fuzzCheck((try? WagerServerDecoder.battleHistory(from: Data(bytes))) == nil, "rows from a refused body")
      return
    }
    let again = try? BattleHistoryItemDTO.list(from: JSONEncoder().encode(items))
    fuzzCheck(again == items, "the items do not survive a JSON round trip")
    let rows = BattleHistoryRow.rows(items: items)
    fuzzCheck((try? WagerServerDecoder.battleHistory(from: Data(bytes))) == rows, "battleHistory(from:) disagrees")
    fuzzCheck(rows.count <= items.count, "more rows than items")
    fuzzCheck(Set(rows.map(\.id)).count == rows.count, "two rows with one identifier")
    fuzzCheck(items.isEmpty == rows.isEmpty, "items without rows")
    for url in rows.compactMap(\.image) {
      let text = url.absoluteString
      fuzzCheck(WebAddress.encoded(text) == text, "an image URL that is not valid as it stands: \(text)")
    }
    let totals = BattleTotals(results: rows.map(\.result))
    fuzzCheck(totals.count == rows.filter { $0.result != nil }.count, "totals miscount")
    for (index, item) in items.enumerated() {
      let row = BattleHistoryRow(item: item, fallbackID: BattleID("#\(index)"))
      fuzzCheck(row.winnerName.map { !$0.isEmpty } ?? true, "an empty winner name")
      fuzzCheck(!row.resultText.isEmpty, "an empty result text")
    }
  }
}
