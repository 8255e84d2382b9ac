import Foundation

/// Bodies of SUWIKI's sign-in, refresh, favourite-major and quit calls, written for these tests after the keys the
/// project's notes read in the server's `UserController` (no verbatim response exists in its repositories). The
/// tokens are placeholders, not JWTs anyone issued.
enum SuwikiAPISamples {
  /// `POST /user/login` and `/user/refresh`: the token pair at the top.
  static let tokens = Data(#"{"AccessToken": "eyJ.access-2.jwt", "RefreshToken": "eyJ.refresh-2.jwt"}"#.utf8)

  /// The same pair in the server's `ResponseForm`, as `/user/mobile-client/refresh` answers.
  static let wrappedTokens = Data(
    #"{"data": {"AccessToken": "eyJ.access-3.jwt", "RefreshToken": "eyJ.refresh-3.jwt"}, "statusCode": null, "message": null}"#
      .utf8)

  /// `GET /user/favorite-major`: a `ResponseForm` of `majorType` texts.
  static let favoriteMajors = Data(#"{"data": ["컴퓨터학부", "데이터과학부"], "statusCode": null, "message": null}"#.utf8)

  /// The plain-text answer of posts, edits, removals, purchases and favourite-major changes.
  static let successText = Data("success".utf8)

  /// An error body the refresh endpoint may answer for an unknown or restricted refresh token (one build's code).
  static let refreshRefused = Data(
    #"{"exception": "AccountException", "code": "USER_RESTRICTED", "message": "제한된 사용자입니다.", "status": 403, "error": "Forbidden"}"#
      .utf8)

  /// A 401 as Spring answers it without the server's error body.
  static let unauthorized = Data(
    #"{"timestamp": "2026-11-26T12:00:00.000+00:00", "status": 401, "error": "Unauthorized", "path": "/lecture"}"#.utf8)

  /// The body of sample 13 for `label`: the test fails when no case has it.
  static func errorBody(_ label: String) -> Data {
    SuwikiSamples.errorBodies.first { $0.label == label }?.body ?? Data()
  }
}
