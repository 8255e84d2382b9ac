/// Where the one-pass frame reader (DomainKitsCore's `JSONFrameScanner`) puts the fields of a market list's
/// elements (`/v1/market/all`), of their `market_event` object, and of an alert list's elements
/// (`/v1/market/virtual_asset_warning`): a slot per name the decoders read, in a key table for each.
enum MarketListSlots {
  /// A market's or an alert's `market` (its code), in ``marketTable`` and ``alertTable``.
  static let market = 0
  /// A market's `market_warning` (`NONE` or `CAUTION`; Bithumb, with `isDetails`).
  static let marketWarning = 1
  /// A market's `market_event` (an object; Upbit, with `is_details`).
  static let marketEvent = 2
  /// A market's `korean_name`.
  static let koreanName = 3
  /// A market's `english_name`.
  static let englishName = 4
  /// The key table of one element of a market list.
  static let marketTable = JSONKeyTable(["market", "market_warning", "market_event", "korean_name", "english_name"])

  /// `market_event`'s `warning` (a boolean), in ``eventTable``.
  static let eventWarning = 0
  /// The key table of a market's `market_event`.
  static let eventTable = JSONKeyTable(["warning"])

  /// An alert's `end_date` (Seoul wall clock), in ``alertTable``.
  static let endDate = 1
  /// An alert's `warning_type`.
  static let warningType = 2
  /// An alert's `warning_step`.
  static let warningStep = 3
  /// The key table of one element of an alert list.
  static let alertTable = JSONKeyTable(["market", "end_date", "warning_type", "warning_step"])
}
