import Foundation

/// Reads the Hous server's (TeamHous/Hous-Server) JSON bodies into the kit's models; ``HousRequestEncoder`` writes
/// a rule as its request body.
///
/// Each entry takes the payload bare (a request body) or wrapped as the server's responses wrap it
/// (`{"status": 200, "success": true, "data": {...}}`). The models are not yet validated: add them to a house for
/// that.
///
/// ```swift
/// let rule = try HousServerDecoder.rule(from: responseBody)
/// try house.addRule(rule)
/// ```
public enum HousServerDecoder {
  /// A rule (`POST /room/{roomId}/rule`, `PUT /room/{roomId}/rule/{ruleId}` and their responses).
  ///
  /// - Parameters:
  ///   - data: The body's bytes.
  ///   - id: The identifier, for a request body without `_id`; ignored when the body has one.
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)``, ``HousWireError/invalidDay(_:field:)``,
  ///   ``HousWireError/missingUserID(field:)`` or ``HousWireError/missingID``, each naming the field
  ///   (`ruleMembers[1].day[0]`, `data.ruleMembers[1].userId` in a wrapped response).
  public static func rule(from data: Data, id: RuleID? = nil) throws(HousWireError) -> Rule {
    let body = try decode(HousRuleWire.self, from: data)
    return try Rule(wire: body.payload, id: id, path: body.path)
  }

  /// The rules of a list of rule objects, in order; each needs its `_id`.
  ///
  /// - Throws: as ``rule(from:id:)``, the field led by the rule's index (`[2].ruleMembers[1].day[0]`).
  public static func rules(from data: Data) throws(HousWireError) -> [Rule] {
    let body = try decode([HousRuleWire].self, from: data)
    var rules: [Rule] = []
    for (index, wire) in body.payload.enumerated() {
      rules.append(try Rule(wire: wire, id: nil, path: body.path + [.index(index)]))
    }
    return rules
  }

  /// An event (`POST /room/{roomId}/event` and its response).
  ///
  /// - Parameters:
  ///   - data: The body's bytes.
  ///   - id: The identifier, for a request body without `_id`; ignored when the body has one.
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)``, ``HousWireError/unknownIcon(_:field:)``,
  ///   ``HousWireError/invalidDate(_:field:)`` or ``HousWireError/missingID``, naming the field (`data.date` in a
  ///   wrapped response).
  public static func event(from data: Data, id: EventID? = nil) throws(HousWireError) -> HouseEvent {
    let body = try decode(HousEventWire.self, from: data)
    return try HouseEvent(wire: body.payload, id: id, path: body.path)
  }

  /// The personality test's questions (`GET /type/test`), sorted by number, each with its illustration.
  ///
  /// `questionImg` is read with `WebAddress.url(_:)`, so an address holding spaces or Hangul gives the same URL on
  /// every platform; a blank one, or one that is not an absolute `http`/`https` address with a host, gives no
  /// illustration rather than failing the test.
  ///
  /// - Throws: ``HousWireError/malformedJSON(field:reason:)``, ``HousWireError/unknownQuestionType(_:field:)`` or
  ///   ``HousWireError/wrongAnswerCount(testNum:count:field:)``, naming the field (`typeTests[3].answers`).
  public static func personalityQuestions(from data: Data) throws(HousWireError) -> [PersonalityQuestion] {
    let body = try decode(HousTypeTestsWire.self, from: data)
    return try PersonalityQuestion.questions(wire: body.payload, path: body.path)
  }

  static func decode<Payload: Decodable>(_ type: Payload.Type, from data: Data) throws(HousWireError)
    -> HousBody<Payload>
  {
    do {
      return try JSONDecoder().decode(HousBody<Payload>.self, from: data)
    } catch {
      throw HousWireError(error)
    }
  }
}

extension HousWireError {
  /// The typed error for a `JSONDecoder` failure, naming the field by its path (`ruleMembers[0].day`).
  init(_ error: any Error) {
    guard let error = error as? DecodingError else {
      self = .malformedJSON(field: FieldPath.root, reason: String(describing: error))
      return
    }
    switch error {
    case .keyNotFound(let key, let context):
      self = .malformedJSON(field: FieldPath.text(context.codingPath + [key]), reason: "missing")
    case .valueNotFound(let type, let context):
      self = .malformedJSON(
        field: FieldPath.text(context.codingPath), reason: "expected \(FieldPath.typeDescription(type)), not null")
    case .typeMismatch(let type, let context):
      self = .malformedJSON(
        field: FieldPath.text(context.codingPath), reason: "expected \(FieldPath.typeDescription(type))")
    case .dataCorrupted(let context):
      self = .malformedJSON(field: FieldPath.text(context.codingPath), reason: context.debugDescription)
    @unknown default:
      self = .malformedJSON(field: FieldPath.root, reason: String(describing: error))
    }
  }
}
