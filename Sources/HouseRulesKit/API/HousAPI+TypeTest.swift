import Foundation

extension HousAPI {
  // MARK: The personality test

  /// `GET /type/test`: the test's questions, sorted by number, for `PersonalityTest(questions:)`.
  public static var personalityQuestions: Endpoint<[PersonalityQuestion], HousServerError> {
    Endpoint(method: .get, path: "/type/test") { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.personalityQuestions(from:))
    }
  }

  /// `PUT /user/type/test` with `{"typeScore": [...]}`: records the viewer's result; the answer is the scores the
  /// server stored. Stored scores that are no result (the document's own example, `[2, 5, 4, 3, 4]`) are
  /// `APIError.unexpectedResponse(status:reason:)` naming ``HousWireError/invalidTypeScore(_:)``.
  public static func recordTestResult(_ scores: PersonalityScores) -> Endpoint<PersonalityScores, HousServerError> {
    Endpoint(method: .put, path: "/user/type/test", body: HousRequestEncoder.typeTestBody(for: scores)) {
      response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.personalityScores(from:))
    }
  }

  /// `GET /user/me/type`: the viewer's personality type in detail.
  public static var myPersonalityCard: Endpoint<ListedPersonalityCard, HousServerError> {
    Endpoint(method: .get, path: "/user/me/type") { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.personalityCard(from:))
    }
  }

  /// `GET /user/{userId}/type`: a roommate's personality type in detail.
  public static func personalityCard(of homie: HomieID) -> Endpoint<ListedPersonalityCard, HousServerError> {
    Endpoint(method: .get, path: "/user/\(segment(homie))/type") { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.personalityCard(from:))
    }
  }
}
