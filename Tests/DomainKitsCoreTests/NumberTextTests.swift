import DomainKitsCore
import Testing

@Suite("NumberText")
struct NumberTextTests {
  @Test(
    "Groups integers in threes",
    arguments: [
      (0, "0"), (999, "999"), (1_000, "1,000"), (-1_000, "-1,000"), (6_252_827, "6,252,827"),
      (Int.max, "9,223,372,036,854,775,807"), (Int.min, "-9,223,372,036,854,775,808"),
    ])
  func integers(value: Int, expected: String) {
    #expect(NumberText.grouped(value) == expected)
  }

  @Test("Groups decimal text and leaves the fraction alone")
  func decimals() {
    #expect(NumberText.grouped("1234567.891") == "1,234,567.891")
    #expect(NumberText.grouped("-1234.5") == "-1,234.5")
    #expect(NumberText.grouped("+12345") == "+12,345")
    #expect(NumberText.grouped("0.00012345") == "0.00012345")
    #expect(NumberText.grouped("1234", separator: " ") == "1 234")
  }

  @Test("Leaves text of another shape unchanged", arguments: ["", "-", "abc", "1,234", "12.3.4", "1e5", ".5"])
  func unchanged(text: String) {
    #expect(NumberText.grouped(text) == text)
  }
}

@Suite("SplitMix64")
struct SplitMix64Tests {
  @Test("A seed fixes the sequence; the published SplitMix64 outputs for seed 0")
  func repeatable() {
    var first = SplitMix64(seed: 0)
    // Reference values of SplitMix64 from seed 0 (Vigna's splitmix64.c).
    #expect(first.next() == 0xE220_A839_7B1D_CDAF)
    #expect(first.next() == 0x6E78_9E6A_A1B9_65F4)
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    #expect((0..<100).map { _ in a.next() } == (0..<100).map { _ in b.next() })
  }
}
