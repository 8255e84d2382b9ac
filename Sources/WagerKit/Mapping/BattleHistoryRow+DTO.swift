import Foundation

extension BattleHistoryRow {
  /// Maps one wire item to a row, as ``WagerServerDecoder/battleHistory(from:strings:)`` describes, with
  /// `fallbackID` for a missing `roundGameId`.
  @_spi(Benchmarking)
  public init(item: BattleHistoryItemDTO, fallbackID: BattleID, strings: WagerStrings = .korean) {
    self.init(
      item, id: item.roundGameId.map { BattleID(String($0)) } ?? fallbackID, strings: strings,
      image: item.image.flatMap(Self.url))
  }

  /// Maps wire items to rows, as ``WagerServerDecoder/battleHistory(from:strings:)`` describes.
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
