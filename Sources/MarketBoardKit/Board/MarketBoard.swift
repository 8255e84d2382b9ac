/// The exchange's main screen as a value: every market of one quote currency with its latest ticker, kept in the
/// chosen order as tickers arrive.
///
/// Applying a ticker finds the row's place by binary search, takes it out and puts it back where its new key
/// belongs, and reports the move (``MarketBoardChange``); the board is never re-sorted per message. Changing
/// ``order`` re-sorts once. A ticker older than the row's current one is ignored and counted.
///
/// ```swift
/// var board = MarketBoard(markets: markets)          // the KRW markets, by traded value
/// for ticker in tickers { board.apply(ticker) }
/// board.rows.first?.market.koreanName                 // the most traded market
/// ```
public struct MarketBoard: Sendable {
  /// The quote currency of the board's markets ("KRW").
  public let quote: String
  /// Rows in market-list order (the index is the row's list index).
  private(set) var storage: [MarketBoardRow]
  /// The ordering key of each row, by list index.
  private(set) var keys: [OrderingKey]
  /// List indices in board order.
  private(set) var sorted: [Int32]
  /// The list index of each market.
  private let indexByCode: [MarketCode: Int32]
  /// The search index over the rows, by list index.
  let search: MarketSearchIndex
  /// How many tickers were ignored because they were older than the row's current one.
  public private(set) var staleTickerCount = 0

  /// The order of the rows; setting it re-sorts the board.
  ///
  /// - Complexity: O(*n* log *n*) when set.
  public var order: MarketBoardOrder {
    didSet { if order != oldValue { resort() } }
  }

  /// A board of the markets quoted in `quote` among `markets` (kept in the order given, which breaks ties), with no
  /// tickers yet. A market listed twice keeps its first entry.
  ///
  /// - Complexity: O(*n* log *n*).
  public init(markets: [Market], quote: String = "KRW", order: MarketBoardOrder = .default) {
    self.quote = quote
    self.order = order
    var seen = Set<MarketCode>()
    let rows = Market.board(markets, quote: quote).filter { seen.insert($0.code).inserted }
    storage = rows.map { MarketBoardRow(market: $0) }
    var indexByCode: [MarketCode: Int32] = [:]
    for (index, row) in rows.enumerated() { indexByCode[row.code] = Int32(index) }
    self.indexByCode = indexByCode
    // 가나다 order: Hangul syllables sort in dictionary order by scalar value; ties keep list order.
    let byName = rows.indices.sorted { lhs, rhs in
      let left = Array(rows[lhs].koreanName.unicodeScalars.map(\.value))
      let right = Array(rows[rhs].koreanName.unicodeScalars.map(\.value))
      return left != right ? left.lexicographicallyPrecedes(right) : lhs < rhs
    }
    var keys = rows.indices.map { OrderingKey(nameRank: 0, listIndex: Int32($0)) }
    for (rank, index) in byName.enumerated() { keys[index].nameRank = Int32(rank) }
    self.keys = keys
    sorted = rows.indices.map { Int32($0) }
    search = MarketSearchIndex(storage)
    resort()
  }

  /// The number of rows.
  public var count: Int { sorted.count }

  /// The row at `position` in board order.
  public subscript(position: Int) -> MarketBoardRow { storage[Int(sorted[position])] }

  /// Every row in board order.
  ///
  /// - Complexity: O(*n*).
  public var rows: [MarketBoardRow] { sorted.map { storage[Int($0)] } }

  /// The row of `code`, or `nil` when the market is not on the board.
  public func row(_ code: MarketCode) -> MarketBoardRow? {
    indexByCode[code].map { storage[Int($0)] }
  }

  /// The position of `code`'s row in board order, or `nil` when it is not on the board.
  ///
  /// - Complexity: O(log *n*).
  public func position(of code: MarketCode) -> Int? {
    indexByCode[code].map { position(ofListIndex: $0) }
  }

  /// Applies one ticker: the row takes it and moves to its new place.
  ///
  /// - Returns: the row's move, ``MarketBoardChange/stale(_:)`` when the ticker's ``MarketTicker/timestamp`` is
  ///   older than the row's ticker (the row is untouched), or ``MarketBoardChange/notOnBoard(_:)``.
  /// - Complexity: O(log *n*) comparisons, and one shift of the row indices between the old and the new place.
  @discardableResult
  public mutating func apply(_ ticker: MarketTicker) -> MarketBoardChange {
    guard let index = indexByCode[ticker.code] else { return .notOnBoard(ticker.code) }
    let listIndex = Int(index)
    if ticker.isStale(replacing: storage[listIndex].ticker) {
      staleTickerCount += 1
      return .stale(ticker.code)
    }
    let from = position(ofListIndex: index)
    storage[listIndex].ticker = ticker
    var key = keys[listIndex]
    key.update(ticker)
    // Where the row belongs among the others: compare against neighbours with the row itself skipped.
    keys[listIndex] = key
    let to = insertionPoint(for: key, skipping: from)
    if to != from {
      if to > from {
        for position in from..<to { sorted[position] = sorted[position + 1] }
      } else {
        for position in stride(from: from, to: to, by: -1) { sorted[position] = sorted[position - 1] }
      }
      sorted[to] = index
    }
    return .updated(ticker.code, from: from, to: to)
  }

  /// The rows whose markets are in `codes` (a favourites list), in board order.
  ///
  /// - Complexity: O(*n*).
  public func rows(in codes: some Sequence<MarketCode>) -> [MarketBoardRow] {
    let wanted = Set(codes)
    return sorted.map { storage[Int($0)] }.filter { wanted.contains($0.market.code) }
  }

  /// The rows matching `query` by Korean name, English name, symbol or Korean initial consonants (ㅂㅌ finds
  /// 비트코인), spaces and case ignored, in board order; every row for an empty query.
  ///
  /// - Complexity: O(total length of the names) for the scan, O(*n*) for the rows.
  public func rows(matching query: String) -> [MarketBoardRow] {
    let matches = search.matches(query)
    return sorted.filter { matches[Int($0)] }.map { storage[Int($0)] }
  }

  // MARK: - Ordering

  /// The position of the row with list index `index`, by binary search on its key.
  func position(ofListIndex index: Int32) -> Int {
    let key = keys[Int(index)]
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if keys[Int(sorted[middle])].precedes(key, in: order) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// Where a row with `key` goes once it is taken out of `removed`: the number of other rows that precede it.
  private func insertionPoint(for key: OrderingKey, skipping removed: Int) -> Int {
    // Search the array as if `removed` were absent: positions at or after it shift by one.
    var low = 0
    var high = sorted.count - 1
    while low < high {
      let middle = (low + high) / 2
      let stored = middle >= removed ? middle + 1 : middle
      if keys[Int(sorted[stored])].precedes(key, in: order) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  private mutating func resort() {
    let keys = self.keys
    let order = self.order
    sorted.sort { keys[Int($0)].precedes(keys[Int($1)], in: order) }
  }
}
