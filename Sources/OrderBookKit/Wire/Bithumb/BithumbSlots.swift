/// Where the one-pass frame reader (DomainKitsCore's `JSONFrameScanner`) puts each field of a legacy Bithumb
/// WebSocket message: the envelope's members in one key table, `content`'s (an `orderbookdepth`'s or a
/// `transaction`'s `list` and `datetime`, a `ticker`'s statistics) in another, and the members of one entry of
/// `content.list` in one table for both entry types; and of the REST order book: the response's, `data`'s and a level's.
/// The names are the JSON keys, so a slot's field path is spelled as the `Decodable` path spells it
/// (`content.list[3].price`, `content.chgRate`, `data.bids[2].quantity`).
enum BithumbSlots {
  // MARK: The envelope: `{"type": …, "content": …}`, or a status `{"status": …, "resmsg": …}`

  /// `type`: `orderbookdepth`, `transaction`, `ticker`; a message without it is a status.
  static let type = 0
  /// `content`: the message's payload.
  static let content = 1
  /// A status message's code (`"0000"`).
  static let status = 2
  /// A status message's text.
  static let resmsg = 3
  /// The key table of the envelope.
  static let envelopeKeys = JSONKeyTable(["type", "content", "status", "resmsg"])

  // MARK: `content`

  /// `orderbookdepth` and `transaction`: the entries.
  static let list = 0
  /// `orderbookdepth`: microseconds since 1970, as a string or a number.
  static let datetime = 1
  /// A ticker's symbol.
  static let tickerSymbol = 2
  /// A ticker's window (`24H`).
  static let tickType = 3
  /// A ticker's Seoul date (`20240808`).
  static let date = 4
  /// A ticker's Seoul time (`163717`).
  static let time = 5
  /// A ticker's prices, in `BithumbTicker`'s order: open, close, low, high, previous close, change.
  static let openPrice = 6
  static let closePrice = 7
  static let lowPrice = 8
  static let highPrice = 9
  static let prevClosePrice = 10
  static let chgAmt = 11
  /// A ticker's statistics, in `BithumbTicker`'s order: change rate, value, volume, sell and buy volumes, power.
  static let chgRate = 12
  static let value = 13
  static let volume = 14
  static let sellVolume = 15
  static let buyVolume = 16
  static let volumePower = 17
  /// The slots of a ticker's members, every one a string in `BithumbTickerDTO`.
  static let tickerFields = tickerSymbol..<(volumePower + 1)
  /// The key table of `content`, for every message type.
  static let contentKeys = JSONKeyTable([
    "list", "datetime", "symbol", "tickType", "date", "time", "openPrice", "closePrice", "lowPrice", "highPrice",
    "prevClosePrice", "chgAmt", "chgRate", "value", "volume", "sellVolume", "buyVolume", "volumePower",
  ])

  // MARK: One entry of `content.list`: an `orderbookdepth`'s or a `transaction`'s

  // One table for both kinds of entry, so that the one pass reads an entry before it knows the message's type (which
  // the wire sends first, but may not); the slots each kind checks are contiguous.

  /// An `orderbookdepth` entry's number of orders at the price; optional.
  static let total = 0
  /// `bid` or `ask`.
  static let orderType = 1
  /// The level's price.
  static let price = 2
  /// The level's quantity (0 removes the level).
  static let quantity = 3
  /// An `orderbookdepth` entry's symbol (`XRP_KRW`).
  static let depthSymbol = 4
  /// The slots every `orderbookdepth` entry must hold as strings (`total` apart).
  static let depthFields = orderType..<(depthSymbol + 1)

  /// A `transaction` entry's symbol (the same member as `depthSymbol`).
  static let tradeSymbol = 4
  /// `1`: the taker sold; `2`: the taker bought.
  static let buySellGb = 5
  /// The trade's price.
  static let contPrice = 6
  /// The trade's quantity.
  static let contQty = 7
  /// `yyyy-MM-dd HH:mm:ss.SSSSSS` in Seoul time.
  static let contDtm = 8
  /// The slots every `transaction` entry must hold as strings.
  static let tradeFields = tradeSymbol..<(contDtm + 1)

  /// The key table of an entry of either kind.
  static let entryKeys = JSONKeyTable([
    "total", "orderType", "price", "quantity", "symbol", "buySellGb", "contPrice", "contQty", "contDtm",
  ])
  /// The key table of an `orderbookdepth` entry: ``entryKeys``.
  static let depthEntryKeys = entryKeys
  /// The key table of a `transaction` entry: ``entryKeys``.
  static let tradeEntryKeys = entryKeys

  // MARK: The REST order book: `{"status": …, "message": …, "data": {…}}`

  /// `"0000"`, or the exchange's error code.
  static let restStatus = 0
  /// The error's text.
  static let restMessage = 1
  /// The book.
  static let restData = 2
  /// The key table of the response.
  static let responseKeys = JSONKeyTable(["status", "message", "data"])

  /// `data.timestamp`: milliseconds since 1970, as a string or a number.
  static let timestamp = 0
  /// `data.payment_currency` (`KRW`).
  static let paymentCurrency = 1
  /// `data.order_currency` (`BTC`).
  static let orderCurrency = 2
  /// `data.bids`: the levels, best first.
  static let bids = 3
  /// `data.asks`: the levels, best first.
  static let asks = 4
  /// The key table of `data`.
  static let bookKeys = JSONKeyTable(["timestamp", "payment_currency", "order_currency", "bids", "asks"])

  /// A level's price.
  static let levelPrice = 0
  /// A level's quantity.
  static let levelQuantity = 1
  /// The key table of one level of `data.bids` or `data.asks`.
  static let levelKeys = JSONKeyTable(["price", "quantity"])
}
