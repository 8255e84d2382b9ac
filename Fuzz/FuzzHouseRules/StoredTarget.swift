import Foundation
import FuzzSupport

@testable import HouseRulesKit

/// A stored `House` (its `Codable` form, a `HouseSnapshot`), as an app would read back what it saved.
///
/// Restoring validates everything a live house would have refused, so a decoded house must pass the house's own
/// invariant walk, and encode and decode back to an equal value.
enum StoredTarget {
  static func run(_ bytes: [UInt8]) {
    let house: House
    do {
      house = try JSONDecoder().decode(House.self, from: Data(bytes))
    } catch {
      fuzzNote("not a House: \(error)")
      return
    }
    let problems = house.invariantViolations()
    fuzzCheck(problems.isEmpty, "a restored house breaks invariants: \(problems)")
    let again = try? JSONDecoder().decode(House.self, from: JSONEncoder().encode(house))
    fuzzCheck(again == house, "the house did not survive a JSON round trip")
    _ = house.todos(on: CalendarDay(dayNumber: 20_514))
  }
}
