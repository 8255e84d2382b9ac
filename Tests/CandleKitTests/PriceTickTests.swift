import Foundation
import PropertyBased
import Testing

@testable import CandleKit

@Suite("Price ticks and labels")
struct PriceTickTests {
  struct HeckbertCase: Sendable {
    let min: Double
    let max: Double
    let count: Int
    let step: Double
    let graph: ClosedRange<Double>
    let fractionDigits: Int
    let ticks: [Double]
  }

  /// Heckbert's loose labelling ("Nice Numbers for Graph Labels", Graphics Gems I, 1990), computed locally by a
  /// direct transcription of the algorithm (candle_axis_heckbert_vectors.json).
  static let heckbert: [HeckbertCase] = [
    HeckbertCase(
      min: 105, max: 543, count: 5, step: 100, graph: 100...600, fractionDigits: 0,
      ticks: [100, 200, 300, 400, 500, 600]),
    HeckbertCase(
      min: 80_860_000, max: 81_062_000, count: 8, step: 100_000, graph: 80_800_000...81_100_000, fractionDigits: 0,
      ticks: [80_800_000, 80_900_000, 81_000_000, 81_100_000]),
    HeckbertCase(
      min: 0.003412, max: 0.003519, count: 8, step: 2e-05, graph: 0.0034...0.00352, fractionDigits: 5,
      ticks: [0.0034, 0.00342, 0.00344, 0.00346, 0.00348, 0.0035, 0.00352]),
    HeckbertCase(
      min: 401.2, max: 403.3, count: 8, step: 1, graph: 401...404, fractionDigits: 0, ticks: [401, 402, 403, 404]),
    HeckbertCase(
      min: 2272, max: 2344, count: 8, step: 10, graph: 2270...2350, fractionDigits: 0,
      ticks: [2270, 2280, 2290, 2300, 2310, 2320, 2330, 2340, 2350]),
    HeckbertCase(
      min: 0, max: 1, count: 5, step: 0.2, graph: 0...1, fractionDigits: 1, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1]),
  ]

  @Test("Steps, loose bounds and ticks match Heckbert's vectors", arguments: heckbert)
  func heckbertVectors(_ vector: HeckbertCase) {
    let step = PriceTickStep(covering: vector.min...vector.max, targetCount: vector.count)
    #expect(step.value == vector.step)
    #expect(step.fractionDigits == vector.fractionDigits)
    let graph = step.expanded(vector.min...vector.max)
    #expect(graph == vector.graph)
    #expect(step.ticks(in: graph) == vector.ticks)
  }

  @Test(
    "Nice steps are 1, 2 or 5 times a power of ten at every magnitude",
    arguments: [1e-9, 0.000_012_3, 0.7, 3, 45, 999, 12_345, 8.1e7, 1e8, 3.3e12])
  func niceAtEveryMagnitude(_ width: Double) {
    let step = PriceTickStep(covering: 1...(1 + width), targetCount: 6)
    #expect([1, 2, 5].contains(step.mantissa))
    let count = width / step.value
    #expect(count >= 2 && count <= 13, "width \(width): step \(step.value)")
  }

  @Test("Labels keep the decimals the step needs and group thousands")
  func labels() {
    let tiny = PriceScale(autoscaling: 0.000_123_0...0.000_124_0, height: 300, topMargin: 0, bottomMargin: 0)
    let tinyTicks = tiny.ticks(targetCount: 6)
    #expect(tinyTicks.map(\.label) == ["0.0001230", "0.0001232", "0.0001234", "0.0001236", "0.0001238", "0.0001240"])
    #expect(!tinyTicks.contains { $0.label == "0" })

    let huge = PriceScale(autoscaling: 123_400_000_000...123_900_000_000, height: 300, topMargin: 0, bottomMargin: 0)
    #expect(huge.ticks(targetCount: 6).first?.label == "123,400,000,000")

    let btc = PriceScale(autoscaling: 80_860_000...81_062_000, height: 400, topMargin: 0, bottomMargin: 0)
    let btcLabels = btc.ticks(targetCount: 8).map(\.label)
    #expect(btcLabels.count == 11)
    #expect(btcLabels.first == "80,860,000")
    #expect(btcLabels.last == "81,060,000")
    #expect(PriceTickStep(near: 28_857).value == 20_000)
    #expect(PriceTickStep(near: .nan).value == 1)

    let step = PriceTickStep(mantissa: 5, exponent: -1)
    #expect(step.label(forMultiple: -1) == "-0.5")
    #expect(step.label(forMultiple: 0) == "0.0")
    #expect(PriceTickStep(mantissa: 2, exponent: 3).label(forMultiple: 600) == "1,200,000")
    #expect(PriceTickStep(mantissa: 7, exponent: 99).mantissa == 1)
    #expect(PriceTickStep(mantissa: 1, exponent: 99).exponent == 15)
  }

  @Test("Ticks lie inside the scale, ascending in value and rising on screen")
  func ticksInside() {
    let scale = PriceScale(autoscaling: 80_860_000...81_062_000, top: 10, height: 300)
    let ticks = scale.ticks(targetCount: 6)
    #expect(ticks.count >= 3)
    #expect(ticks.allSatisfy { scale.range.contains($0.value) && $0.position >= 10 && $0.position <= 310 })
    #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.value < $1.value && $0.position > $1.position })
  }

  @Test("A logarithmic scale over decades ticks 1, 2 and 5 times powers of ten, thinned when crowded")
  func logarithmicTicks() {
    let scale = PriceScale(autoscaling: 1...1_000, height: 300, topMargin: 0, bottomMargin: 0, mode: .logarithmic)
    #expect(scale.ticks(targetCount: 10).map(\.value) == [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000])
    #expect(scale.ticks(targetCount: 4).map(\.label) == ["1", "10", "100", "1,000"])
    let wide = PriceScale(autoscaling: 1e-6...1e6, height: 300, topMargin: 0, bottomMargin: 0, mode: .logarithmic)
    let ticks = wide.ticks(targetCount: 4)
    #expect(ticks.count <= 4)
    #expect(ticks.first?.label == "0.000001")
  }

  @Test(
    "Price labels are exact, grouped and locale-free",
    arguments: [
      (81_062_000.0, 0, "81,062,000"), (0.000_123_4, 7, "0.0001234"), (0.000_123_4, 3, "0.000"),
      (-1_234.5, 1, "-1,234.5"),
      (-0.000_01, 2, "0.00"), (2.1630537, 4, "2.1631"), (1e20, 0, "1e+20"), (.nan, 2, "-"), (.infinity, 0, "∞"),
      (5, -3, "5"), (1.5, 40, "1.500000000000000"),
    ])
  func priceLabels(_ value: Double, _ digits: Int, _ expected: String) {
    #expect(PriceLabel.text(value, fractionDigits: digits) == expected)
  }
}

@Suite("Decimal digits")
struct DecimalDigitsTests {
  /// The plain decimal, grouped by the shared `NumberText`: the reference the fast path must match.
  static func reference(_ magnitude: UInt64, _ negative: Bool, _ zeros: Int, _ fraction: Int) -> String {
    var digits = String(magnitude) + (magnitude == 0 ? "" : String(repeating: "0", count: zeros))
    if digits.count <= fraction { digits = String(repeating: "0", count: fraction + 1 - digits.count) + digits }
    if fraction > 0 { digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fraction)) }
    let allZero = digits.allSatisfy { $0 == "0" || $0 == "." }
    return (negative && !allZero ? "-" : "") + NumberText.grouped(digits)
  }

  @Test("The stack-buffer formatter writes what NumberText.grouped writes")
  func matchesNumberText() async {
    await propertyCheck(
      count: 500, input: Gen.uint64(in: 0...9_000_000_000_000_000), Gen.bool, Gen.int(in: 0...6), Gen.int(in: 0...14)
    ) { magnitude, negative, zeros, fraction in
      let text = DecimalDigits.text(
        magnitude: magnitude, negative: negative, trailingZeros: zeros, fractionDigits: fraction,
        separator: UInt8(ascii: ","))
      #expect(text == Self.reference(magnitude, negative, zeros, fraction))
    }
    #expect(DecimalDigits.text(magnitude: 0, negative: true, trailingZeros: 3, fractionDigits: 0, separator: 44) == "0")
    #expect(PriceLabel.text(1_234_567.25, fractionDigits: 2, separator: "\u{202F}") == "1\u{202F}234\u{202F}567.25")
    #expect(PriceLabel.text(1_234_567.25, fractionDigits: 1, separator: " ") == "1 234 567.3")
  }
}
