#if Server
  // The SUWIKI answers this server writes, field for field as SPEC.md's samples and
  // `docs/openapi/domainkits-server.yaml` give them, and as LectureEvaluationKit's `SuwikiServerDecoder` reads them
  // (its wire types are internal to the kit, so the server has its own, Encodable ones). Averages and ratings are
  // `Float`, so they encode at float32 precision as SUWIKI's do (4.1666665). The mapping from the kit's values is in
  // Mapping/SuwikiResponseWire+Kit.swift.

  /// SUWIKI's `ResponseForm`: `{"data": …, "statusCode": null, "message": null}`, the two `null`s written out.
  struct SuwikiFormWire<Payload: Encodable & Sendable>: Encodable, Sendable {
    /// The payload.
    let data: Payload

    private enum CodingKeys: String, CodingKey {
      case data, statusCode, message
    }

    /// Writes `data` and the two `null`s (a synthesized encoder would leave them out).
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(data, forKey: .data)
      try container.encodeNil(forKey: .statusCode)
      try container.encodeNil(forKey: .message)
    }
  }

  /// `POST /user/login` and `/user/refresh`: `{"AccessToken": "…", "RefreshToken": "…"}`.
  struct SuwikiTokensWire: Encodable, Sendable {
    /// The access token.
    let accessToken: String
    /// The refresh token.
    let refreshToken: String

    private enum CodingKeys: String, CodingKey {
      case accessToken = "AccessToken"
      case refreshToken = "RefreshToken"
    }
  }

  /// `{"success": true}`: join, quit and the reports (sample 12c).
  struct SuwikiSuccessFlagWire: Encodable, Sendable {
    /// Always `true`.
    let success: Bool
  }

  /// `GET /user/my-page` (sample 11).
  struct SuwikiMyPageWire: Encodable, Sendable {
    let loginId: String
    let email: String
    let point: Int
    let writtenEvaluation: Int
    let writtenExam: Int
    let viewExam: Int
  }

  /// A lecture with its averages (sample 10's `data`; each item of the lecture list).
  struct SuwikiLectureWire: Encodable, Sendable {
    let id: Int
    let semesterList: String
    let professor: String
    let lectureType: String
    let lectureName: String
    let majorType: String
    let lectureTotalAvg: Float
    let lectureSatisfactionAvg: Float
    let lectureHoneyAvg: Float
    let lectureLearningAvg: Float
    let lectureTeamAvg: Float
    let lectureDifficultyAvg: Float
    let lectureHomeworkAvg: Float
  }

  /// `GET /lecture/all` and `/lecture/search`: `{"data": [...], "count": 28}` (`LectureAndCountResponseForm`).
  struct SuwikiLecturePageWire: Encodable, Sendable {
    let data: [SuwikiLectureWire]
    let count: Int
  }

  /// An evaluation of `GET /evaluate-posts` (sample 03's items).
  struct SuwikiEvaluationWire: Encodable, Sendable {
    let id: Int
    let selectedSemester: String
    let totalAvg: Float
    let satisfaction: Float
    let learning: Float
    let honey: Float
    let team: Int
    let difficulty: Int
    let homework: Int
    let content: String
  }

  /// `GET /evaluate-posts?lectureId=&page=` (sample 03).
  struct SuwikiEvaluationPageWire: Encodable, Sendable {
    let data: [SuwikiEvaluationWire]
    let written: Bool
  }

  /// One of the viewer's evaluations with its lecture (sample 04's items).
  struct SuwikiWrittenEvaluationWire: Encodable, Sendable {
    let id: Int
    let lectureName: String
    let professor: String
    let majorType: String
    let selectedSemester: String
    let semesterList: String
    let totalAvg: Float
    let satisfaction: Float
    let learning: Float
    let honey: Float
    let team: Int
    let difficulty: Int
    let homework: Int
    let content: String
  }

  /// An exam post of `GET /exam-posts` (sample 07a's items).
  struct SuwikiExamPostWire: Encodable, Sendable {
    let id: Int
    let selectedSemester: String
    let examType: String
    let examInfo: String
    let examDifficulty: String
    let content: String
  }

  /// `GET /exam-posts?lectureId=&page=` (samples 07a–c).
  struct SuwikiExamPostPageWire: Encodable, Sendable {
    let data: [SuwikiExamPostWire]
    let canRead: Bool
    let examDataExist: Bool
    let written: Bool
  }

  /// One of the viewer's exam posts with its lecture (sample 08's items).
  struct SuwikiWrittenExamPostWire: Encodable, Sendable {
    let id: Int
    let lectureName: String
    let professor: String
    let majorType: String
    let selectedSemester: String
    let semesterList: String
    let examType: String
    let examInfo: String
    let examDifficulty: String
    let content: String
  }

  /// A purchase of `GET /exam-posts/purchase` (sample 09's items); `id` is the lecture's.
  struct SuwikiPurchaseWire: Encodable, Sendable {
    let id: Int
    let professor: String
    let lectureName: String
    let majorType: String
    /// Seoul time without a zone, "2024-03-11T14:02:37".
    let createDate: String
  }
#endif
