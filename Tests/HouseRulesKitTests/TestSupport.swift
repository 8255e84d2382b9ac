import Foundation
import RepositoryConformance
import Testing

@testable import HouseRulesKit

/// The shared sample house and days (also used by the repository suite).
typealias Sample = HouseSample

/// Expects an operation to fail with `expected` and to leave the house exactly as it was.
func expectRefused(
  _ expected: HouseRulesError, on house: inout House, sourceLocation: SourceLocation = #_sourceLocation,
  _ operation: (inout House) throws -> Void
) {
  let before = house
  do {
    try operation(&house)
    Issue.record("expected \(expected), but the operation succeeded", sourceLocation: sourceLocation)
  } catch {
    #expect(error as? HouseRulesError == expected, sourceLocation: sourceLocation)
  }
  #expect(house == before, "a refused operation changed the house", sourceLocation: sourceLocation)
  expectSound(house, sourceLocation: sourceLocation)
}

/// Expects every invariant of the house to hold.
func expectSound(_ house: House, sourceLocation: SourceLocation = #_sourceLocation) {
  let problems = house.invariantViolations()
  #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
}
