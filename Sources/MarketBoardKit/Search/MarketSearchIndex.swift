/// The board's search: Korean name, English name and symbol, normalised once (lower case, spaces removed, Hangul
/// initial consonants computed), scanned as flat byte buffers with the same search TimetableKit's catalogue uses.
struct MarketSearchIndex: Sendable {
  private let korean: SearchColumn
  private let english: SearchColumn
  private let symbol: SearchColumn
  private let count: Int

  init(_ rows: [MarketBoardRow]) {
    korean = SearchColumn(rows.map(\.market.koreanName))
    english = SearchColumn(rows.map(\.market.englishName))
    symbol = SearchColumn(rows.map(\.market.code.base))
    count = rows.count
  }

  /// Whether each row (by list index) matches `query`; every row does for a query that is empty once normalised.
  func matches(_ query: String) -> [Bool] {
    let search = SearchQuery(query)
    guard !search.isEmpty else { return [Bool](repeating: true, count: count) }
    var ranks = [UInt8](repeating: SearchRank.none.rawValue, count: count)
    korean.rank(search, into: &ranks)
    english.rank(search, into: &ranks)
    symbol.rank(search, into: &ranks)
    return ranks.map { $0 != SearchRank.none.rawValue }
  }
}
