// The feed hands out OrderBookKit and CandleKit values (books, snapshots, candles), so an app that imports
// MarketFeed reads them without importing the kits too; DomainKitsCore brings the shared vocabulary
// (BackoffPolicy, CalendarDay, DateProvider).
@_exported import CandleKit
@_exported import DomainKitsCore
@_exported import OrderBookKit
