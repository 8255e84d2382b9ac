import Foundation

extension SuwikiAPI {
  // MARK: Signing in

  /// `POST /user/login` with `{"loginId", "password"}`, sent without a token: the token pair, which
  /// `APIClient.signIn(_:)` keeps.
  public static func signIn(loginID: String, password: String) -> Endpoint<AuthTokens, SuwikiServerError> {
    Endpoint(
      method: .post, path: "/user/login",
      body: SuwikiRequestEncoder.credentialsBody(loginID: loginID, password: password),
      credential: .none
    ) { response throws(APIError<SuwikiServerError>) in
      try SuwikiAPI.read(response, SuwikiServerDecoder.tokens(from:))
    }
  }

  /// `POST /user/quit` with `{"loginId", "password"}`: deletes the account. The builds that allow it answer
  /// `{"success": true}`; the current server refuses every quit with a server error, which arrives as
  /// `APIError.server` or `APIError.unexpectedResponse(status:reason:)`.
  public static func quit(loginID: String, password: String) -> Endpoint<Void, SuwikiServerError> {
    Endpoint(
      method: .post, path: "/user/quit",
      body: SuwikiRequestEncoder.credentialsBody(loginID: loginID, password: password),
      decode: SuwikiAPI.successFlag)
  }

  // MARK: The viewer

  /// `GET /user/my-page`: the viewer's points and counts. A restricted account may read it.
  public static var studentProfile: Endpoint<StudentProfile, SuwikiServerError> {
    Endpoint(method: .get, path: "/user/my-page") { response throws(APIError<SuwikiServerError>) in
      try SuwikiAPI.read(response, SuwikiServerDecoder.studentProfile(from:))
    }
  }

  // MARK: Favourite majors

  /// `GET /user/favorite-major`: the viewer's favourite majors (`majorType` texts), in the server's order.
  public static var favoriteMajors: Endpoint<[String], SuwikiServerError> {
    Endpoint(method: .get, path: "/user/favorite-major") { response throws(APIError<SuwikiServerError>) in
      try SuwikiAPI.read(response, SuwikiServerDecoder.favoriteMajors(from:))
    }
  }

  /// `POST /user/favorite-major` with `{"majorType": major}`: adds a favourite major; the answer is the text
  /// `success`.
  public static func addFavoriteMajor(_ major: String) -> Endpoint<Void, SuwikiServerError> {
    Endpoint(
      method: .post, path: "/user/favorite-major", body: SuwikiRequestEncoder.favoriteMajorBody(major),
      decode: SuwikiAPI.successText)
  }

  /// `DELETE /user/favorite-major?majorType=`: removes a favourite major; the answer is the text `success`.
  public static func removeFavoriteMajor(_ major: String) -> Endpoint<Void, SuwikiServerError> {
    Endpoint(
      method: .delete, path: "/user/favorite-major", query: [QueryItem("majorType", major)],
      decode: SuwikiAPI.successText)
  }
}
