import Foundation
import FuzzSupport

@testable import HouseRulesKit

/// The original server's messages: a rule (request or response), an event, the test questions and a `typeScore`
/// list, through `HousServerDecoder` (which reads each bare or inside the server's `{"data": ...}` envelope).
///
/// Checks: a decoded rule reads back from its request body (`HousRequestEncoder.requestBody(for:)`, given its
/// identifier) as itself; a failure is a typed error with a description; a mapped rule or event added to a house is
/// either accepted or refused with the house unchanged, and the house stays sound; questions come sorted with
/// three options each; scores map to a type.
enum WireTarget {
  /// Members and categories with the identifiers of the project's fixtures, so decoded rules can be added.
  private static let base: House? = {
    var house = try? House(id: "h", name: "망원동 하우스")
    let members = ["64a1f0c2e13b9a5d7c000101", "64a1f0c2e13b9a5d7c000102", "64a1f0c2e13b9a5d7c000103", "homie-jisu"]
    for (index, id) in members.enumerated() { try? house?.addMember(Homie(id: HomieID(id), name: "홈지\(index)")) }
    for id in ["64a1f0c2e13b9a5d7c000011", "category-clean", "category-kitchen"] {
      try? house?.addCategory(RuleCategory(id: CategoryID(id), name: "청소", icon: .clean))
    }
    return house
  }()

  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    guard var house = base else { return }
    do {
      let rule = try HousServerDecoder.rule(from: data, id: "request")
      let body = HousRequestEncoder.requestBody(for: rule)
      // The request body has no `_id` (the request's schema has none), so it reads back given the identifier.
      fuzzCheck((try? HousServerDecoder.rule(from: body, id: rule.id)) == rule, "the rule does not read back: \(rule)")
      add(to: &house) { (house: inout House) throws(HouseRulesError) in try house.addRule(rule) }
    } catch {
      fuzzCheck(!error.description.isEmpty, "an error without a description")
    }
    if let event = try? HousServerDecoder.event(from: data, id: "request") {
      add(to: &house) { (house: inout House) throws(HouseRulesError) in try house.addEvent(event) }
    }
    if let questions = try? HousServerDecoder.personalityQuestions(from: data) {
      fuzzCheck(questions.map(\.number) == questions.map(\.number).sorted(), "questions out of order")
      fuzzCheck(questions.allSatisfy { $0.options.count == 3 }, "a question without three options")
    }
    if let scores = decode([Int].self, from: data), let mapped = try? PersonalityScores(housTypeScore: scores) {
      fuzzCheck(mapped.type != .gray, "valid scores without a type: \(scores)")
    }
  }

  private static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) -> Value? {
    try? JSONDecoder().decode(type, from: data)
  }

  private static func add(to house: inout House, _ change: (inout House) throws(HouseRulesError) -> Void) {
    let before = house
    do {
      try change(&house)
    } catch {
      fuzzCheck(house == before, "a refused change altered the house: \(error)")
    }
    let problems = house.invariantViolations()
    fuzzCheck(problems.isEmpty, "broken invariants: \(problems)")
  }
}
