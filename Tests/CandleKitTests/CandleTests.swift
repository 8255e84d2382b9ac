import Foundation
import Testing

@testable import CandleKit

@Suite("Candle")
struct CandleTests {
  @Test("A valid candle keeps its values and knows its direction")
  func valid() throws {
    let candle = try Candle(
      time: Sample.start, open: 81_061_000, high: 81_062_000, low: 80_860_000, close: 80_860_000, volume: 2.1630537)
    #expect(candle.open == 81_061_000)
    #expect(candle.high == 81_062_000)
    #expect(candle.low == 80_860_000)
    #expect(candle.close == 80_860_000)
    #expect(candle.volume == 2.1630537)
    #expect(candle.direction == .down)
    #expect(candle.id == Sample.start)
    #expect(try Sample.candle(minute: 0, open: 1, high: 2, low: 1, close: 2).direction == .up)
    #expect(try Sample.candle(minute: 0, open: 1, high: 1, low: 1, close: 1, volume: 0).direction == .flat)
  }

  struct InvalidCase: Sendable, CustomTestStringConvertible {
    let name: String
    let values: (open: Double, high: Double, low: Double, close: Double, volume: Double)
    let time: Date
    let error: CandleError
    var testDescription: String { name }
  }

  static let invalidCases: [InvalidCase] = [
    InvalidCase(
      name: "NaN open", values: (.nan, 2, 1, 1, 1), time: Sample.start, error: .nonFiniteValue(field: "open")),
    InvalidCase(
      name: "infinite high", values: (1, .infinity, 1, 1, 1), time: Sample.start,
      error: .nonFiniteValue(field: "high")),
    InvalidCase(
      name: "infinite volume", values: (1, 1, 1, 1, .infinity), time: Sample.start,
      error: .nonFiniteValue(field: "volume")),
    InvalidCase(
      name: "infinite time", values: (1, 1, 1, 1, 1), time: Date(timeIntervalSince1970: .infinity),
      error: .nonFiniteValue(field: "time")),
    InvalidCase(
      name: "low above open", values: (10, 12, 11, 12, 1), time: Sample.start,
      error: .lowAboveBody(low: 11, open: 10, close: 12)),
    InvalidCase(
      name: "high below close", values: (10, 11, 9, 12, 1), time: Sample.start,
      error: .highBelowBody(high: 11, open: 10, close: 12)),
    InvalidCase(
      name: "negative volume", values: (10, 10, 10, 10, -0.5), time: Sample.start,
      error: .negativeValue(field: "volume", value: -0.5)),
  ]

  @Test("Broken invariants are typed errors", arguments: invalidCases)
  func invalid(_ testCase: InvalidCase) {
    let values = testCase.values
    #expect(throws: testCase.error) {
      try Candle(
        time: testCase.time, open: values.open, high: values.high, low: values.low, close: values.close,
        volume: values.volume)
    }
    #expect(!testCase.error.description.isEmpty)
  }

  @Test("Codable round trip, and decoding checks the invariants")
  func codable() throws {
    let candle = try Sample.candle(minute: 3, open: 100, high: 110, low: 95, close: 105, volume: 2.5)
    let data = try JSONEncoder().encode(candle)
    #expect(try JSONDecoder().decode(Candle.self, from: data) == candle)

    let broken = Data(#"{"time":0,"open":100,"high":90,"low":80,"close":85,"volume":1}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Candle.self, from: broken) }
  }

  @Test("Error descriptions name the input and print times in UTC")
  func descriptions() {
    let error = CandleError.outOfOrder(
      index: 3, time: Sample.start, previousTime: Sample.start.addingTimeInterval(60))
    #expect(
      error.description == "candle 3 at 2024-08-07T07:13:00Z is earlier than the one before it (2024-08-07T07:14:00Z)")
    #expect(CandleError.incompatibleResample(from: .threeMinutes, to: .tenMinutes).description.contains("3m"))
  }
}
