import Foundation
import OrderBookKit

/// Bithumb messages written by this project in the real `orderbookdepth` shape (seven levels, `datetime` as a
/// string of microseconds, deletions as "0"): about the size of a real 679-byte message.
enum Messages {
  static let depth = Data(
    #"""
    {"type":"orderbookdepth","content":{"list":[{"symbol":"XRP_KRW","orderType":"ask","price":"745.1","quantity":"0","total":"0"},{"symbol":"XRP_KRW","orderType":"ask","price":"745.3","quantity":"18250.4411","total":"3"},{"symbol":"XRP_KRW","orderType":"ask","price":"746","quantity":"5000","total":"1"},{"symbol":"XRP_KRW","orderType":"bid","price":"744.8","quantity":"0","total":"0"},{"symbol":"XRP_KRW","orderType":"bid","price":"744.9","quantity":"9021.05","total":"2"},{"symbol":"XRP_KRW","orderType":"bid","price":"743.7","quantity":"120000","total":"7"},{"symbol":"XRP_KRW","orderType":"bid","price":"743.6","quantity":"31416.8779","total":"1"}],"datetime":"1723102637709512"}}
    """#.utf8
  )

  /// The scenario's changes as Bithumb depth messages of `perMessage` changes each, a millisecond apart, all after
  /// the snapshot's time.
  static func feed(_ scenario: Scenario, perMessage: Int, startMicroseconds: Int64) -> [Data] {
    var messages: [Data] = []
    let changes = scenario.changes
    var time = startMicroseconds
    for start in stride(from: 0, to: changes.count - perMessage, by: perMessage) {
      let entries = changes[start..<start + perMessage].map { change in
        #"{"symbol":"BTC_KRW","orderType":"\#(change.side == .ask ? "ask" : "bid")","price":"\#(change.price)","#
          + #""quantity":"\#(change.quantity)","total":"\#(change.quantity.isZero ? 0 : 1)"}"#
      }
      time += 1_000
      let text =
        #"{"type":"orderbookdepth","content":{"list":["# + entries.joined(separator: ",")
        + #"],"datetime":"\#(time)"}}"#
      messages.append(Data(text.utf8))
    }
    return messages
  }
}
