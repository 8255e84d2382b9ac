import Foundation

extension BattleHistoryRow {
  /// Maps one server history item to a row, filling what is missing.
  ///
  /// A missing `roundGameId` takes `fallbackID`; missing texts become empty; an unknown or missing `result`
  /// gives a `nil` ``result`` shown as ``WagerStrings/unknownResult``; an empty `winner` (the server's draw) is
  /// `nil`; an `image` that is not a URL is `nil`; a mission's `result` other than `WIN`/`LOSE` leaves
  /// ``MissionLine/completed`` `nil`.
  ///
  /// The `image` text is read with `WebAddress`: a space or Hangul in it is percent-encoded and existing escapes are
  /// kept, so the row has the same URL on every platform (`URL(string:)` alone returns `nil` for such text before
  /// iOS 17, and Linux encodes the escapes of half-escaped text a second time).
  @available(*, deprecated, message: "decode rows with WagerServerDecoder.battleHistory(from:strings:)")
  public init(_ item: BattleHistoryResultDTO, fallbackID: BattleID, strings: WagerStrings = .korean) {
    self.init(item: item.item, fallbackID: fallbackID, strings: strings)
  }

  /// Maps one wire item to a row, as ``init(_:fallbackID:strings:)`` describes.
  @_spi(Benchmarking)
  public init(item: BattleHistoryItemDTO, fallbackID: BattleID, strings: WagerStrings = .korean) {
    self.init(
      item, id: item.roundGameId.map { BattleID(String($0)) } ?? fallbackID, strings: strings,
      image: item.image.flatMap(Self.url))
  }

  /// Maps the server's history list to rows, in the server's order.
  ///
  /// Items without a `roundGameId` get the identifier "#*n*" from their position *n* (from 0), so every row
  /// stays identifiable; a later item repeating an earlier item's identifier is dropped, so SwiftUI lists never
  /// meet a duplicate.
  ///
  /// - Complexity: O(*n*); each distinct image URL is parsed once.
  @available(*, deprecated, message: "decode rows with WagerServerDecoder.battleHistory(from:strings:)")
  public static func rows(from items: [BattleHistoryResultDTO], strings: WagerStrings = .korean) -> [BattleHistoryRow] {
    rows(items: items.map(\.item), strings: strings)
  }

  /// Maps wire items to rows, as ``rows(from:strings:)`` describes.
  @_spi(Benchmarking)
  public static func rows(items: [BattleHistoryItemDTO], strings: WagerStrings = .korean) -> [BattleHistoryRow] {
    var seen: Set<BattleID> = []
    var images: [String: URL?] = [:]
    var rows: [BattleHistoryRow] = []
    rows.reserveCapacity(items.count)
    for (position, item) in items.enumerated() {
      let id = item.roundGameId.map { BattleID(String($0)) } ?? BattleID("#\(position)")
      guard seen.insert(id).inserted else { continue }
      var image: URL?
      if let text = item.image {
        if let parsed = images[text] {
          image = parsed
        } else {
          image = url(text)
          images[text] = image
        }
      }
      rows.append(BattleHistoryRow(item, id: id, strings: strings, image: image))
    }
    return rows
  }

  private init(_ item: BattleHistoryItemDTO, id: BattleID, strings: WagerStrings, image: URL?) {
    let result = item.result.flatMap { BattleResult(rawValue: Self.token($0)) }
    self.init(
      id: id,
      date: item.date ?? "",
      title: item.title ?? "",
      image: image,
      result: result,
      resultText: strings.text(for: result),
      winnerName: item.winner.flatMap { $0.isEmpty ? nil : $0 },
      myMission: Self.line(item.myMission),
      partnerMission: Self.line(item.partnerMission))
  }

  private static func url(_ text: String) -> URL? {
    WebAddress.url(text)
  }

  private static func line(_ mission: BattleHistoryItemDTO.MissionDTO?) -> MissionLine {
    let completed: Bool? =
      switch mission?.result.map(token) {
      case "WIN": true
      case "LOSE": false
      default: nil
      }
    return MissionLine(content: mission?.content ?? "", completed: completed, time: mission?.time ?? "")
  }

  /// A wire enum value as compared: trimmed and upper-cased, so " win" still reads as `WIN`. The server's own
  /// spelling is returned as is, without the Foundation calls.
  private static func token(_ text: String) -> String {
    switch text {
    case "WIN", "LOSE", "DRAW": text
    default: text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    }
  }
}
