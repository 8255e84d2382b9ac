import Foundation
import RepositoryConformance
import Testing

@testable import MarketBoardKit

@Suite("Favourites")
struct FavoritesTests {
  @Test("Toggling adds at the end and removes; duplicates collapse")
  func toggle() throws {
    let btc = try MarketCode("KRW-BTC")
    let eth = try MarketCode("KRW-ETH")
    var favorites = FavoriteMarkets(id: "me", codes: [btc, eth, btc])
    #expect(favorites.codes == [btc, eth])
    let removed = favorites.toggle(btc)
    let added = favorites.toggle(btc)
    #expect(!removed && added)
    #expect(favorites.codes == [eth, btc])
    favorites.remove(eth)
    #expect(!favorites.contains(eth) && favorites.contains(btc))
  }

  @Test("The favourites tab follows the board's order")
  func tab() throws {
    var board = MarketBoard(markets: boardMarkets)
    try board.apply(ticker("KRW-ETH", price: 1, value: "10"))
    try board.apply(ticker("KRW-ADA", price: 1, value: "20"))
    let favorites = FavoriteMarkets(id: "me", codes: [try MarketCode("KRW-ETH"), try MarketCode("KRW-ADA")])
    #expect(board.rows(in: favorites.codes).map(\.id.rawValue) == ["KRW-ADA", "KRW-ETH"])
    board.order = MarketBoardOrder(.name, .ascending)
    #expect(board.rows(in: favorites.codes).map(\.market.koreanName) == ["에이다", "이더리움"])
  }

  @Test("The in-memory repository passes the conformance suite")
  func conformance() async throws {
    try await exerciseFavoriteMarketsRepository { InMemoryFavoriteMarketsRepository() }
  }
}

@Suite("Recent trades")
struct RecentTradesTests {
  private func trade(_ id: String, _ milliseconds: Int64, side: RecentTrade.Side = .sell) throws -> RecentTrade {
    RecentTrade(
      id: id, timestamp: milliseconds, price: try #require(Price("91196000")),
      quantity: try #require(Quantity("0.00021931")), side: side)
  }

  @Test("Newest first, bounded, duplicates ignored, out-of-order arrivals placed by time")
  func ordering() throws {
    var trades = RecentTrades(capacity: 3)
    var listed: [Bool] = []
    for (id, time) in [("1", 1_000), ("3", 3_000), ("2", 2_000), ("2", 2_000)] {
      listed.append(trades.insert(try trade(id, Int64(time))))
    }
    #expect(listed == [true, true, true, false])
    #expect(trades.trades.map(\.id) == ["3", "2", "1"])
    let newest = trades.insert(try trade("4", 4_000))
    #expect(newest && trades.trades.map(\.id) == ["4", "3", "2"])
    // Older than every trade of a full list, or dropped already and still the oldest: not listed.
    let tooOld = trades.insert(try trade("0", 500))
    let droppedAgain = trades.insert(try trade("1", 1_000))
    #expect(!tooOld && !droppedAgain)
  }

  /// A trade of another kit, as DomainKitsCore's protocol describes it.
  private struct VenueTrade: ExecutedTrade {
    var tradeID: String
    var executedAtMilliseconds: Int64?
    var executedPrice: Price
    var executedQuantity: Quantity
    var isTakerBuy: Bool
  }

  @Test("RecentTrade(_:) takes any ExecutedTrade: id, time, exact values and side kept; no time, no row")
  func fromExecutedTrade() throws {
    let sell = VenueTrade(
      tradeID: "921046844841158138", executedAtMilliseconds: 1_785_397_735_004,
      executedPrice: try #require(Price("91196000")), executedQuantity: try #require(Quantity("0.00021931")),
      isTakerBuy: false)
    #expect(RecentTrade(sell) == (try trade("921046844841158138", 1_785_397_735_004, side: .sell)))
    var buy = sell
    buy.isTakerBuy = true
    #expect(RecentTrade(buy)?.side == .buy)
    var untimed = sell
    untimed.executedAtMilliseconds = nil
    #expect(RecentTrade(untimed) == nil)
    var trades = RecentTrades()
    trades.insert(try #require(RecentTrade(sell)))
    #expect(trades.rows().first?.time == "16:48:55")
  }

  @Test("Rows show Seoul time, grouped price and exact quantity")
  func rows() throws {
    var trades = RecentTrades()
    // The captured WebSocket trade: trade_timestamp 1785397735004 is 16:48:55 in Seoul.
    trades.insert(try trade("921046844841158138", 1_785_397_735_004, side: .sell))
    let row = try #require(trades.rows().first)
    #expect(row.time == "16:48:55")
    #expect(row.price == "91,196,000")
    #expect(row.quantity == "0.00021931")
    #expect(row.side == .sell)
    #expect(RecentTradeRow.seoulClock(milliseconds: 1_785_430_799_999) == "01:59:59")
  }
}
