// The feed hands out OrderBookKit, CandleKit and MarketBoardKit values (books, snapshots, candles, tickers, trade
// rows), so an app that imports MarketFeed reads them without importing the kits too; DomainKitsCore brings the
// shared vocabulary (BackoffPolicy, CalendarDay, DateProvider).
@_exported import CandleKit
@_exported import DomainKitsCore
@_exported import MarketBoardKit
@_exported import OrderBookKit
