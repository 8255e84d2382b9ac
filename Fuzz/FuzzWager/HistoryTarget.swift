import Foundation
import FuzzSupport
import WagerKit

/// The history endpoint's body (`GET /api/history`) and its mapping to display rows.
///
/// Checks: decoding is lenient but faithful (the items encode and decode back to themselves); rows come in the
/// server's order with unique identifiers, one per distinct identifier; totals count the rows with a result.
enum HistoryTarget {
  static func run(_ bytes: [UInt8]) {
    let items: [BattleHistoryResultDTO]
    do {
      items = try BattleHistoryResultDTO.decodeList(from: Data(bytes))
    } catch {
      fuzzCheck(!error.description.isEmpty, "an error without a description")
      return
    }
    let again = try? BattleHistoryResultDTO.decodeList(from: JSONEncoder().encode(items))
    fuzzCheck(again == items, "the items do not survive a JSON round trip")
    let rows = BattleHistoryRow.rows(from: items)
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
      let row = BattleHistoryRow(item, fallbackID: BattleID("#\(index)"))
      fuzzCheck(row.winnerName.map { !$0.isEmpty } ?? true, "an empty winner name")
      fuzzCheck(!row.resultText.isEmpty, "an empty result text")
    }
  }
}
