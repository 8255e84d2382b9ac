import Foundation

extension SuwikiAPI {
  /// `GET /lecture/all?option=&page=&majorType=`: a page of the lecture list, with the access token when someone
  /// is signed in.
  ///
  /// SUWIKI's own server answers it without a token; its iOS app sends the token on every lecture call, and a server
  /// that answers nothing without one (the reference server) needs it: signed out against such a server, the call
  /// is `APIError.signInRequired(.notSignedIn)`.
  ///
  /// - Parameters:
  ///   - sort: The order (the API's `option`), or `nil` for the server's default.
  ///   - major: The department (the API's `majorType`, "컴퓨터학부"), or `nil` for every department.
  ///   - page: The page, from 1.
  public static func lecturePage(
    sort: LectureSort? = nil, major: String? = nil, page: Int = 1
  ) -> Endpoint<LecturePage, SuwikiServerError> {
    Endpoint(
      method: .get, path: "/lecture/all",
      query: queryIfPresent("option", sort?.rawValue) + [QueryItem("page", page)] + queryIfPresent("majorType", major),
      credential: .accessTokenIfSignedIn
    ) { response throws(APIError<SuwikiServerError>) in
      try SuwikiAPI.read(response, SuwikiServerDecoder.lecturePage(from:))
    }
  }

  /// `GET /lecture/search?searchValue=&option=&page=&majorType=`: a page of the lectures whose name or professor
  /// matches `text`, with the access token when someone is signed in (as ``lecturePage(sort:major:page:)``).
  ///
  /// - Parameters:
  ///   - text: What the student typed (the API's `searchValue`).
  ///   - sort: The order (the API's `option`), or `nil` for the server's default.
  ///   - major: The department (the API's `majorType`), or `nil` for every department.
  ///   - page: The page, from 1.
  public static func lecturePage(
    searching text: String, sort: LectureSort? = nil, major: String? = nil, page: Int = 1
  ) -> Endpoint<LecturePage, SuwikiServerError> {
    Endpoint(
      method: .get, path: "/lecture/search",
      query: [QueryItem("searchValue", text)] + queryIfPresent("option", sort?.rawValue) + [QueryItem("page", page)]
        + queryIfPresent("majorType", major),
      credential: .accessTokenIfSignedIn
    ) { response throws(APIError<SuwikiServerError>) in
      try SuwikiAPI.read(response, SuwikiServerDecoder.lecturePage(from:))
    }
  }

  /// `GET /lecture?lectureId=`: one lecture with its averages. A restricted account gets 403 USER008, an unknown
  /// id LECTURE001.
  ///
  /// ``EvaluationLecture/init(_:)`` makes the lecture a post is written about.
  public static func lecture(id: Int) -> Endpoint<LectureSummary, SuwikiServerError> {
    Endpoint(method: .get, path: "/lecture", query: [QueryItem("lectureId", id)]) {
      response throws(APIError<SuwikiServerError>) in
      try SuwikiAPI.read(response, SuwikiServerDecoder.lecture(from:))
    }
  }
}
